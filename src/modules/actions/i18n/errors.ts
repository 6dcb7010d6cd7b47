import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { DESCRIPTION_MAX, EVIDENCE_MAX, HARD_LIMITS, LOCATION_MAX, TASK_MESSAGES as M, URL_MAX } from '../schemas';
import de from './de.json';
import pl from './pl.json';

const t = de.messages;
const tPl = pl.messages;

/**
 * The actions module's error texts (http/error-texts.ts): the Submit Task form's field messages (German
 * as on the form) and the server's own checks.
 */
export const actionsErrorTexts = {
  INVALID_BODY: { en: 'The request body must be a JSON object.', de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', pl: 'Treść żądania musi być obiektem JSON.' },
  'INVALID_BODY.evidenceLinks': {
    en: `At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`,
    de: `Es können höchstens ${HARD_LIMITS.evidenceUrls} Nachweis-Links gesendet werden.`, pl: `Można wysłać najwyżej ${HARD_LIMITS.evidenceUrls} linków do dowodów.`,
  },
  FIELD_TOO_LARGE: {
    en: 'The field {{field}} is far too long ({{length}} characters; the form allows much less).',
    de: 'Das Feld {{field}} ist viel zu lang ({{length}} Zeichen; das Formular erlaubt viel weniger).', pl: 'Pole {{field}} jest o wiele za długie ({{length}} znaków; formularz pozwala na znacznie mniej).',
  },
  SUBMISSION_NOT_FOUND: { en: 'Submission not found.', de: 'Einreichung nicht gefunden.', pl: 'Nie znaleziono zgłoszenia działania.' },
  SUBMISSION_ALREADY_DECIDED: {
    en: 'This submission is no longer pending (someone already decided it).',
    de: 'Diese Einreichung wartet nicht mehr auf eine Entscheidung (jemand hat bereits entschieden).', pl: 'To zgłoszenie działania nie czeka już na decyzję (ktoś już zdecydował).',
  },
  OWN_WORK: {
    en: 'This is your own work: another moderator has to decide it.',
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.', pl: 'To twoja własna praca: musi o niej zdecydować inny moderator lub inna moderatorka.',
  },
  APPROVAL_ABOVE_POTENTIAL: {
    en: 'Crediting more than the computed potential ({{xp}} XP, {{coins}} coins) needs an admin and a reason.',
    de: 'Mehr als das berechnete Potenzial ({{xp}} XP, {{coins}} Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.', pl: 'Przyznanie więcej niż obliczona możliwa nagroda ({{xp}} XP, {{coins}} monet) wymaga administratora i uzasadnienia.',
  },
  'VALIDATION_FAILED.reasonAbovePotential': {
    en: 'A reason is required to credit more than the computed potential',
    de: 'Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig', pl: 'Aby przyznać więcej niż obliczona możliwa nagroda, potrzebne jest uzasadnienie',
  },
  'VALIDATION_FAILED.taskTypeRequired': { en: M.taskTypeRequired, de: t.taskTypeRequired, pl: tPl.taskTypeRequired },
  'VALIDATION_FAILED.titleMin': { en: M.titleMin, de: t.titleMin, pl: tPl.titleMin },
  'VALIDATION_FAILED.titleMax': { en: M.titleMax, de: t.titleMax, pl: tPl.titleMax },
  'VALIDATION_FAILED.quantityMin': { en: M.quantityMin, de: t.quantityMin, pl: tPl.quantityMin },
  'VALIDATION_FAILED.quantityNumber': { en: M.quantityNumber, de: t.quantityNumber, pl: tPl.quantityNumber },
  'VALIDATION_FAILED.quantityMax': { en: M.quantityMax, de: t.quantityMax, pl: tPl.quantityMax },
  'VALIDATION_FAILED.unitRequired': { en: M.unitRequired, de: t.unitRequired, pl: tPl.unitRequired },
  'VALIDATION_FAILED.taskTypeUnknown': { en: 'Task type is not known', de: t.taskTypeUnknown, pl: tPl.taskTypeUnknown },
  'VALIDATION_FAILED.unitUnknown': { en: 'Unit is not known', de: 'Diese Einheit ist unbekannt', pl: 'Ta jednostka jest nieznana' },
  'VALIDATION_FAILED.unitOfType': { en: 'Unit must be one of: {{units}}', de: 'Die Einheit muss eine von diesen sein: {{units}}', pl: 'Jednostka musi być jedną z tych: {{units}}' },
  'VALIDATION_FAILED.coordinatesTogether': { en: 'Latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', pl: 'Szerokość i długość geograficzna muszą być podane razem' },
  'VALIDATION_FAILED.subtypeMax': { en: 'Task subtype must be at most 100 characters', de: 'Der Untertyp darf höchstens 100 Zeichen lang sein', pl: 'Podrodzaj może mieć najwyżej 100 znaków' },
  'VALIDATION_FAILED.descriptionMax': { en: `Description must be at most ${DESCRIPTION_MAX} characters`, de: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`, pl: `Opis może mieć najwyżej ${DESCRIPTION_MAX} znaków` },
  'VALIDATION_FAILED.locationMax': { en: `Location must be at most ${LOCATION_MAX} characters`, de: `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein`, pl: `Miejsce może mieć najwyżej ${LOCATION_MAX} znaków` },
  'VALIDATION_FAILED.latitudeNumber': { en: 'Latitude must be a number', de: 'Der Breitengrad muss eine Zahl sein', pl: 'Szerokość geograficzna musi być liczbą' },
  'VALIDATION_FAILED.latitudeRange': { en: 'Latitude must be between -90 and 90', de: 'Der Breitengrad muss zwischen -90 und 90 liegen', pl: 'Szerokość geograficzna musi mieścić się między -90 a 90' },
  'VALIDATION_FAILED.longitudeNumber': { en: 'Longitude must be a number', de: 'Der Längengrad muss eine Zahl sein', pl: 'Długość geograficzna musi być liczbą' },
  'VALIDATION_FAILED.longitudeRange': { en: 'Longitude must be between -180 and 180', de: 'Der Längengrad muss zwischen -180 und 180 liegen', pl: 'Długość geograficzna musi mieścić się między -180 a 180' },
  'VALIDATION_FAILED.accuracyNumber': { en: 'Location accuracy must be a number', de: 'Die Standortgenauigkeit muss eine Zahl sein', pl: 'Dokładność lokalizacji musi być liczbą' },
  'VALIDATION_FAILED.accuracyRange': { en: 'Location accuracy must be between 0 and 1000000', de: 'Die Standortgenauigkeit muss zwischen 0 und 1000000 liegen', pl: 'Dokładność lokalizacji musi mieścić się między 0 a 1000000' },
  'VALIDATION_FAILED.evidenceEmpty': { en: 'Evidence links must not be empty', de: 'Nachweis-Links dürfen nicht leer sein', pl: 'Linki do dowodów nie mogą być puste' },
  'VALIDATION_FAILED.evidenceLength': { en: `Evidence links must be at most ${URL_MAX} characters`, de: `Nachweis-Links dürfen höchstens ${URL_MAX} Zeichen lang sein`, pl: `Linki do dowodów mogą mieć najwyżej ${URL_MAX} znaków` },
  'VALIDATION_FAILED.evidenceUrl': { en: 'Evidence links must be http(s) URLs', de: 'Nachweis-Links müssen http(s)-Adressen sein', pl: 'Linki do dowodów muszą być adresami http(s)' },
  'VALIDATION_FAILED.evidenceCount': { en: `At most ${EVIDENCE_MAX} evidence links`, de: `Höchstens ${EVIDENCE_MAX} Nachweis-Links`, pl: `Najwyżej ${EVIDENCE_MAX} linków do dowodów` },
  'VALIDATION_FAILED.timestamp': { en: '{{field}} must be an ISO date and time', de: '{{field}} muss ein ISO-Datum mit Uhrzeit sein', pl: '{{field}} musi być datą z godziną w formacie ISO' },
  'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', pl: '{{field}} jest za długie' },
} as const satisfies ErrorTextCatalogue;
