import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { SURVEY_COUNT_MAX, SURVEY_ITEMS_MAX, SURVEY_MAX_AREA_M2, SURVEY_MAX_LENGTH_M, SURVEY_PEOPLE_MAX, SURVEY_ROUTE_MAX_POINTS, TOO_MANY_SURVEYS } from '../contract';
import { SURVEY_MESSAGES as M } from '../schemas';

/** The surveys module's error texts (http/error-texts.ts): its codes and the field messages of its schemas. */
export const surveysErrorTexts = {
  'REGISTERED_ONLY.surveys': {
    en: 'Only registered people can record surveys: a survey becomes public monitoring data and may earn a reward.',
    de: 'Nur registrierte Personen können Erhebungen erfassen: Eine Erhebung wird zu öffentlichen Monitoringdaten und kann eine Belohnung bringen.',
    fr: 'Seules les personnes inscrites peuvent enregistrer des relevés : un relevé devient une donnée de suivi publique et peut rapporter une récompense.',
    es: 'Solo las personas registradas pueden registrar muestreos: un muestreo pasa a ser un dato público de seguimiento y puede dar una recompensa.',
  },
  SURVEY_NOT_FOUND: { en: 'This survey does not exist.', de: 'Diese Erhebung gibt es nicht.', fr: "Ce relevé n'existe pas.", es: 'Este muestreo no existe.' },
  SURVEY_EVENT_NOT_FOUND: { en: 'There is no cleanup event with this id.', de: 'Es gibt keine Aufräumaktion mit dieser ID.', fr: "Aucune opération de nettoyage n'a cet identifiant.", es: 'No hay ninguna jornada de limpieza con este identificador.' },
  SURVEY_TEAM_NOT_MINE: { en: 'You can record surveys only for a team you belong to.', de: 'Du kannst Erhebungen nur für ein Team erfassen, zu dem du gehörst.', fr: 'Tu ne peux enregistrer des relevés que pour une équipe dont tu fais partie.', es: 'Solo puedes registrar muestreos para un equipo al que perteneces.' },
  OWN_SURVEY: { en: 'You cannot confirm your own survey: someone else has to.', de: 'Du kannst deine eigene Erhebung nicht bestätigen: Das muss jemand anderes tun.', fr: "Tu ne peux pas confirmer ton propre relevé : quelqu'un d'autre doit le faire.", es: 'No puedes confirmar tu propio muestreo: tiene que hacerlo otra persona.' },
  NOT_SURVEY_CONFIRMER: {
    en: 'Only a moderator or the organiser of the survey’s event can confirm it.',
    de: 'Nur eine Moderatorin, ein Moderator oder wer die Aufräumaktion der Erhebung organisiert, kann sie bestätigen.',
    fr: "Seule une modératrice, un modérateur ou la personne qui organise l'opération du relevé peut le confirmer.",
    es: 'Solo la moderación o quien organiza la jornada del muestreo puede confirmarlo.',
  },
  SURVEY_NOT_AT_EVENT: {
    en: 'An organiser can confirm only surveys recorded during their event by someone who checked in there.',
    de: 'Wer eine Aufräumaktion organisiert, kann nur Erhebungen bestätigen, die während der Aktion von jemandem erfasst wurden, der dort eingecheckt hat.',
    fr: "La personne qui organise une opération ne peut confirmer que les relevés enregistrés pendant son opération par quelqu'un qui y a pointé sa présence.",
    es: 'Quien organiza una jornada solo puede confirmar los muestreos registrados durante ella por alguien que hizo el check-in allí.',
  },
  'RATE_LIMITED.surveys': { en: TOO_MANY_SURVEYS, de: 'Zu viele Erhebungen in kurzer Zeit. Bitte warte ein wenig.', fr: 'Trop de relevés en peu de temps. Patiente un peu.', es: 'Demasiados muestreos en poco tiempo. Espera un poco.' },
  // Field messages (schemas.ts).
  'VALIDATION_FAILED.surveyKind': { en: M.kind, de: 'kind muss transect oder area sein', fr: 'kind doit valoir transect ou area', es: 'kind debe ser transect o area' },
  'VALIDATION_FAILED.surveyStartedAt': { en: M.startedAt, de: 'startedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', fr: 'startedAt doit être une date et une heure (ISO 8601)', es: 'startedAt debe ser una fecha con hora (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedAt': { en: M.endedAt, de: 'endedAt muss ein Datum mit Uhrzeit sein (ISO 8601)', fr: 'endedAt doit être une date et une heure (ISO 8601)', es: 'endedAt debe ser una fecha con hora (ISO 8601)' },
  'VALIDATION_FAILED.surveyEndedBeforeStart': { en: M.endedBeforeStart, de: 'endedAt muss nach startedAt liegen', fr: 'endedAt doit être après startedAt', es: 'endedAt debe ser posterior a startedAt' },
  'VALIDATION_FAILED.surveyTooLong': { en: M.tooLong, de: 'endedAt darf höchstens 12 Stunden nach startedAt liegen', fr: 'endedAt doit être au plus 12 heures après startedAt', es: 'endedAt puede ser como máximo 12 horas posterior a startedAt' },
  'VALIDATION_FAILED.surveyStartInFuture': { en: M.startInFuture, de: 'startedAt liegt in der Zukunft', fr: 'startedAt est dans le futur', es: 'startedAt está en el futuro' },
  'VALIDATION_FAILED.surveyEndInFuture': { en: M.endInFuture, de: 'endedAt liegt in der Zukunft', fr: 'endedAt est dans le futur', es: 'endedAt está en el futuro' },
  'VALIDATION_FAILED.surveyTooOld': { en: M.tooOld, de: 'startedAt liegt mehr als 30 Tage zurück', fr: 'startedAt date de plus de 30 jours', es: 'startedAt es de hace más de 30 días' },
  'VALIDATION_FAILED.surveyLengthM': { en: M.lengthM, de: `lengthM muss eine Zahl von Metern über 0 und höchstens ${SURVEY_MAX_LENGTH_M} sein`, fr: `lengthM doit être un nombre de mètres supérieur à 0 et au maximum de ${SURVEY_MAX_LENGTH_M}`, es: `lengthM debe ser un número de metros mayor que 0 y como máximo ${SURVEY_MAX_LENGTH_M}` },
  'VALIDATION_FAILED.surveyLengthOnlyTransect': { en: M.lengthOnlyTransect, de: 'lengthM gibt es nur bei Transekt-Erhebungen (transect)', fr: "lengthM n'existe que pour les relevés par transect (transect)", es: 'lengthM solo existe en los muestreos de transecto (transect)' },
  'VALIDATION_FAILED.surveyAreaM2': { en: M.areaM2, de: `areaM2 muss eine Zahl von Quadratmetern über 0 und höchstens ${SURVEY_MAX_AREA_M2} sein`, fr: `areaM2 doit être un nombre de mètres carrés supérieur à 0 et au maximum de ${SURVEY_MAX_AREA_M2}`, es: `areaM2 debe ser un número de metros cuadrados mayor que 0 y como máximo ${SURVEY_MAX_AREA_M2}` },
  'VALIDATION_FAILED.surveyAreaOnlyArea': { en: M.areaOnlyArea, de: 'areaM2 gibt es nur bei Flächen-Erhebungen (area)', fr: "areaM2 n'existe que pour les relevés par zone (area)", es: 'areaM2 solo existe en los muestreos de zona (area)' },
  'VALIDATION_FAILED.surveyRoute': { en: M.route, de: 'route muss ein GeoJSON-LineString sein', fr: 'route doit être une LineString GeoJSON', es: 'route debe ser un LineString de GeoJSON' },
  'VALIDATION_FAILED.surveyRoutePoints': { en: M.routePoints, de: `route muss 2 bis ${SURVEY_ROUTE_MAX_POINTS} Punkte haben`, fr: `route doit compter de 2 à ${SURVEY_ROUTE_MAX_POINTS} points`, es: `route debe tener de 2 a ${SURVEY_ROUTE_MAX_POINTS} puntos` },
  'VALIDATION_FAILED.surveyRouteCoordinate': {
    en: M.routeCoordinate,
    de: 'Die Koordinaten von route müssen [Längengrad, Breitengrad] sein, mit dem Längengrad von -180 bis 180 und dem Breitengrad von -90 bis 90',
    fr: 'Les coordonnées de route doivent être [longitude, latitude], avec une longitude de -180 à 180 et une latitude de -90 à 90',
    es: 'Las coordenadas de route deben ser [longitud, latitud], con la longitud de -180 a 180 y la latitud de -90 a 90',
  },
  'VALIDATION_FAILED.surveyPeople': { en: M.people, de: `people muss eine ganze Zahl von 1 bis ${SURVEY_PEOPLE_MAX} sein`, fr: `people doit être un nombre entier de 1 à ${SURVEY_PEOPLE_MAX}`, es: `people debe ser un número entero de 1 a ${SURVEY_PEOPLE_MAX}` },
  'VALIDATION_FAILED.surveyCounts': { en: M.counts, de: `counts muss eine Liste von höchstens ${SURVEY_ITEMS_MAX} Gegenständen sein`, fr: `counts doit être une liste de ${SURVEY_ITEMS_MAX} objets au maximum`, es: `counts debe ser una lista de ${SURVEY_ITEMS_MAX} objetos como máximo` },
  'VALIDATION_FAILED.surveyItem': { en: M.item, de: 'item muss ein Gegenstand der Müll-Taxonomie sein', fr: 'item doit être un objet de la taxonomie des déchets', es: 'item debe ser un objeto de la taxonomía de basura' },
  'VALIDATION_FAILED.surveyDuplicateItem': { en: M.duplicateItem, de: 'item wird zweimal gezählt: Gib jeden Gegenstand nur einmal an', fr: 'item est compté deux fois : indique chaque objet une seule fois', es: 'item se cuenta dos veces: indica cada objeto una sola vez' },
  'VALIDATION_FAILED.surveyCount': { en: M.count, de: `count muss eine ganze Zahl von 0 bis ${SURVEY_COUNT_MAX} sein`, fr: `count doit être un nombre entier de 0 à ${SURVEY_COUNT_MAX}`, es: `count debe ser un número entero de 0 a ${SURVEY_COUNT_MAX}` },
  'VALIDATION_FAILED.surveyEventId': { en: M.eventId, de: 'eventId muss eine gültige ID sein', fr: 'eventId doit être un identifiant valide', es: 'eventId debe ser un identificador válido' },
  'VALIDATION_FAILED.surveyTeamId': { en: M.teamId, de: 'teamId muss eine gültige ID sein', fr: 'teamId doit être un identifiant valide', es: 'teamId debe ser un identificador válido' },
  'VALIDATION_FAILED.surveyId': { en: M.surveyId, de: 'Die Erhebungs-ID muss eine gültige ID sein', fr: "L'identifiant du relevé doit être un identifiant valide", es: 'El identificador del muestreo debe ser un identificador válido' },
  'VALIDATION_FAILED.surveyBbox': { en: M.bbox, de: 'bbox muss minLon,minLat,maxLon,maxLat in Grad sein', fr: 'bbox doit valoir minLon,minLat,maxLon,maxLat en degrés', es: 'bbox debe ser minLon,minLat,maxLon,maxLat en grados' },
  'VALIDATION_FAILED.surveySince': { en: M.since, de: 'since muss ein Tag sein (JJJJ-MM-TT)', fr: 'since doit être un jour (AAAA-MM-JJ)', es: 'since debe ser un día (AAAA-MM-DD)' },
  'VALIDATION_FAILED.surveyUntil': { en: M.until, de: 'until muss ein Tag sein (JJJJ-MM-TT)', fr: 'until doit être un jour (AAAA-MM-JJ)', es: 'until debe ser un día (AAAA-MM-DD)' },
} as const satisfies ErrorTextCatalogue;
