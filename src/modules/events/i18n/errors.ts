import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { EVENT_CAPACITY_MAX, EVENT_DESCRIPTION_MAX, EVENT_LOCATION_MAX, EVENT_SUMMARY_LIMITS, EVENT_TITLE_MAX, EVENT_TITLE_MIN, EVENTS_MAX_LIMIT, EVENTS_MAX_RADIUS_KM } from '../contract';
import { EVENT_MESSAGES as M } from '../schemas';

/** The events module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const eventsErrorTexts = {
  'REGISTERED_ONLY.events': { en: 'Only registered people can do this. Create a profile first.', de: 'Das können nur registrierte Personen. Erstelle zuerst ein Profil.', ar: 'لا يفعل ذلك إلا المسجَّلون. أنشئ ملفًا شخصيًا أولًا.' },
  EVENT_NOT_FOUND: { en: 'This cleanup event does not exist.', de: 'Diese Aufräumaktion gibt es nicht.', ar: 'حملة التنظيف هذه غير موجودة.' },
  NOT_ORGANISER: { en: 'Only the organiser of this cleanup can do this.', de: 'Das kann nur die Person, die diese Aufräumaktion organisiert.', ar: 'لا يفعل ذلك إلا منظِّم هذه الحملة.' },
  EVENT_START_IN_PAST: { en: 'The start may lie at most an hour in the past.', de: 'Der Beginn darf höchstens eine Stunde in der Vergangenheit liegen.', ar: 'لا يجوز أن تكون البداية في الماضي بأكثر من ساعة.' },
  EVENT_ENDED: { en: 'This cleanup is over.', de: 'Diese Aufräumaktion ist vorbei.', ar: 'انتهت حملة التنظيف هذه.' },
  EVENT_FULL: { en: 'This cleanup is full. No places are left.', de: 'Diese Aufräumaktion ist voll. Es sind keine Plätze mehr frei.', ar: 'حملة التنظيف هذه مكتملة العدد. لم تبقَ أماكن.' },
  EVENT_CHECKED_IN: { en: 'You have checked in already, so you cannot give your place back.', de: 'Du hast schon eingecheckt und kannst deinen Platz deshalb nicht mehr zurückgeben.', ar: 'سجّلت حضورك بالفعل، فلا يمكنك التخلي عن مكانك.' },
  NOT_ATTENDEE: { en: 'Only people who joined this cleanup can check in.', de: 'Nur wer bei dieser Aufräumaktion mitmacht, kann einchecken.', ar: 'لا يسجّل الحضور إلا من انضم إلى هذه الحملة.' },
  CHECK_IN_NOT_OPEN: {
    en: 'Check-in is open from 30 minutes before the start until the end.',
    de: 'Das Einchecken ist ab 30 Minuten vor dem Beginn bis zum Ende möglich.', ar: 'تسجيل الحضور مفتوح من 30 دقيقة قبل البداية حتى النهاية.',
  },
  CHECK_IN_TOO_FAR: { en: 'You are too far from the meeting point to check in.', de: 'Du bist zu weit vom Treffpunkt entfernt, um einzuchecken.', ar: 'أنت بعيد جدًا عن نقطة اللقاء لتسجيل الحضور.' },
  EVENT_PHOTO_MISSING: { en: 'Add a photo of the cleanup.', de: 'Füge ein Foto der Aufräumaktion hinzu.', ar: 'أضف صورة لعملية التنظيف.' },
  EVENT_PHOTOS_FULL: { en: 'This cleanup has 10 photos already.', de: 'Diese Aufräumaktion hat schon 10 Fotos.', ar: 'لدى حملة التنظيف هذه 10 صور بالفعل.' },
  NOT_PARTNER_MEMBER: { en: 'Only people of this partner can organise cleanups in its name.', de: 'Nur Personen dieses Partners können in seinem Namen Aufräumaktionen organisieren.', ar: 'لا ينظّم الحملات باسم هذا الشريك إلا أشخاصه.' },
  EVENT_NOT_STARTED: { en: 'The summary can be written once the cleanup has started.', de: 'Die Zusammenfassung kann geschrieben werden, sobald die Aufräumaktion begonnen hat.', ar: 'يمكن كتابة الملخّص بعد بدء حملة التنظيف.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.eventId': { en: M.idInvalid, de: 'Die Aktions-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف الحملة معرّفًا صالحًا' },
  'VALIDATION_FAILED.eventTitleRequired': { en: M.titleRequired, de: 'Der Titel fehlt', ar: 'العنوان مطلوب' },
  'VALIDATION_FAILED.eventTitleLength': { en: M.titleLength, de: `Der Titel muss ${EVENT_TITLE_MIN} bis ${EVENT_TITLE_MAX} Zeichen lang sein`, ar: 'يجب أن يكون العنوان من 3 إلى 120 حرفًا' },
  'VALIDATION_FAILED.eventDescriptionLength': { en: M.descriptionLength, de: `Die Beschreibung darf höchstens ${EVENT_DESCRIPTION_MAX} Zeichen lang sein`, ar: 'يجب ألا يتجاوز الوصف 2000 حرف' },
  'VALIDATION_FAILED.eventLocationLength': { en: M.locationLength, de: `Der Ort darf höchstens ${EVENT_LOCATION_MAX} Zeichen lang sein`, ar: 'يجب ألا يتجاوز الموقع 200 حرف' },
  'VALIDATION_FAILED.eventLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', ar: 'يجب أن يكون خط العرض بين -90 و90' },
  'VALIDATION_FAILED.eventLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', ar: 'يجب أن يكون خط الطول بين -180 و180' },
  'VALIDATION_FAILED.eventLatitudeRequired': { en: M.latitudeRequired, de: 'Der Breitengrad fehlt', ar: 'خط العرض مطلوب' },
  'VALIDATION_FAILED.eventLongitudeRequired': { en: M.longitudeRequired, de: 'Der Längengrad fehlt', ar: 'خط الطول مطلوب' },
  'VALIDATION_FAILED.eventStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', ar: 'يجب أن تكون البداية تاريخًا ووقتًا' },
  'VALIDATION_FAILED.eventEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', ar: 'يجب أن تكون النهاية تاريخًا ووقتًا' },
  'VALIDATION_FAILED.eventStartsAtRequired': { en: M.startsAtRequired, de: 'Der Beginn fehlt', ar: 'البداية مطلوبة' },
  'VALIDATION_FAILED.eventEndsAtRequired': { en: M.endsAtRequired, de: 'Das Ende fehlt', ar: 'النهاية مطلوبة' },
  'VALIDATION_FAILED.eventEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', ar: 'يجب أن تكون النهاية بعد البداية' },
  'VALIDATION_FAILED.eventTooLong': { en: M.tooLong, de: 'Eine Aufräumaktion dauert höchstens 12 Stunden', ar: 'لا يستمر التنظيف أكثر من 12 ساعة' },
  'VALIDATION_FAILED.eventCapacity': { en: M.capacity, de: `Die Plätze müssen eine ganze Zahl von 1 bis ${EVENT_CAPACITY_MAX} sein`, ar: 'يجب أن يكون عدد الأماكن عددًا صحيحًا من 1 إلى 1000' },
  'VALIDATION_FAILED.eventCapacityRequired': { en: M.capacityRequired, de: 'Die Zahl der Plätze fehlt', ar: 'عدد الأماكن مطلوب' },
  'VALIDATION_FAILED.eventPartnerId': { en: M.partnerIdInvalid, de: 'Die Partner-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف الشريك معرّفًا صالحًا' },
  'VALIDATION_FAILED.eventsRadiusKm': { en: M.radiusKm, de: `radiusKm muss größer als 0 und höchstens ${EVENTS_MAX_RADIUS_KM} sein`, ar: 'يجب أن يكون radiusKm أكبر من 0 وألا يتجاوز 200' },
  'VALIDATION_FAILED.eventsLimit': { en: M.limit, de: `limit muss eine ganze Zahl von 1 bis ${EVENTS_MAX_LIMIT} sein`, ar: 'يجب أن يكون limit عددًا صحيحًا من 1 إلى 200' },
  'VALIDATION_FAILED.eventsWhen': { en: M.when, de: 'when muss upcoming oder past sein', ar: 'يجب أن يكون when إما upcoming أو past' },
  'VALIDATION_FAILED.eventBags': { en: M.bags, de: `Die Säcke müssen eine ganze Zahl von 0 bis ${EVENT_SUMMARY_LIMITS.bags} sein`, ar: 'يجب أن يكون عدد الأكياس عددًا صحيحًا من 0 إلى 1000' },
  'VALIDATION_FAILED.eventKg': { en: M.kg, de: `Die Kilogramm müssen eine Zahl von 0 bis ${EVENT_SUMMARY_LIMITS.kg} sein`, ar: 'يجب أن تكون الكيلوغرامات رقمًا من 0 إلى 10000' },
  'VALIDATION_FAILED.eventAreaM2': { en: M.areaM2, de: `Die Fläche muss eine ganze Zahl von Quadratmetern von 0 bis ${EVENT_SUMMARY_LIMITS.areaM2} sein`, ar: 'يجب أن تكون المساحة عددًا صحيحًا من الأمتار المربعة من 0 إلى 1000000' },
} as const satisfies ErrorTextCatalogue;
