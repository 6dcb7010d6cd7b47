import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { SURVEY_COUNT_MAX, SURVEY_ITEMS_MAX, SURVEY_MAX_AREA_M2, SURVEY_MAX_LENGTH_M, SURVEY_PEOPLE_MAX, SURVEY_ROUTE_MAX_POINTS, TOO_MANY_SURVEYS } from '../contract';
import { SURVEY_MESSAGES as M } from '../schemas';

/** The surveys module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const surveysErrorTexts = {
  'REGISTERED_ONLY.surveys': {
    en: 'Only registered people can record surveys: a survey becomes public monitoring data and may earn a reward.',
    de: 'Nur registrierte Personen können Erhebungen erfassen: Eine Erhebung wird zu öffentlichen Monitoringdaten und kann eine Belohnung bringen.',
    it: 'Solo le persone registrate possono registrare rilevamenti: un rilevamento diventa un dato di monitoraggio pubblico e può dare una ricompensa.',
  },
  SURVEY_NOT_FOUND: { en: 'This survey does not exist.', de: 'Diese Erhebung gibt es nicht.', it: 'Questo rilevamento non esiste.' },
  SURVEY_EVENT_NOT_FOUND: { en: 'There is no cleanup event with this id.', de: 'Es gibt keine Aufräumaktion mit dieser ID.', it: 'Non esiste un evento di pulizia con questo ID.' },
  SURVEY_TEAM_NOT_MINE: { en: 'You can record surveys only for a team you belong to.', de: 'Du kannst Erhebungen nur für ein Team erfassen, zu dem du gehörst.', it: 'Puoi registrare rilevamenti solo per una squadra di cui fai parte.' },
  OWN_SURVEY: { en: 'You cannot confirm your own survey: someone else has to.', de: 'Du kannst deine eigene Erhebung nicht bestätigen: Das muss jemand anderes tun.', it: 'Non puoi confermare un tuo rilevamento: deve farlo qualcun altro.' },
  NOT_SURVEY_CONFIRMER: {
    en: 'Only a moderator or the organiser of the survey’s event can confirm it.',
    de: 'Nur eine Moderatorin, ein Moderator oder wer die Aufräumaktion der Erhebung organisiert, kann sie bestätigen.',
    it: 'Solo un moderatore o chi organizza l\'evento del rilevamento può confermarlo.',
  },
  SURVEY_NOT_AT_EVENT: {
    en: 'An organiser can confirm only surveys recorded during their event by someone who checked in there.',
    de: 'Wer eine Aufräumaktion organisiert, kann nur Erhebungen bestätigen, die während der Aktion von jemandem erfasst wurden, der dort eingecheckt hat.',
    it: 'Chi organizza un evento può confermare solo i rilevamenti registrati durante il suo evento da qualcuno che vi ha segnato la presenza.',
  },
  'RATE_LIMITED.surveys': { en: TOO_MANY_SURVEYS, de: 'Zu viele Erhebungen in kurzer Zeit. Bitte warte ein wenig.', it: 'Troppi rilevamenti in poco tempo. Aspetta un po\'.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.surveyKind': { en: M.kind, de: 'kind muss transect oder area sein', it: 'kind deve essere transect o area' },
  'VALIDATION_FAILED.surveyStartedAt': { en: M.startedAt, de: 'startedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', it: 'startedAt deve essere una data con ora (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedAt': { en: M.endedAt, de: 'endedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', it: 'endedAt deve essere una data con ora (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedBeforeStart': { en: M.endedBeforeStart, de: 'endedAt muss nach startedAt liegen', it: 'endedAt deve essere successivo a startedAt' },
  'VALIDATION_FAILED.surveyTooLong': { en: M.tooLong, de: 'endedAt darf höchstens 12 Stunden nach startedAt liegen', it: 'endedAt può essere al massimo 12 ore dopo startedAt' },
  'VALIDATION_FAILED.surveyStartInFuture': { en: M.startInFuture, de: 'startedAt liegt in der Zukunft', it: 'startedAt è nel futuro' },
  'VALIDATION_FAILED.surveyEndInFuture': { en: M.endInFuture, de: 'endedAt liegt in der Zukunft', it: 'endedAt è nel futuro' },
  'VALIDATION_FAILED.surveyTooOld': { en: M.tooOld, de: 'startedAt liegt mehr als 30 Tage zurück', it: 'startedAt risale a più di 30 giorni fa' },
  'VALIDATION_FAILED.surveyLengthM': { en: M.lengthM, de: `lengthM muss eine Zahl von Metern über 0 und höchstens ${SURVEY_MAX_LENGTH_M} sein`, it: `lengthM deve essere un numero di metri maggiore di 0 e al massimo ${SURVEY_MAX_LENGTH_M}` },
  'VALIDATION_FAILED.surveyLengthOnlyTransect': { en: M.lengthOnlyTransect, de: 'lengthM gibt es nur bei Transekt-Erhebungen (transect)', it: 'lengthM vale solo per i rilevamenti su transetto (transect)' },
  'VALIDATION_FAILED.surveyAreaM2': { en: M.areaM2, de: `areaM2 muss eine Zahl von Quadratmetern über 0 und höchstens ${SURVEY_MAX_AREA_M2} sein`, it: `areaM2 deve essere un numero di metri quadrati maggiore di 0 e al massimo ${SURVEY_MAX_AREA_M2}` },
  'VALIDATION_FAILED.surveyAreaOnlyArea': { en: M.areaOnlyArea, de: 'areaM2 gibt es nur bei Flächen-Erhebungen (area)', it: 'areaM2 vale solo per i rilevamenti su superficie (area)' },
  'VALIDATION_FAILED.surveyRoute': { en: M.route, de: 'route muss ein GeoJSON-LineString sein', it: 'route deve essere un LineString GeoJSON' },
  'VALIDATION_FAILED.surveyRoutePoints': { en: M.routePoints, de: `route muss 2 bis ${SURVEY_ROUTE_MAX_POINTS} Punkte haben`, it: `route deve avere da 2 a ${SURVEY_ROUTE_MAX_POINTS} punti` },
  'VALIDATION_FAILED.surveyRouteCoordinate': {
    en: M.routeCoordinate,
    de: 'Die Koordinaten von route müssen [Längengrad, Breitengrad] sein, mit dem Längengrad von -180 bis 180 und dem Breitengrad von -90 bis 90',
    it: 'Le coordinate di route devono essere [longitudine, latitudine], con la longitudine da -180 a 180 e la latitudine da -90 a 90',
  },
  'VALIDATION_FAILED.surveyPeople': { en: M.people, de: `people muss eine ganze Zahl von 1 bis ${SURVEY_PEOPLE_MAX} sein`, it: `people deve essere un numero intero da 1 a ${SURVEY_PEOPLE_MAX}` },
  'VALIDATION_FAILED.surveyCounts': { en: M.counts, de: `counts muss eine Liste von höchstens ${SURVEY_ITEMS_MAX} Gegenständen sein`, it: `counts deve essere un elenco di al massimo ${SURVEY_ITEMS_MAX} oggetti` },
  'VALIDATION_FAILED.surveyItem': { en: M.item, de: 'item muss ein Gegenstand der Müll-Taxonomie sein', it: 'item deve essere un oggetto della tassonomia dei rifiuti' },
  'VALIDATION_FAILED.surveyDuplicateItem': { en: M.duplicateItem, de: 'item wird zweimal gezählt: Gib jeden Gegenstand nur einmal an', it: 'item è contato due volte: indica ogni oggetto una sola volta' },
  'VALIDATION_FAILED.surveyCount': { en: M.count, de: `count muss eine ganze Zahl von 0 bis ${SURVEY_COUNT_MAX} sein`, it: `count deve essere un numero intero da 0 a ${SURVEY_COUNT_MAX}` },
  'VALIDATION_FAILED.surveyEventId': { en: M.eventId, de: 'eventId muss eine gültige ID sein', it: 'eventId deve essere un ID valido' },
  'VALIDATION_FAILED.surveyTeamId': { en: M.teamId, de: 'teamId muss eine gültige ID sein', it: 'teamId deve essere un ID valido' },
  'VALIDATION_FAILED.surveyId': { en: M.surveyId, de: 'Die Erhebungs-ID muss eine gültige ID sein', it: 'L\'ID del rilevamento deve essere un ID valido' },
  'VALIDATION_FAILED.surveyBbox': { en: M.bbox, de: 'bbox muss minLon,minLat,maxLon,maxLat in Grad sein', it: 'bbox deve essere minLon,minLat,maxLon,maxLat in gradi' },
  'VALIDATION_FAILED.surveySince': { en: M.since, de: 'since muss ein Tag sein (JJJJ-MM-TT)', it: 'since deve essere un giorno (AAAA-MM-GG)' },
  'VALIDATION_FAILED.surveyUntil': { en: M.until, de: 'until muss ein Tag sein (JJJJ-MM-TT)', it: 'until deve essere un giorno (AAAA-MM-GG)' },
} as const satisfies ErrorTextCatalogue;
