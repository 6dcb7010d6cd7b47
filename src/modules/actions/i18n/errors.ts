import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { DESCRIPTION_MAX, EVIDENCE_MAX, HARD_LIMITS, LOCATION_MAX, TASK_MESSAGES as M, URL_MAX } from '../schemas';
import de from './de.json';
import es from './es.json';

const t = de.messages;

/**
 * The actions module's error texts (http/error-texts.ts): the Submit Task form's field messages (German
 * as on the form) and the server's own checks.
 */
export const actionsErrorTexts = {
  INVALID_BODY: { en: 'The request body must be a JSON object.', de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', es: 'El contenido de la solicitud debe ser un objeto JSON.' },
  'INVALID_BODY.evidenceLinks': {
    en: `At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`,
    de: `Es können höchstens ${HARD_LIMITS.evidenceUrls} Nachweis-Links gesendet werden.`,
    es: `Se pueden enviar como máximo ${HARD_LIMITS.evidenceUrls} enlaces de pruebas.`,
  },
  FIELD_TOO_LARGE: {
    en: 'The field {{field}} is far too long ({{length}} characters; the form allows much less).',
    de: 'Das Feld {{field}} ist viel zu lang ({{length}} Zeichen; das Formular erlaubt viel weniger).',
    es: 'El campo {{field}} es demasiado largo ({{length}} caracteres; el formulario admite muchos menos).',
  },
  SUBMISSION_NOT_FOUND: { en: 'Submission not found.', de: 'Einreichung nicht gefunden.', es: 'No se ha encontrado el envío.' },
  SUBMISSION_ALREADY_DECIDED: {
    en: 'This submission is no longer pending (someone already decided it).',
    de: 'Diese Einreichung wartet nicht mehr auf eine Entscheidung (jemand hat bereits entschieden).',
    es: 'Este envío ya no está pendiente (alguien ya ha decidido sobre él).',
  },
  OWN_WORK: {
    en: 'This is your own work: another moderator has to decide it.',
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.',
    es: 'Es tu propio trabajo: tiene que decidir otra persona de la moderación.',
  },
  APPROVAL_ABOVE_POTENTIAL: {
    en: 'Crediting more than the computed potential ({{xp}} XP, {{coins}} coins) needs an admin and a reason.',
    de: 'Mehr als das berechnete Potenzial ({{xp}} XP, {{coins}} Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.',
    es: 'Abonar más que la recompensa posible calculada ({{xp}} XP, {{coins}} monedas) requiere un administrador y un motivo.',
  },
  'VALIDATION_FAILED.reasonAbovePotential': {
    en: 'A reason is required to credit more than the computed potential',
    de: 'Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig',
    es: 'Hace falta un motivo para abonar más que la recompensa posible calculada',
  },
  'VALIDATION_FAILED.taskTypeRequired': { en: M.taskTypeRequired, de: t.taskTypeRequired, es: es.messages.taskTypeRequired },
  'VALIDATION_FAILED.titleMin': { en: M.titleMin, de: t.titleMin, es: es.messages.titleMin },
  'VALIDATION_FAILED.titleMax': { en: M.titleMax, de: t.titleMax, es: es.messages.titleMax },
  'VALIDATION_FAILED.quantityMin': { en: M.quantityMin, de: t.quantityMin, es: es.messages.quantityMin },
  'VALIDATION_FAILED.quantityNumber': { en: M.quantityNumber, de: t.quantityNumber, es: es.messages.quantityNumber },
  'VALIDATION_FAILED.quantityMax': { en: M.quantityMax, de: t.quantityMax, es: es.messages.quantityMax },
  'VALIDATION_FAILED.unitRequired': { en: M.unitRequired, de: t.unitRequired, es: es.messages.unitRequired },
  'VALIDATION_FAILED.taskTypeUnknown': { en: 'Task type is not known', de: t.taskTypeUnknown, es: es.messages.taskTypeUnknown },
  'VALIDATION_FAILED.unitUnknown': { en: 'Unit is not known', de: 'Diese Einheit ist unbekannt', es: 'La unidad no se conoce' },
  'VALIDATION_FAILED.unitOfType': { en: 'Unit must be one of: {{units}}', de: 'Die Einheit muss eine von diesen sein: {{units}}', es: 'La unidad debe ser una de estas: {{units}}' },
  'VALIDATION_FAILED.coordinatesTogether': { en: 'Latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', es: 'La latitud y la longitud van juntas' },
  'VALIDATION_FAILED.subtypeMax': { en: 'Task subtype must be at most 100 characters', de: 'Der Untertyp darf höchstens 100 Zeichen lang sein', es: 'El subtipo de acción puede tener como máximo 100 caracteres' },
  'VALIDATION_FAILED.descriptionMax': { en: `Description must be at most ${DESCRIPTION_MAX} characters`, de: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`, es: `La descripción puede tener como máximo ${DESCRIPTION_MAX} caracteres` },
  'VALIDATION_FAILED.locationMax': { en: `Location must be at most ${LOCATION_MAX} characters`, de: `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein`, es: `La ubicación puede tener como máximo ${LOCATION_MAX} caracteres` },
  'VALIDATION_FAILED.latitudeNumber': { en: 'Latitude must be a number', de: 'Der Breitengrad muss eine Zahl sein', es: 'La latitud debe ser un número' },
  'VALIDATION_FAILED.latitudeRange': { en: 'Latitude must be between -90 and 90', de: 'Der Breitengrad muss zwischen -90 und 90 liegen', es: 'La latitud debe estar entre -90 y 90' },
  'VALIDATION_FAILED.longitudeNumber': { en: 'Longitude must be a number', de: 'Der Längengrad muss eine Zahl sein', es: 'La longitud debe ser un número' },
  'VALIDATION_FAILED.longitudeRange': { en: 'Longitude must be between -180 and 180', de: 'Der Längengrad muss zwischen -180 und 180 liegen', es: 'La longitud debe estar entre -180 y 180' },
  'VALIDATION_FAILED.accuracyNumber': { en: 'Location accuracy must be a number', de: 'Die Standortgenauigkeit muss eine Zahl sein', es: 'La precisión de la ubicación debe ser un número' },
  'VALIDATION_FAILED.accuracyRange': { en: 'Location accuracy must be between 0 and 1000000', de: 'Die Standortgenauigkeit muss zwischen 0 und 1000000 liegen', es: 'La precisión de la ubicación debe estar entre 0 y 1 000 000' },
  'VALIDATION_FAILED.evidenceEmpty': { en: 'Evidence links must not be empty', de: 'Nachweis-Links dürfen nicht leer sein', es: 'Los enlaces de pruebas no pueden estar vacíos' },
  'VALIDATION_FAILED.evidenceLength': { en: `Evidence links must be at most ${URL_MAX} characters`, de: `Nachweis-Links dürfen höchstens ${URL_MAX} Zeichen lang sein`, es: `Los enlaces de pruebas pueden tener como máximo ${URL_MAX} caracteres` },
  'VALIDATION_FAILED.evidenceUrl': { en: 'Evidence links must be http(s) URLs', de: 'Nachweis-Links müssen http(s)-Adressen sein', es: 'Los enlaces de pruebas deben ser URL http(s)' },
  'VALIDATION_FAILED.evidenceCount': { en: `At most ${EVIDENCE_MAX} evidence links`, de: `Höchstens ${EVIDENCE_MAX} Nachweis-Links`, es: `Como máximo ${EVIDENCE_MAX} enlaces de pruebas` },
  'VALIDATION_FAILED.timestamp': { en: '{{field}} must be an ISO date and time', de: '{{field}} muss ein ISO-Datum mit Uhrzeit sein', es: '{{field}} debe ser una fecha y hora ISO' },
  'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', es: '{{field}} es demasiado largo' },
} as const satisfies ErrorTextCatalogue;
