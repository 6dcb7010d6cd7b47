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
  CHALLENGE_NOT_FOUND: { en: CHALLENGE_ERRORS.notFound, de: 'Diese Challenge gibt es nicht.', nl: 'Deze uitdaging bestaat niet.' },
  CHALLENGE_TEAM_NOT_FOUND: { en: CHALLENGE_ERRORS.teamNotFound, de: 'Dieses Team gibt es nicht.', nl: 'Dit team bestaat niet.' },
  CHALLENGE_NOT_ALLOWED: {
    en: CHALLENGE_ERRORS.notAllowed,
    de: 'Nur Moderatorinnen und Moderatoren sowie Team-Besitzer für ihr eigenes Team können Challenges anlegen.',
    nl: 'Alleen moderators, en eigenaren van een team voor hun eigen team, kunnen uitdagingen maken.',
  },
  CHALLENGE_IN_PAST: { en: CHALLENGE_ERRORS.inPast, de: 'Eine Challenge darf höchstens seit einem Tag laufen und muss in der Zukunft enden.', nl: 'Een uitdaging mag maximaal een dag geleden begonnen zijn en moet in de toekomst eindigen.' },
  CHALLENGE_TOO_FAR_AHEAD: { en: CHALLENGE_ERRORS.tooFarAhead, de: 'Eine Challenge muss innerhalb des nächsten Jahres beginnen.', nl: 'Een uitdaging moet binnen het komende jaar beginnen.' },
  'VALIDATION_FAILED.challengeIdInvalid': { en: M.idInvalid, de: 'Die Challenge-ID muss eine gültige ID sein', nl: 'De id van de uitdaging moet een geldige id zijn' },
  'VALIDATION_FAILED.challengeTitleRequired': { en: M.titleRequired, de: 'Ein Titel ist erforderlich', nl: 'Titel is verplicht' },
  'VALIDATION_FAILED.challengeTitleLength': { en: M.titleLength, de: 'Der Titel muss 3 bis 120 Zeichen lang sein', nl: 'De titel moet 3 tot 120 tekens lang zijn' },
  'VALIDATION_FAILED.challengeDescriptionLength': { en: M.descriptionLength, de: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein', nl: 'De beschrijving mag maximaal 2000 tekens lang zijn' },
  'VALIDATION_FAILED.challengeMetric': { en: M.metric, de: 'Gezählt werden Gegenstände (items) oder Aufräumaktionen (cleanups)', nl: 'Er worden voorwerpen (items) of keren opgeruimd (cleanups) geteld' },
  'VALIDATION_FAILED.challengeTarget': { en: M.target, de: 'Das Ziel muss eine ganze Zahl von 1 bis 1.000.000 sein', nl: 'Het doel moet een heel getal van 1 tot 1.000.000 zijn' },
  'VALIDATION_FAILED.challengeStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', nl: 'Het begin moet een datum met tijd zijn' },
  'VALIDATION_FAILED.challengeEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', nl: 'Het einde moet een datum met tijd zijn' },
  'VALIDATION_FAILED.challengeStartsAtRequired': { en: M.startsAtRequired, de: 'Ein Beginn ist erforderlich', nl: 'Begin is verplicht' },
  'VALIDATION_FAILED.challengeEndsAtRequired': { en: M.endsAtRequired, de: 'Ein Ende ist erforderlich', nl: 'Einde is verplicht' },
  'VALIDATION_FAILED.challengeEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', nl: 'Het einde moet na het begin liggen' },
  'VALIDATION_FAILED.challengeTooLong': { en: M.tooLong, de: 'Eine Challenge dauert höchstens ein Jahr', nl: 'Een uitdaging duurt maximaal een jaar' },
  'VALIDATION_FAILED.challengeAreaName': { en: M.areaName, de: 'Der Name des Gebiets muss 1 bis 120 Zeichen lang sein', nl: 'De naam van het gebied moet 1 tot 120 tekens lang zijn' },
  'VALIDATION_FAILED.challengeLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', nl: 'De breedtegraad moet tussen -90 en 90 liggen' },
  'VALIDATION_FAILED.challengeLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', nl: 'De lengtegraad moet tussen -180 en 180 liggen' },
  'VALIDATION_FAILED.challengeRadiusKm': { en: M.radiusKm, de: 'Der Radius muss über 0 und höchstens 500 km sein', nl: 'De straal moet groter zijn dan 0 en maximaal 500 km' },
  'VALIDATION_FAILED.challengeTeamIdInvalid': { en: M.teamIdInvalid, de: 'Die Team-ID muss eine gültige ID sein', nl: 'De id van het team moet een geldige id zijn' },
} as const satisfies ErrorTextCatalogue;
