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
  CHALLENGE_NOT_FOUND: { en: CHALLENGE_ERRORS.notFound, de: 'Diese Challenge gibt es nicht.', ar: 'لا يوجد تحدٍّ كهذا.' },
  CHALLENGE_TEAM_NOT_FOUND: { en: CHALLENGE_ERRORS.teamNotFound, de: 'Dieses Team gibt es nicht.', ar: 'لا يوجد فريق كهذا.' },
  CHALLENGE_NOT_ALLOWED: {
    en: CHALLENGE_ERRORS.notAllowed,
    de: 'Nur Moderatorinnen und Moderatoren sowie Team-Besitzer für ihr eigenes Team können Challenges anlegen.', ar: 'لا ينشئ التحديات إلا المشرفون، وأصحاب الفرق لفرقهم.',
  },
  CHALLENGE_IN_PAST: { en: CHALLENGE_ERRORS.inPast, de: 'Eine Challenge darf höchstens seit einem Tag laufen und muss in der Zukunft enden.', ar: 'يجوز أن يبدأ التحدي قبل يوم واحد على الأكثر، ويجب أن ينتهي في المستقبل.' },
  CHALLENGE_TOO_FAR_AHEAD: { en: CHALLENGE_ERRORS.tooFarAhead, de: 'Eine Challenge muss innerhalb des nächsten Jahres beginnen.', ar: 'يجب أن يبدأ التحدي خلال السنة القادمة.' },
  'VALIDATION_FAILED.challengeIdInvalid': { en: M.idInvalid, de: 'Die Challenge-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف التحدي معرّفًا صالحًا' },
  'VALIDATION_FAILED.challengeTitleRequired': { en: M.titleRequired, de: 'Ein Titel ist erforderlich', ar: 'العنوان مطلوب' },
  'VALIDATION_FAILED.challengeTitleLength': { en: M.titleLength, de: 'Der Titel muss 3 bis 120 Zeichen lang sein', ar: 'يجب أن يكون العنوان من 3 إلى 120 حرفًا' },
  'VALIDATION_FAILED.challengeDescriptionLength': { en: M.descriptionLength, de: 'Die Beschreibung darf höchstens 2000 Zeichen lang sein', ar: 'يجب ألا يتجاوز الوصف 2000 حرف' },
  'VALIDATION_FAILED.challengeMetric': { en: M.metric, de: 'Gezählt werden Gegenstände (items) oder Aufräumaktionen (cleanups)', ar: 'يجب أن يكون المقياس items أو cleanups' },
  'VALIDATION_FAILED.challengeTarget': { en: M.target, de: 'Das Ziel muss eine ganze Zahl von 1 bis 1.000.000 sein', ar: 'يجب أن يكون الهدف عددًا صحيحًا من 1 إلى 1,000,000' },
  'VALIDATION_FAILED.challengeStartsAt': { en: M.startsAt, de: 'Der Beginn muss ein Datum mit Uhrzeit sein', ar: 'يجب أن تكون البداية تاريخًا ووقتًا' },
  'VALIDATION_FAILED.challengeEndsAt': { en: M.endsAt, de: 'Das Ende muss ein Datum mit Uhrzeit sein', ar: 'يجب أن تكون النهاية تاريخًا ووقتًا' },
  'VALIDATION_FAILED.challengeStartsAtRequired': { en: M.startsAtRequired, de: 'Ein Beginn ist erforderlich', ar: 'البداية مطلوبة' },
  'VALIDATION_FAILED.challengeEndsAtRequired': { en: M.endsAtRequired, de: 'Ein Ende ist erforderlich', ar: 'النهاية مطلوبة' },
  'VALIDATION_FAILED.challengeEndsAfterStart': { en: M.endsAfterStart, de: 'Das Ende muss nach dem Beginn liegen', ar: 'يجب أن تكون النهاية بعد البداية' },
  'VALIDATION_FAILED.challengeTooLong': { en: M.tooLong, de: 'Eine Challenge dauert höchstens ein Jahr', ar: 'لا يستمر التحدي أكثر من سنة' },
  'VALIDATION_FAILED.challengeAreaName': { en: M.areaName, de: 'Der Name des Gebiets muss 1 bis 120 Zeichen lang sein', ar: 'يجب أن يكون اسم المنطقة من 1 إلى 120 حرفًا' },
  'VALIDATION_FAILED.challengeLatitude': { en: M.latitude, de: 'Der Breitengrad muss zwischen -90 und 90 liegen', ar: 'يجب أن يكون خط العرض بين -90 و90' },
  'VALIDATION_FAILED.challengeLongitude': { en: M.longitude, de: 'Der Längengrad muss zwischen -180 und 180 liegen', ar: 'يجب أن يكون خط الطول بين -180 و180' },
  'VALIDATION_FAILED.challengeRadiusKm': { en: M.radiusKm, de: 'Der Radius muss über 0 und höchstens 500 km sein', ar: 'يجب أن يكون نصف القطر أكبر من 0 وألا يتجاوز 500 كم' },
  'VALIDATION_FAILED.challengeTeamIdInvalid': { en: M.teamIdInvalid, de: 'Die Team-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف الفريق معرّفًا صالحًا' },
} as const satisfies ErrorTextCatalogue;
