import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { DESCRIPTION_MAX, EVIDENCE_MAX, HARD_LIMITS, LOCATION_MAX, TASK_MESSAGES as M, URL_MAX } from '../schemas';
import de from './de.json';

const t = de.messages;

/**
 * The actions module's error texts (http/error-texts.ts): the Submit Task form's field messages (German
 * as on the form) and the server's own checks.
 */
export const actionsErrorTexts = {
  INVALID_BODY: { en: 'The request body must be a JSON object.', de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', fr: 'Le contenu de la requête doit être un objet JSON.' },
  'INVALID_BODY.evidenceLinks': {
    en: `At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`,
    de: `Es können höchstens ${HARD_LIMITS.evidenceUrls} Nachweis-Links gesendet werden.`,
    fr: `Au maximum ${HARD_LIMITS.evidenceUrls} liens vers des preuves peuvent être envoyés.`,
  },
  FIELD_TOO_LARGE: {
    en: 'The field {{field}} is far too long ({{length}} characters; the form allows much less).',
    de: 'Das Feld {{field}} ist viel zu lang ({{length}} Zeichen; das Formular erlaubt viel weniger).',
    fr: 'Le champ {{field}} est beaucoup trop long ({{length}} caractères ; le formulaire en permet bien moins).',
  },
  SUBMISSION_NOT_FOUND: { en: 'Submission not found.', de: 'Einreichung nicht gefunden.', fr: 'Envoi introuvable.' },
  SUBMISSION_ALREADY_DECIDED: {
    en: 'This submission is no longer pending (someone already decided it).',
    de: 'Diese Einreichung wartet nicht mehr auf eine Entscheidung (jemand hat bereits entschieden).',
    fr: "Cet envoi n'est plus en attente (quelqu'un a déjà pris une décision).",
  },
  OWN_WORK: {
    en: 'This is your own work: another moderator has to decide it.',
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.',
    fr: "C'est ton propre travail : une autre modératrice ou un autre modérateur doit en décider.",
  },
  APPROVAL_ABOVE_POTENTIAL: {
    en: 'Crediting more than the computed potential ({{xp}} XP, {{coins}} coins) needs an admin and a reason.',
    de: 'Mehr als das berechnete Potenzial ({{xp}} XP, {{coins}} Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.',
    fr: 'Créditer plus que le potentiel calculé ({{xp}} XP, {{coins}} pièces) nécessite un admin et un motif.',
  },
  'VALIDATION_FAILED.reasonAbovePotential': {
    en: 'A reason is required to credit more than the computed potential',
    de: 'Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig',
    fr: 'Un motif est nécessaire pour créditer plus que le potentiel calculé',
  },
  'VALIDATION_FAILED.taskTypeRequired': { en: M.taskTypeRequired, de: t.taskTypeRequired, fr: 'Le type de tâche est obligatoire' },
  'VALIDATION_FAILED.titleMin': { en: M.titleMin, de: t.titleMin, fr: 'Le titre doit compter au moins 3 caractères' },
  'VALIDATION_FAILED.titleMax': { en: M.titleMax, de: t.titleMax, fr: 'Le titre doit compter 200 caractères au maximum' },
  'VALIDATION_FAILED.quantityMin': { en: M.quantityMin, de: t.quantityMin, fr: "La quantité doit être d'au moins 0,1" },
  'VALIDATION_FAILED.quantityNumber': { en: M.quantityNumber, de: t.quantityNumber, fr: 'La quantité doit être un nombre' },
  'VALIDATION_FAILED.quantityMax': { en: M.quantityMax, de: t.quantityMax, fr: 'La quantité doit être de 100 000 au maximum' },
  'VALIDATION_FAILED.unitRequired': { en: M.unitRequired, de: t.unitRequired, fr: "L'unité est obligatoire" },
  'VALIDATION_FAILED.taskTypeUnknown': { en: 'Task type is not known', de: t.taskTypeUnknown, fr: 'Type de tâche inconnu' },
  'VALIDATION_FAILED.unitUnknown': { en: 'Unit is not known', de: 'Diese Einheit ist unbekannt', fr: 'Cette unité est inconnue' },
  'VALIDATION_FAILED.unitOfType': { en: 'Unit must be one of: {{units}}', de: 'Die Einheit muss eine von diesen sein: {{units}}', fr: "L'unité doit être l'une de celles-ci : {{units}}" },
  'VALIDATION_FAILED.coordinatesTogether': { en: 'Latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', fr: 'La latitude et la longitude vont ensemble' },
  'VALIDATION_FAILED.subtypeMax': { en: 'Task subtype must be at most 100 characters', de: 'Der Untertyp darf höchstens 100 Zeichen lang sein', fr: 'Le sous-type doit compter 100 caractères au maximum' },
  'VALIDATION_FAILED.descriptionMax': { en: `Description must be at most ${DESCRIPTION_MAX} characters`, de: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`, fr: `La description doit compter ${DESCRIPTION_MAX} caractères au maximum` },
  'VALIDATION_FAILED.locationMax': { en: `Location must be at most ${LOCATION_MAX} characters`, de: `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein`, fr: `Le lieu doit compter ${LOCATION_MAX} caractères au maximum` },
  'VALIDATION_FAILED.latitudeNumber': { en: 'Latitude must be a number', de: 'Der Breitengrad muss eine Zahl sein', fr: 'La latitude doit être un nombre' },
  'VALIDATION_FAILED.latitudeRange': { en: 'Latitude must be between -90 and 90', de: 'Der Breitengrad muss zwischen -90 und 90 liegen', fr: 'La latitude doit être comprise entre -90 et 90' },
  'VALIDATION_FAILED.longitudeNumber': { en: 'Longitude must be a number', de: 'Der Längengrad muss eine Zahl sein', fr: 'La longitude doit être un nombre' },
  'VALIDATION_FAILED.longitudeRange': { en: 'Longitude must be between -180 and 180', de: 'Der Längengrad muss zwischen -180 und 180 liegen', fr: 'La longitude doit être comprise entre -180 et 180' },
  'VALIDATION_FAILED.accuracyNumber': { en: 'Location accuracy must be a number', de: 'Die Standortgenauigkeit muss eine Zahl sein', fr: 'La précision de la position doit être un nombre' },
  'VALIDATION_FAILED.accuracyRange': { en: 'Location accuracy must be between 0 and 1000000', de: 'Die Standortgenauigkeit muss zwischen 0 und 1000000 liegen', fr: 'La précision de la position doit être comprise entre 0 et 1000000' },
  'VALIDATION_FAILED.evidenceEmpty': { en: 'Evidence links must not be empty', de: 'Nachweis-Links dürfen nicht leer sein', fr: 'Les liens vers des preuves ne doivent pas être vides' },
  'VALIDATION_FAILED.evidenceLength': { en: `Evidence links must be at most ${URL_MAX} characters`, de: `Nachweis-Links dürfen höchstens ${URL_MAX} Zeichen lang sein`, fr: `Les liens vers des preuves doivent compter ${URL_MAX} caractères au maximum` },
  'VALIDATION_FAILED.evidenceUrl': { en: 'Evidence links must be http(s) URLs', de: 'Nachweis-Links müssen http(s)-Adressen sein', fr: 'Les liens vers des preuves doivent être des adresses http(s)' },
  'VALIDATION_FAILED.evidenceCount': { en: `At most ${EVIDENCE_MAX} evidence links`, de: `Höchstens ${EVIDENCE_MAX} Nachweis-Links`, fr: `${EVIDENCE_MAX} liens vers des preuves au maximum` },
  'VALIDATION_FAILED.timestamp': { en: '{{field}} must be an ISO date and time', de: '{{field}} muss ein ISO-Datum mit Uhrzeit sein', fr: '{{field}} doit être une date et une heure ISO' },
  'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', fr: '{{field}} est trop long' },
} as const satisfies ErrorTextCatalogue;
