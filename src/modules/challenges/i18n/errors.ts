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
  CHALLENGE_NOT_FOUND: { en: CHALLENGE_ERRORS.notFound, de: 'Diese Challenge gibt es nicht.', pl: 'To wyzwanie nie istnieje.' },
  CHALLENGE_TEAM_NOT_FOUND: { en: CHALLENGE_ERRORS.teamNotFound, de: 'Dieses Team gibt es nicht.', pl: 'Ta drużyna nie istnieje.' },
  CHALLENGE_NOT_ALLOWED: {
    en: CHALLENGE_ERRORS.notAllowed,
    de: 'Nur Moderatorinnen und Moderatoren sowie Team-Besitzer für ihr eigenes Team können Challenges anlegen.', pl: 'Wyzwania mogą tworzyć tylko moderatorzy oraz właściciele drużyn dla własnej drużyny.',
  },
  CHALLENGE_IN_PAST: { en: CHALLENGE_ERRORS.inPast, de: 'Eine Challenge darf höchstens seit einem Tag laufen und muss in der Zukunft enden.', pl: 'Wyzwanie może trwać najwyżej od jednego dnia i musi kończyć się w przyszłości.' },
  CHALLENGE_TOO_FAR_AHEAD: { en: CHALLENGE_ERRORS.tooFarAhead, de: 'Eine Challenge muss innerhalb des nächsten Jahres beginnen.', pl: 'Wyzwanie musi zacząć się w ciągu najbliższego roku.' },
  'VALIDATION_FAILED.challengeIdInvalid': { en: M.idInvalid, de: 'Die Challenge-ID muss eine gültige ID sein', pl: 'Identyfikator wyzwania musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.challengeTitleRequired': { en: M.titleRequired, de: 'Ein Titel ist erforderlich', pl: 'Tytuł jest wymagany' },
  'VALIDATION_FAILED.challengeTitleLength': { en: M.titleLength, de: 'Der Titel muss 3 bis 120 Zeichen lang sein', pl: 'Tytuł musi mieć od 3 do 120 znaków' },
  'VALIDATION_FAILED.challengeDescriptionLength': { en: M.descriptionLength, de: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein', pl: 'Opis może mieć najwyżej 2000 znaków' },
  'VALIDATION_FAILED.challengeMetric': { en: M.metric, de: 'Gezählt werden Gegenstände (items) oder Aufräumaktionen (cleanups)', pl: 'Liczone są przedmioty (items) lub sprzątania (cleanups)' },
  'VALIDATION_FAILED.challengeTarget': { en: M.target, de: 'Das Ziel muss eine ganze Zahl von 1 bis 1.000.000 sein', pl: 'Cel musi być liczbą całkowitą od 1 do 1 000 000' },
  'VALIDATION_FAILED.challengeStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', pl: 'Początek musi być datą z godziną' },
  'VALIDATION_FAILED.challengeEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', pl: 'Koniec musi być datą z godziną' },
  'VALIDATION_FAILED.challengeStartsAtRequired': { en: M.startsAtRequired, de: 'Ein Beginn ist erforderlich', pl: 'Początek jest wymagany' },
  'VALIDATION_FAILED.challengeEndsAtRequired': { en: M.endsAtRequired, de: 'Ein Ende ist erforderlich', pl: 'Koniec jest wymagany' },
  'VALIDATION_FAILED.challengeEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', pl: 'Koniec musi być po początku' },
  'VALIDATION_FAILED.challengeTooLong': { en: M.tooLong, de: 'Eine Challenge dauert höchstens ein Jahr', pl: 'Wyzwanie trwa najwyżej rok' },
  'VALIDATION_FAILED.challengeAreaName': { en: M.areaName, de: 'Der Name des Gebiets muss 1 bis 120 Zeichen lang sein', pl: 'Nazwa obszaru musi mieć od 1 do 120 znaków' },
  'VALIDATION_FAILED.challengeLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', pl: 'Szerokość geograficzna musi mieścić się między -90 a 90' },
  'VALIDATION_FAILED.challengeLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', pl: 'Długość geograficzna musi mieścić się między -180 a 180' },
  'VALIDATION_FAILED.challengeRadiusKm': { en: M.radiusKm, de: 'Der Radius muss über 0 und höchstens 500 km sein', pl: 'Promień musi być większy od 0 i wynosić najwyżej 500 km' },
  'VALIDATION_FAILED.challengeTeamIdInvalid': { en: M.teamIdInvalid, de: 'Die Team-ID muss eine gültige ID sein', pl: 'Identyfikator drużyny musi być prawidłowym identyfikatorem' },
} as const satisfies ErrorTextCatalogue;
