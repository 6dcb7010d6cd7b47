import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { SURVEY_COUNT_MAX, SURVEY_ITEMS_MAX, SURVEY_MAX_AREA_M2, SURVEY_MAX_LENGTH_M, SURVEY_PEOPLE_MAX, SURVEY_ROUTE_MAX_POINTS, TOO_MANY_SURVEYS } from '../contract';
import { SURVEY_MESSAGES as M } from '../schemas';

/** The surveys module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const surveysErrorTexts = {
  'REGISTERED_ONLY.surveys': {
    en: 'Only registered people can record surveys: a survey becomes public monitoring data and may earn a reward.',
    de: 'Nur registrierte Personen können Erhebungen erfassen: Eine Erhebung wird zu öffentlichen Monitoringdaten und kann eine Belohnung bringen.', ar: 'لا يسجّل الاستبيانات إلا المسجَّلون: يصبح الاستبيان بيانات رصد عامة وقد يكسب مكافأة.',
  },
  SURVEY_NOT_FOUND: { en: 'This survey does not exist.', de: 'Diese Erhebung gibt es nicht.', ar: 'هذا الاستبيان غير موجود.' },
  SURVEY_EVENT_NOT_FOUND: { en: 'There is no cleanup event with this id.', de: 'Es gibt keine Aufräumaktion mit dieser ID.', ar: 'لا توجد حملة تنظيف بهذا المعرّف.' },
  SURVEY_TEAM_NOT_MINE: { en: 'You can record surveys only for a team you belong to.', de: 'Du kannst Erhebungen nur für ein Team erfassen, zu dem du gehörst.', ar: 'لا يمكنك تسجيل الاستبيانات إلا لفريق تنتمي إليه.' },
  OWN_SURVEY: { en: 'You cannot confirm your own survey: someone else has to.', de: 'Du kannst deine eigene Erhebung nicht bestätigen: Das muss jemand anderes tun.', ar: 'لا يمكنك تأكيد استبيانك: يجب أن يؤكده شخص آخر.' },
  NOT_SURVEY_CONFIRMER: {
    en: 'Only a moderator or the organiser of the survey’s event can confirm it.',
    de: 'Nur eine Moderatorin, ein Moderator oder wer die Aufräumaktion der Erhebung organisiert, kann sie bestätigen.', ar: 'لا يؤكد الاستبيان إلا أحد المشرفين أو منظِّم الحملة التي سُجِّل فيها.',
  },
  SURVEY_NOT_AT_EVENT: {
    en: 'An organiser can confirm only surveys recorded during their event by someone who checked in there.',
    de: 'Wer eine Aufräumaktion organisiert, kann nur Erhebungen bestätigen, die während der Aktion von jemandem erfasst wurden, der dort eingecheckt hat.', ar: 'لا يؤكد المنظِّم إلا الاستبيانات المسجَّلة أثناء حملته من شخص سجّل حضوره فيها.',
  },
  'RATE_LIMITED.surveys': { en: TOO_MANY_SURVEYS, de: 'Zu viele Erhebungen in kurzer Zeit. Bitte warte ein wenig.', ar: 'استبيانات كثيرة جدًا في وقت قصير. يُرجى الانتظار قليلًا.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.surveyKind': { en: M.kind, de: 'kind muss transect oder area sein', ar: 'يجب أن يكون kind إما transect أو area' },
  'VALIDATION_FAILED.surveyStartedAt': { en: M.startedAt, de: 'startedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', ar: 'يجب أن يكون startedAt تاريخًا مع وقت (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedAt': { en: M.endedAt, de: 'endedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', ar: 'يجب أن يكون endedAt تاريخًا مع وقت (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedBeforeStart': { en: M.endedBeforeStart, de: 'endedAt muss nach startedAt liegen', ar: 'يجب أن يكون endedAt بعد startedAt' },
  'VALIDATION_FAILED.surveyTooLong': { en: M.tooLong, de: 'endedAt darf höchstens 12 Stunden nach startedAt liegen', ar: 'يجوز أن يكون endedAt بعد startedAt باثنتي عشرة ساعة على الأكثر' },
  'VALIDATION_FAILED.surveyStartInFuture': { en: M.startInFuture, de: 'startedAt liegt in der Zukunft', ar: 'startedAt في المستقبل' },
  'VALIDATION_FAILED.surveyEndInFuture': { en: M.endInFuture, de: 'endedAt liegt in der Zukunft', ar: 'endedAt في المستقبل' },
  'VALIDATION_FAILED.surveyTooOld': { en: M.tooOld, de: 'startedAt liegt mehr als 30 Tage zurück', ar: 'startedAt في الماضي بأكثر من 30 يومًا' },
  'VALIDATION_FAILED.surveyLengthM': { en: M.lengthM, de: `lengthM muss eine Zahl von Metern über 0 und höchstens ${SURVEY_MAX_LENGTH_M} sein`, ar: 'يجب أن يكون lengthM عددًا من الأمتار أكبر من 0 وألا يتجاوز 20000' },
  'VALIDATION_FAILED.surveyLengthOnlyTransect': { en: M.lengthOnlyTransect, de: 'lengthM gibt es nur bei Transekt-Erhebungen (transect)', ar: 'lengthM لاستبيانات المقاطع الخطية فقط' },
  'VALIDATION_FAILED.surveyAreaM2': { en: M.areaM2, de: `areaM2 muss eine Zahl von Quadratmetern über 0 und höchstens ${SURVEY_MAX_AREA_M2} sein`, ar: 'يجب أن يكون areaM2 عددًا من الأمتار المربعة أكبر من 0 وألا يتجاوز 1000000' },
  'VALIDATION_FAILED.surveyAreaOnlyArea': { en: M.areaOnlyArea, de: 'areaM2 gibt es nur bei Flächen-Erhebungen (area)', ar: 'areaM2 لاستبيانات المناطق فقط' },
  'VALIDATION_FAILED.surveyRoute': { en: M.route, de: 'route muss ein GeoJSON-LineString sein', ar: 'يجب أن يكون route من نوع GeoJSON LineString' },
  'VALIDATION_FAILED.surveyRoutePoints': { en: M.routePoints, de: `route muss 2 bis ${SURVEY_ROUTE_MAX_POINTS} Punkte haben`, ar: 'يجب أن يحتوي route على 2 إلى 5000 نقطة' },
  'VALIDATION_FAILED.surveyRouteCoordinate': {
    en: M.routeCoordinate,
    de: 'Die Koordinaten von route müssen [Längengrad, Breitengrad] sein, mit dem Längengrad von -180 bis 180 und dem Breitengrad von -90 bis 90', ar: 'يجب أن تكون إحداثيات route بالشكل [longitude, latitude] مع خط طول من -180 إلى 180 وخط عرض من -90 إلى 90',
  },
  'VALIDATION_FAILED.surveyPeople': { en: M.people, de: `people muss eine ganze Zahl von 1 bis ${SURVEY_PEOPLE_MAX} sein`, ar: 'يجب أن يكون people عددًا صحيحًا من 1 إلى 500' },
  'VALIDATION_FAILED.surveyCounts': { en: M.counts, de: `counts muss eine Liste von höchstens ${SURVEY_ITEMS_MAX} Gegenständen sein`, ar: 'يجب أن يكون counts قائمة من 100 عنصر على الأكثر' },
  'VALIDATION_FAILED.surveyItem': { en: M.item, de: 'item muss ein Gegenstand der Müll-Taxonomie sein', ar: 'يجب أن يكون item غرض نفايات من التصنيف' },
  'VALIDATION_FAILED.surveyDuplicateItem': { en: M.duplicateItem, de: 'item wird zweimal gezählt: Gib jeden Gegenstand nur einmal an', ar: 'عُدّ item مرتين: اذكر كل غرض مرة واحدة' },
  'VALIDATION_FAILED.surveyCount': { en: M.count, de: `count muss eine ganze Zahl von 0 bis ${SURVEY_COUNT_MAX} sein`, ar: 'يجب أن يكون count عددًا صحيحًا من 0 إلى 100000' },
  'VALIDATION_FAILED.surveyEventId': { en: M.eventId, de: 'eventId muss eine gültige ID sein', ar: 'يجب أن يكون eventId معرّفًا صالحًا' },
  'VALIDATION_FAILED.surveyTeamId': { en: M.teamId, de: 'teamId muss eine gültige ID sein', ar: 'يجب أن يكون teamId معرّفًا صالحًا' },
  'VALIDATION_FAILED.surveyId': { en: M.surveyId, de: 'Die Erhebungs-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف الاستبيان معرّفًا صالحًا' },
  'VALIDATION_FAILED.surveyBbox': { en: M.bbox, de: 'bbox muss minLon,minLat,maxLon,maxLat in Grad sein', ar: 'يجب أن يكون bbox بالشكل minLon,minLat,maxLon,maxLat بالدرجات' },
  'VALIDATION_FAILED.surveySince': { en: M.since, de: 'since muss ein Tag sein (JJJJ-MM-TT)', ar: 'يجب أن يكون since يومًا (YYYY-MM-DD)' },
  'VALIDATION_FAILED.surveyUntil': { en: M.until, de: 'until muss ein Tag sein (JJJJ-MM-TT)', ar: 'يجب أن يكون until يومًا (YYYY-MM-DD)' },
} as const satisfies ErrorTextCatalogue;
