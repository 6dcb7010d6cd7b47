import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { SURVEY_COUNT_MAX, SURVEY_ITEMS_MAX, SURVEY_MAX_AREA_M2, SURVEY_MAX_LENGTH_M, SURVEY_PEOPLE_MAX, SURVEY_ROUTE_MAX_POINTS, TOO_MANY_SURVEYS } from '../contract';
import { SURVEY_MESSAGES as M } from '../schemas';

/** The surveys module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const surveysErrorTexts = {
  'REGISTERED_ONLY.surveys': {
    en: 'Only registered people can record surveys: a survey becomes public monitoring data and may earn a reward.',
    de: 'Nur registrierte Personen können Erhebungen erfassen: Eine Erhebung wird zu öffentlichen Monitoringdaten und kann eine Belohnung bringen.', pl: 'Badania mogą rejestrować tylko zarejestrowane osoby: badanie staje się publicznymi danymi monitoringowymi i może przynieść nagrodę.',
  },
  SURVEY_NOT_FOUND: { en: 'This survey does not exist.', de: 'Diese Erhebung gibt es nicht.', pl: 'To badanie nie istnieje.' },
  SURVEY_EVENT_NOT_FOUND: { en: 'There is no cleanup event with this id.', de: 'Es gibt keine Aufräumaktion mit dieser ID.', pl: 'Nie ma akcji sprzątania o tym identyfikatorze.' },
  SURVEY_TEAM_NOT_MINE: { en: 'You can record surveys only for a team you belong to.', de: 'Du kannst Erhebungen nur für ein Team erfassen, zu dem du gehörst.', pl: 'Możesz rejestrować badania tylko dla drużyny, do której należysz.' },
  OWN_SURVEY: { en: 'You cannot confirm your own survey: someone else has to.', de: 'Du kannst deine eigene Erhebung nicht bestätigen: Das muss jemand anderes tun.', pl: 'Nie możesz potwierdzić własnego badania: musi to zrobić ktoś inny.' },
  NOT_SURVEY_CONFIRMER: {
    en: 'Only a moderator or the organiser of the survey’s event can confirm it.',
    de: 'Nur eine Moderatorin, ein Moderator oder wer die Aufräumaktion der Erhebung organisiert, kann sie bestätigen.', pl: 'Badanie może potwierdzić tylko moderator, moderatorka lub osoba organizująca akcję sprzątania, do której należy badanie.',
  },
  SURVEY_NOT_AT_EVENT: {
    en: 'An organiser can confirm only surveys recorded during their event by someone who checked in there.',
    de: 'Wer eine Aufräumaktion organisiert, kann nur Erhebungen bestätigen, die während der Aktion von jemandem erfasst wurden, der dort eingecheckt hat.', pl: 'Osoba organizująca akcję sprzątania może potwierdzać tylko badania zarejestrowane w czasie akcji przez kogoś, kto potwierdził na niej obecność.',
  },
  'RATE_LIMITED.surveys': { en: TOO_MANY_SURVEYS, de: 'Zu viele Erhebungen in kurzer Zeit. Bitte warte ein wenig.', pl: 'Zbyt wiele badań w krótkim czasie. Odczekaj chwilę.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.surveyKind': { en: M.kind, de: 'kind muss transect oder area sein', pl: 'kind musi mieć wartość transect lub area' },
  'VALIDATION_FAILED.surveyStartedAt': { en: M.startedAt, de: 'startedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', pl: 'startedAt musi być datą z godziną (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedAt': { en: M.endedAt, de: 'endedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', pl: 'endedAt musi być datą z godziną (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedBeforeStart': { en: M.endedBeforeStart, de: 'endedAt muss nach startedAt liegen', pl: 'endedAt musi być po startedAt' },
  'VALIDATION_FAILED.surveyTooLong': { en: M.tooLong, de: 'endedAt darf höchstens 12 Stunden nach startedAt liegen', pl: 'endedAt może być najwyżej 12 godzin po startedAt' },
  'VALIDATION_FAILED.surveyStartInFuture': { en: M.startInFuture, de: 'startedAt liegt in der Zukunft', pl: 'startedAt jest w przyszłości' },
  'VALIDATION_FAILED.surveyEndInFuture': { en: M.endInFuture, de: 'endedAt liegt in der Zukunft', pl: 'endedAt jest w przyszłości' },
  'VALIDATION_FAILED.surveyTooOld': { en: M.tooOld, de: 'startedAt liegt mehr als 30 Tage zurück', pl: 'startedAt jest ponad 30 dni temu' },
  'VALIDATION_FAILED.surveyLengthM': { en: M.lengthM, de: `lengthM muss eine Zahl von Metern über 0 und höchstens ${SURVEY_MAX_LENGTH_M} sein`, pl: `lengthM musi być liczbą metrów większą od 0 i wynosić najwyżej ${SURVEY_MAX_LENGTH_M}` },
  'VALIDATION_FAILED.surveyLengthOnlyTransect': { en: M.lengthOnlyTransect, de: 'lengthM gibt es nur bei Transekt-Erhebungen (transect)', pl: 'lengthM występuje tylko w badaniach transektu (transect)' },
  'VALIDATION_FAILED.surveyAreaM2': { en: M.areaM2, de: `areaM2 muss eine Zahl von Quadratmetern über 0 und höchstens ${SURVEY_MAX_AREA_M2} sein`, pl: `areaM2 musi być liczbą metrów kwadratowych większą od 0 i wynosić najwyżej ${SURVEY_MAX_AREA_M2}` },
  'VALIDATION_FAILED.surveyAreaOnlyArea': { en: M.areaOnlyArea, de: 'areaM2 gibt es nur bei Flächen-Erhebungen (area)', pl: 'areaM2 występuje tylko w badaniach obszaru (area)' },
  'VALIDATION_FAILED.surveyRoute': { en: M.route, de: 'route muss ein GeoJSON-LineString sein', pl: 'route musi być obiektem GeoJSON LineString' },
  'VALIDATION_FAILED.surveyRoutePoints': { en: M.routePoints, de: `route muss 2 bis ${SURVEY_ROUTE_MAX_POINTS} Punkte haben`, pl: `route musi mieć od 2 do ${SURVEY_ROUTE_MAX_POINTS} punktów` },
  'VALIDATION_FAILED.surveyRouteCoordinate': {
    en: M.routeCoordinate,
    de: 'Die Koordinaten von route müssen [Längengrad, Breitengrad] sein, mit dem Längengrad von -180 bis 180 und dem Breitengrad von -90 bis 90', pl: 'Współrzędne route muszą mieć postać [długość, szerokość], z długością geograficzną od -180 do 180 i szerokością od -90 do 90',
  },
  'VALIDATION_FAILED.surveyPeople': { en: M.people, de: `people muss eine ganze Zahl von 1 bis ${SURVEY_PEOPLE_MAX} sein`, pl: `people musi być liczbą całkowitą od 1 do ${SURVEY_PEOPLE_MAX}` },
  'VALIDATION_FAILED.surveyCounts': { en: M.counts, de: `counts muss eine Liste von höchstens ${SURVEY_ITEMS_MAX} Gegenständen sein`, pl: `counts musi być listą najwyżej ${SURVEY_ITEMS_MAX} przedmiotów` },
  'VALIDATION_FAILED.surveyItem': { en: M.item, de: 'item muss ein Gegenstand der Müll-Taxonomie sein', pl: 'item musi być przedmiotem z taksonomii śmieci' },
  'VALIDATION_FAILED.surveyDuplicateItem': { en: M.duplicateItem, de: 'item wird zweimal gezählt: Gib jeden Gegenstand nur einmal an', pl: 'item jest liczony dwa razy: podaj każdy przedmiot tylko raz' },
  'VALIDATION_FAILED.surveyCount': { en: M.count, de: `count muss eine ganze Zahl von 0 bis ${SURVEY_COUNT_MAX} sein`, pl: `count musi być liczbą całkowitą od 0 do ${SURVEY_COUNT_MAX}` },
  'VALIDATION_FAILED.surveyEventId': { en: M.eventId, de: 'eventId muss eine gültige ID sein', pl: 'eventId musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.surveyTeamId': { en: M.teamId, de: 'teamId muss eine gültige ID sein', pl: 'teamId musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.surveyId': { en: M.surveyId, de: 'Die Erhebungs-ID muss eine gültige ID sein', pl: 'Identyfikator badania musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.surveyBbox': { en: M.bbox, de: 'bbox muss minLon,minLat,maxLon,maxLat in Grad sein', pl: 'bbox musi mieć postać minLon,minLat,maxLon,maxLat w stopniach' },
  'VALIDATION_FAILED.surveySince': { en: M.since, de: 'since muss ein Tag sein (JJJJ-MM-TT)', pl: 'since musi być dniem (RRRR-MM-DD)' },
  'VALIDATION_FAILED.surveyUntil': { en: M.until, de: 'until muss ein Tag sein (JJJJ-MM-TT)', pl: 'until musi być dniem (RRRR-MM-DD)' },
} as const satisfies ErrorTextCatalogue;
