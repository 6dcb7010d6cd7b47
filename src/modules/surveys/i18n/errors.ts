import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { SURVEY_COUNT_MAX, SURVEY_ITEMS_MAX, SURVEY_MAX_AREA_M2, SURVEY_MAX_LENGTH_M, SURVEY_PEOPLE_MAX, SURVEY_ROUTE_MAX_POINTS, TOO_MANY_SURVEYS } from '../contract';
import { SURVEY_MESSAGES as M } from '../schemas';

/** The surveys module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const surveysErrorTexts = {
  'REGISTERED_ONLY.surveys': {
    en: 'Only registered people can record surveys: a survey becomes public monitoring data and may earn a reward.',
    de: 'Nur registrierte Personen können Erhebungen erfassen: Eine Erhebung wird zu öffentlichen Monitoringdaten und kann eine Belohnung bringen.',
    nl: 'Alleen geregistreerde mensen kunnen enquêtes vastleggen: een enquête wordt openbare monitoringdata en kan een beloning opleveren.',
  },
  SURVEY_NOT_FOUND: { en: 'This survey does not exist.', de: 'Diese Erhebung gibt es nicht.', nl: 'Deze enquête bestaat niet.' },
  SURVEY_EVENT_NOT_FOUND: { en: 'There is no cleanup event with this id.', de: 'Es gibt keine Aufräumaktion mit dieser ID.', nl: 'Er is geen opruimactie met deze id.' },
  SURVEY_TEAM_NOT_MINE: { en: 'You can record surveys only for a team you belong to.', de: 'Du kannst Erhebungen nur für ein Team erfassen, zu dem du gehörst.', nl: 'Je kunt alleen enquêtes vastleggen voor een team waarvan je lid bent.' },
  OWN_SURVEY: { en: 'You cannot confirm your own survey: someone else has to.', de: 'Du kannst deine eigene Erhebung nicht bestätigen: Das muss jemand anderes tun.', nl: 'Je kunt je eigen enquête niet bevestigen: dat moet iemand anders doen.' },
  NOT_SURVEY_CONFIRMER: {
    en: 'Only a moderator or the organiser of the survey’s event can confirm it.',
    de: 'Nur eine Moderatorin, ein Moderator oder wer die Aufräumaktion der Erhebung organisiert, kann sie bestätigen.',
    nl: 'Alleen een moderator of de organisator van de opruimactie van de enquête kan haar bevestigen.',
  },
  SURVEY_NOT_AT_EVENT: {
    en: 'An organiser can confirm only surveys recorded during their event by someone who checked in there.',
    de: 'Wer eine Aufräumaktion organisiert, kann nur Erhebungen bestätigen, die während der Aktion von jemandem erfasst wurden, der dort eingecheckt hat.',
    nl: 'Een organisator kan alleen enquêtes bevestigen die tijdens de eigen opruimactie zijn vastgelegd door iemand die daar heeft ingecheckt.',
  },
  'RATE_LIMITED.surveys': { en: TOO_MANY_SURVEYS, de: 'Zu viele Erhebungen in kurzer Zeit. Bitte warte ein wenig.', nl: 'Te veel enquêtes in korte tijd. Wacht even.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.surveyKind': { en: M.kind, de: 'kind muss transect oder area sein', nl: 'kind moet transect of area zijn' },
  'VALIDATION_FAILED.surveyStartedAt': { en: M.startedAt, de: 'startedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', nl: 'startedAt moet een datum met tijd zijn (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedAt': { en: M.endedAt, de: 'endedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', nl: 'endedAt moet een datum met tijd zijn (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedBeforeStart': { en: M.endedBeforeStart, de: 'endedAt muss nach startedAt liegen', nl: 'endedAt moet na startedAt liggen' },
  'VALIDATION_FAILED.surveyTooLong': { en: M.tooLong, de: 'endedAt darf höchstens 12 Stunden nach startedAt liegen', nl: 'endedAt mag maximaal 12 uur na startedAt liggen' },
  'VALIDATION_FAILED.surveyStartInFuture': { en: M.startInFuture, de: 'startedAt liegt in der Zukunft', nl: 'startedAt ligt in de toekomst' },
  'VALIDATION_FAILED.surveyEndInFuture': { en: M.endInFuture, de: 'endedAt liegt in der Zukunft', nl: 'endedAt ligt in de toekomst' },
  'VALIDATION_FAILED.surveyTooOld': { en: M.tooOld, de: 'startedAt liegt mehr als 30 Tage zurück', nl: 'startedAt ligt meer dan 30 dagen terug' },
  'VALIDATION_FAILED.surveyLengthM': { en: M.lengthM, de: `lengthM muss eine Zahl von Metern über 0 und höchstens ${SURVEY_MAX_LENGTH_M} sein`, nl: `lengthM moet een aantal meters groter dan 0 en maximaal ${SURVEY_MAX_LENGTH_M} zijn` },
  'VALIDATION_FAILED.surveyLengthOnlyTransect': { en: M.lengthOnlyTransect, de: 'lengthM gibt es nur bei Transekt-Erhebungen (transect)', nl: 'lengthM bestaat alleen bij enquêtes langs een transect (transect)' },
  'VALIDATION_FAILED.surveyAreaM2': { en: M.areaM2, de: `areaM2 muss eine Zahl von Quadratmetern über 0 und höchstens ${SURVEY_MAX_AREA_M2} sein`, nl: `areaM2 moet een aantal vierkante meters groter dan 0 en maximaal ${SURVEY_MAX_AREA_M2} zijn` },
  'VALIDATION_FAILED.surveyAreaOnlyArea': { en: M.areaOnlyArea, de: 'areaM2 gibt es nur bei Flächen-Erhebungen (area)', nl: 'areaM2 bestaat alleen bij enquêtes van een gebied (area)' },
  'VALIDATION_FAILED.surveyRoute': { en: M.route, de: 'route muss ein GeoJSON-LineString sein', nl: 'route moet een GeoJSON-LineString zijn' },
  'VALIDATION_FAILED.surveyRoutePoints': { en: M.routePoints, de: `route muss 2 bis ${SURVEY_ROUTE_MAX_POINTS} Punkte haben`, nl: `route moet 2 tot ${SURVEY_ROUTE_MAX_POINTS} punten hebben` },
  'VALIDATION_FAILED.surveyRouteCoordinate': {
    en: M.routeCoordinate,
    de: 'Die Koordinaten von route müssen [Längengrad, Breitengrad] sein, mit dem Längengrad von -180 bis 180 und dem Breitengrad von -90 bis 90',
    nl: 'De coördinaten van route moeten [lengtegraad, breedtegraad] zijn, met de lengtegraad van -180 tot 180 en de breedtegraad van -90 tot 90',
  },
  'VALIDATION_FAILED.surveyPeople': { en: M.people, de: `people muss eine ganze Zahl von 1 bis ${SURVEY_PEOPLE_MAX} sein`, nl: `people moet een heel getal van 1 tot ${SURVEY_PEOPLE_MAX} zijn` },
  'VALIDATION_FAILED.surveyCounts': { en: M.counts, de: `counts muss eine Liste von höchstens ${SURVEY_ITEMS_MAX} Gegenständen sein`, nl: `counts moet een lijst van maximaal ${SURVEY_ITEMS_MAX} voorwerpen zijn` },
  'VALIDATION_FAILED.surveyItem': { en: M.item, de: 'item muss ein Gegenstand der Müll-Taxonomie sein', nl: 'item moet een voorwerp uit de indeling van zwerfafval zijn' },
  'VALIDATION_FAILED.surveyDuplicateItem': { en: M.duplicateItem, de: 'item wird zweimal gezählt: Gib jeden Gegenstand nur einmal an', nl: 'item wordt twee keer geteld: geef elk voorwerp maar één keer op' },
  'VALIDATION_FAILED.surveyCount': { en: M.count, de: `count muss eine ganze Zahl von 0 bis ${SURVEY_COUNT_MAX} sein`, nl: `count moet een heel getal van 0 tot ${SURVEY_COUNT_MAX} zijn` },
  'VALIDATION_FAILED.surveyEventId': { en: M.eventId, de: 'eventId muss eine gültige ID sein', nl: 'eventId moet een geldige id zijn' },
  'VALIDATION_FAILED.surveyTeamId': { en: M.teamId, de: 'teamId muss eine gültige ID sein', nl: 'teamId moet een geldige id zijn' },
  'VALIDATION_FAILED.surveyId': { en: M.surveyId, de: 'Die Erhebungs-ID muss eine gültige ID sein', nl: 'De id van de enquête moet een geldige id zijn' },
  'VALIDATION_FAILED.surveyBbox': { en: M.bbox, de: 'bbox muss minLon,minLat,maxLon,maxLat in Grad sein', nl: 'bbox moet minLon,minLat,maxLon,maxLat in graden zijn' },
  'VALIDATION_FAILED.surveySince': { en: M.since, de: 'since muss ein Tag sein (JJJJ-MM-TT)', nl: 'since moet een dag zijn (JJJJ-MM-DD)' },
  'VALIDATION_FAILED.surveyUntil': { en: M.until, de: 'until muss ein Tag sein (JJJJ-MM-TT)', nl: 'until moet een dag zijn (JJJJ-MM-DD)' },
} as const satisfies ErrorTextCatalogue;
