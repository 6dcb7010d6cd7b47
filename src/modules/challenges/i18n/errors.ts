import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { CHALLENGE_MESSAGES as M } from '../schemas';

/** The messages the challenges service throws with (English; the texts below give their German). */
export const CHALLENGE_ERRORS = {
  notFound: 'No such challenge.',
  teamNotFound: 'No such team.',
  notAllowed: 'Only moderators, and team owners for their own team, can create challenges.',
  inPast: 'A challenge may start at most one day ago and must end in the future.',
  tooFarAhead: 'A challenge must start within the next year.',
} as const;

/** The challenges module's error texts (http/error-texts.ts): its codes and the create form's field messages. */
export const challengesErrorTexts = {
  CHALLENGE_NOT_FOUND: { en: CHALLENGE_ERRORS.notFound, de: 'Diese Challenge gibt es nicht.', it: 'Questa sfida non esiste.' },
  CHALLENGE_TEAM_NOT_FOUND: { en: CHALLENGE_ERRORS.teamNotFound, de: 'Dieses Team gibt es nicht.', it: 'Questa squadra non esiste.' },
  CHALLENGE_NOT_ALLOWED: {
    en: CHALLENGE_ERRORS.notAllowed,
    de: 'Nur Moderatorinnen und Moderatoren sowie Team-Besitzer für ihr eigenes Team können Challenges anlegen.',
    it: 'Solo i moderatori, e chi possiede una squadra per la propria squadra, possono creare sfide.',
  },
  CHALLENGE_IN_PAST: { en: CHALLENGE_ERRORS.inPast, de: 'Eine Challenge darf höchstens seit einem Tag laufen und muss in der Zukunft enden.', it: 'Una sfida può essere iniziata al massimo da un giorno e deve finire nel futuro.' },
  CHALLENGE_TOO_FAR_AHEAD: { en: CHALLENGE_ERRORS.tooFarAhead, de: 'Eine Challenge muss innerhalb des nächsten Jahres beginnen.', it: 'Una sfida deve iniziare entro il prossimo anno.' },
  'VALIDATION_FAILED.challengeIdInvalid': { en: M.idInvalid, de: 'Die Challenge-ID muss eine gültige ID sein', it: 'L\'ID della sfida deve essere un ID valido' },
  'VALIDATION_FAILED.challengeTitleRequired': { en: M.titleRequired, de: 'Ein Titel ist erforderlich', it: 'Il titolo è obbligatorio' },
  'VALIDATION_FAILED.challengeTitleLength': { en: M.titleLength, de: 'Der Titel muss 3 bis 120 Zeichen lang sein', it: 'Il titolo deve avere da 3 a 120 caratteri' },
  'VALIDATION_FAILED.challengeDescriptionLength': { en: M.descriptionLength, de: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein', it: 'La descrizione può avere al massimo 2000 caratteri' },
  'VALIDATION_FAILED.challengeMetric': { en: M.metric, de: 'Gezählt werden Gegenstände (items) oder Aufräumaktionen (cleanups)', it: 'Si contano gli oggetti (items) o le pulizie (cleanups)' },
  'VALIDATION_FAILED.challengeTarget': { en: M.target, de: 'Das Ziel muss eine ganze Zahl von 1 bis 1.000.000 sein', it: 'L\'obiettivo deve essere un numero intero da 1 a 1.000.000' },
  'VALIDATION_FAILED.challengeStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', it: 'L\'inizio deve essere una data con ora' },
  'VALIDATION_FAILED.challengeEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', it: 'La fine deve essere una data con ora' },
  'VALIDATION_FAILED.challengeStartsAtRequired': { en: M.startsAtRequired, de: 'Ein Beginn ist erforderlich', it: 'L\'inizio è obbligatorio' },
  'VALIDATION_FAILED.challengeEndsAtRequired': { en: M.endsAtRequired, de: 'Ein Ende ist erforderlich', it: 'La fine è obbligatoria' },
  'VALIDATION_FAILED.challengeEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', it: 'La fine deve essere dopo l\'inizio' },
  'VALIDATION_FAILED.challengeTooLong': { en: M.tooLong, de: 'Eine Challenge dauert höchstens ein Jahr', it: 'Una sfida dura al massimo un anno' },
  'VALIDATION_FAILED.challengeAreaName': { en: M.areaName, de: 'Der Name des Gebiets muss 1 bis 120 Zeichen lang sein', it: 'Il nome della zona deve avere da 1 a 120 caratteri' },
  'VALIDATION_FAILED.challengeLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', it: 'La latitudine deve essere compresa tra -90 e 90' },
  'VALIDATION_FAILED.challengeLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', it: 'La longitudine deve essere compresa tra -180 e 180' },
  'VALIDATION_FAILED.challengeRadiusKm': { en: M.radiusKm, de: 'Der Radius muss über 0 und höchstens 500 km sein', it: 'Il raggio deve essere maggiore di 0 e al massimo di 500 km' },
  'VALIDATION_FAILED.challengeTeamIdInvalid': { en: M.teamIdInvalid, de: 'Die Team-ID muss eine gültige ID sein', it: 'L\'ID della squadra deve essere un ID valido' },
} as const satisfies ErrorTextCatalogue;
