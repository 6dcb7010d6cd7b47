import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { DESCRIPTION_MAX, EVIDENCE_MAX, HARD_LIMITS, LOCATION_MAX, TASK_MESSAGES as M, URL_MAX } from '../schemas';
import de from './de.json';
import nl from './nl.json';

const t = de.messages;
const tNl = nl.messages;

/**
 * The actions module's error texts (http/error-texts.ts): the Submit Task form's field messages (German
 * as on the form) and the server's own checks.
 */
export const actionsErrorTexts = {
  INVALID_BODY: { en: 'The request body must be a JSON object.', de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', nl: 'De inhoud van het verzoek moet een JSON-object zijn.' },
  'INVALID_BODY.evidenceLinks': {
    en: `At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`,
    de: `Es können höchstens ${HARD_LIMITS.evidenceUrls} Nachweis-Links gesendet werden.`,
    nl: `Er kunnen maximaal ${HARD_LIMITS.evidenceUrls} links naar bewijs worden verstuurd.`,
  },
  FIELD_TOO_LARGE: {
    en: 'The field {{field}} is far too long ({{length}} characters; the form allows much less).',
    de: 'Das Feld {{field}} ist viel zu lang ({{length}} Zeichen; das Formular erlaubt viel weniger).',
    nl: 'Het veld {{field}} is veel te lang ({{length}} tekens; het formulier staat veel minder toe).',
  },
  SUBMISSION_NOT_FOUND: { en: 'Submission not found.', de: 'Einreichung nicht gefunden.', nl: 'Inzending niet gevonden.' },
  SUBMISSION_ALREADY_DECIDED: {
    en: 'This submission is no longer pending (someone already decided it).',
    de: 'Diese Einreichung wartet nicht mehr auf eine Entscheidung (jemand hat bereits entschieden).',
    nl: 'Deze inzending wacht niet meer op een beslissing (iemand heeft al beslist).',
  },
  OWN_WORK: {
    en: 'This is your own work: another moderator has to decide it.',
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.',
    nl: 'Dit is je eigen werk: een andere moderator moet erover beslissen.',
  },
  APPROVAL_ABOVE_POTENTIAL: {
    en: 'Crediting more than the computed potential ({{xp}} XP, {{coins}} coins) needs an admin and a reason.',
    de: 'Mehr als das berechnete Potenzial ({{xp}} XP, {{coins}} Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.',
    nl: 'Meer bijschrijven dan de berekende mogelijke beloning ({{xp}} XP, {{coins}} munten) vereist een beheerder en een reden.',
  },
  'VALIDATION_FAILED.reasonAbovePotential': {
    en: 'A reason is required to credit more than the computed potential',
    de: 'Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig',
    nl: 'Om meer dan de berekende mogelijke beloning bij te schrijven, is een reden nodig',
  },
  'VALIDATION_FAILED.taskTypeRequired': { en: M.taskTypeRequired, de: t.taskTypeRequired, nl: tNl.taskTypeRequired },
  'VALIDATION_FAILED.titleMin': { en: M.titleMin, de: t.titleMin, nl: tNl.titleMin },
  'VALIDATION_FAILED.titleMax': { en: M.titleMax, de: t.titleMax, nl: tNl.titleMax },
  'VALIDATION_FAILED.quantityMin': { en: M.quantityMin, de: t.quantityMin, nl: tNl.quantityMin },
  'VALIDATION_FAILED.quantityNumber': { en: M.quantityNumber, de: t.quantityNumber, nl: tNl.quantityNumber },
  'VALIDATION_FAILED.quantityMax': { en: M.quantityMax, de: t.quantityMax, nl: tNl.quantityMax },
  'VALIDATION_FAILED.unitRequired': { en: M.unitRequired, de: t.unitRequired, nl: tNl.unitRequired },
  'VALIDATION_FAILED.taskTypeUnknown': { en: 'Task type is not known', de: t.taskTypeUnknown, nl: tNl.taskTypeUnknown },
  'VALIDATION_FAILED.unitUnknown': { en: 'Unit is not known', de: 'Diese Einheit ist unbekannt', nl: 'Deze eenheid is onbekend' },
  'VALIDATION_FAILED.unitOfType': { en: 'Unit must be one of: {{units}}', de: 'Die Einheit muss eine von diesen sein: {{units}}', nl: 'De eenheid moet een van deze zijn: {{units}}' },
  'VALIDATION_FAILED.coordinatesTogether': { en: 'Latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', nl: 'Breedtegraad en lengtegraad horen bij elkaar' },
  'VALIDATION_FAILED.subtypeMax': { en: 'Task subtype must be at most 100 characters', de: 'Der Untertyp darf höchstens 100 Zeichen lang sein', nl: 'De soort taak mag maximaal 100 tekens lang zijn' },
  'VALIDATION_FAILED.descriptionMax': { en: `Description must be at most ${DESCRIPTION_MAX} characters`, de: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`, nl: `De beschrijving mag maximaal ${DESCRIPTION_MAX} tekens lang zijn` },
  'VALIDATION_FAILED.locationMax': { en: `Location must be at most ${LOCATION_MAX} characters`, de: `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein`, nl: `De locatie mag maximaal ${LOCATION_MAX} tekens lang zijn` },
  'VALIDATION_FAILED.latitudeNumber': { en: 'Latitude must be a number', de: 'Der Breitengrad muss eine Zahl sein', nl: 'De breedtegraad moet een getal zijn' },
  'VALIDATION_FAILED.latitudeRange': { en: 'Latitude must be between -90 and 90', de: 'Der Breitengrad muss zwischen -90 und 90 liegen', nl: 'De breedtegraad moet tussen -90 en 90 liggen' },
  'VALIDATION_FAILED.longitudeNumber': { en: 'Longitude must be a number', de: 'Der Längengrad muss eine Zahl sein', nl: 'De lengtegraad moet een getal zijn' },
  'VALIDATION_FAILED.longitudeRange': { en: 'Longitude must be between -180 and 180', de: 'Der Längengrad muss zwischen -180 und 180 liegen', nl: 'De lengtegraad moet tussen -180 en 180 liggen' },
  'VALIDATION_FAILED.accuracyNumber': { en: 'Location accuracy must be a number', de: 'Die Standortgenauigkeit muss eine Zahl sein', nl: 'De nauwkeurigheid van de locatie moet een getal zijn' },
  'VALIDATION_FAILED.accuracyRange': { en: 'Location accuracy must be between 0 and 1000000', de: 'Die Standortgenauigkeit muss zwischen 0 und 1000000 liegen', nl: 'De nauwkeurigheid van de locatie moet tussen 0 en 1000000 liggen' },
  'VALIDATION_FAILED.evidenceEmpty': { en: 'Evidence links must not be empty', de: 'Nachweis-Links dürfen nicht leer sein', nl: 'Links naar bewijs mogen niet leeg zijn' },
  'VALIDATION_FAILED.evidenceLength': { en: `Evidence links must be at most ${URL_MAX} characters`, de: `Nachweis-Links dürfen höchstens ${URL_MAX} Zeichen lang sein`, nl: `Links naar bewijs mogen maximaal ${URL_MAX} tekens lang zijn` },
  'VALIDATION_FAILED.evidenceUrl': { en: 'Evidence links must be http(s) URLs', de: 'Nachweis-Links müssen http(s)-Adressen sein', nl: 'Links naar bewijs moeten http(s)-adressen zijn' },
  'VALIDATION_FAILED.evidenceCount': { en: `At most ${EVIDENCE_MAX} evidence links`, de: `Höchstens ${EVIDENCE_MAX} Nachweis-Links`, nl: `Maximaal ${EVIDENCE_MAX} links naar bewijs` },
  'VALIDATION_FAILED.timestamp': { en: '{{field}} must be an ISO date and time', de: '{{field}} muss ein ISO-Datum mit Uhrzeit sein', nl: '{{field}} moet een ISO-datum met tijd zijn' },
  'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', nl: '{{field}} is te lang' },
} as const satisfies ErrorTextCatalogue;
