import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { DESCRIPTION_MAX, EVIDENCE_MAX, HARD_LIMITS, LOCATION_MAX, TASK_MESSAGES as M, URL_MAX } from '../schemas';
import de from './de.json';

const t = de.messages;

/**
 * The actions module's error texts (http/error-texts.ts): the Submit Task form's field messages (German
 * as on the form) and the server's own checks.
 */
export const actionsErrorTexts = {
  INVALID_BODY: { en: 'The request body must be a JSON object.', de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', ar: 'يجب أن يكون متن الطلب كائن JSON.' },
  'INVALID_BODY.evidenceLinks': {
    en: `At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`,
    de: `Es können höchstens ${HARD_LIMITS.evidenceUrls} Nachweis-Links gesendet werden.`, ar: 'يمكن إرسال 50 رابط دليل على الأكثر.',
  },
  FIELD_TOO_LARGE: {
    en: 'The field {{field}} is far too long ({{length}} characters; the form allows much less).',
    de: 'Das Feld {{field}} ist viel zu lang ({{length}} Zeichen; das Formular erlaubt viel weniger).', ar: 'الحقل {{field}} طويل جدًا ({{length}} حرفًا؛ والنموذج يسمح بأقل بكثير).',
  },
  SUBMISSION_NOT_FOUND: { en: 'Submission not found.', de: 'Einreichung nicht gefunden.', ar: 'لم يُعثر على الإرسال.' },
  SUBMISSION_ALREADY_DECIDED: {
    en: 'This submission is no longer pending (someone already decided it).',
    de: 'Diese Einreichung wartet nicht mehr auf eine Entscheidung (jemand hat bereits entschieden).', ar: 'لم يعد هذا الإرسال معلّقًا (سبق أن قرّر أحدهم فيه).',
  },
  OWN_WORK: {
    en: 'This is your own work: another moderator has to decide it.',
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.', ar: 'هذا عملك أنت: يجب أن يقرّر فيه مشرف آخر.',
  },
  APPROVAL_ABOVE_POTENTIAL: {
    en: 'Crediting more than the computed potential ({{xp}} XP, {{coins}} coins) needs an admin and a reason.',
    de: 'Mehr als das berechnete Potenzial ({{xp}} XP, {{coins}} Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.', ar: 'إضافة أكثر من القيمة المحتملة المحسوبة ({{xp}} XP، {{coins}} عملة) تحتاج إلى مدير وسبب.',
  },
  'VALIDATION_FAILED.reasonAbovePotential': {
    en: 'A reason is required to credit more than the computed potential',
    de: 'Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig', ar: 'السبب مطلوب لإضافة أكثر من القيمة المحتملة المحسوبة',
  },
  'VALIDATION_FAILED.taskTypeRequired': { en: M.taskTypeRequired, de: t.taskTypeRequired, ar: 'نوع العمل مطلوب' },
  'VALIDATION_FAILED.titleMin': { en: M.titleMin, de: t.titleMin, ar: 'يجب ألا يقل العنوان عن 3 أحرف' },
  'VALIDATION_FAILED.titleMax': { en: M.titleMax, de: t.titleMax, ar: 'يجب ألا يتجاوز العنوان 200 حرف' },
  'VALIDATION_FAILED.quantityMin': { en: M.quantityMin, de: t.quantityMin, ar: 'يجب ألا تقل الكمية عن 0.1' },
  'VALIDATION_FAILED.quantityNumber': { en: M.quantityNumber, de: t.quantityNumber, ar: 'يجب أن تكون الكمية رقمًا' },
  'VALIDATION_FAILED.quantityMax': { en: M.quantityMax, de: t.quantityMax, ar: 'يجب ألا تتجاوز الكمية 100000' },
  'VALIDATION_FAILED.unitRequired': { en: M.unitRequired, de: t.unitRequired, ar: 'الوحدة مطلوبة' },
  'VALIDATION_FAILED.taskTypeUnknown': { en: 'Task type is not known', de: t.taskTypeUnknown, ar: 'نوع العمل غير معروف' },
  'VALIDATION_FAILED.unitUnknown': { en: 'Unit is not known', de: 'Diese Einheit ist unbekannt', ar: 'الوحدة غير معروفة' },
  'VALIDATION_FAILED.unitOfType': { en: 'Unit must be one of: {{units}}', de: 'Die Einheit muss eine von diesen sein: {{units}}', ar: 'يجب أن تكون الوحدة إحدى: {{units}}' },
  'VALIDATION_FAILED.coordinatesTogether': { en: 'Latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', ar: 'خط العرض وخط الطول يُرسلان معًا' },
  'VALIDATION_FAILED.subtypeMax': { en: 'Task subtype must be at most 100 characters', de: 'Der Untertyp darf höchstens 100 Zeichen lang sein', ar: 'يجب ألا يتجاوز النوع الفرعي للعمل 100 حرف' },
  'VALIDATION_FAILED.descriptionMax': { en: `Description must be at most ${DESCRIPTION_MAX} characters`, de: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`, ar: 'يجب ألا يتجاوز الوصف 2000 حرف' },
  'VALIDATION_FAILED.locationMax': { en: `Location must be at most ${LOCATION_MAX} characters`, de: `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein`, ar: 'يجب ألا يتجاوز الموقع 300 حرف' },
  'VALIDATION_FAILED.latitudeNumber': { en: 'Latitude must be a number', de: 'Der Breitengrad muss eine Zahl sein', ar: 'يجب أن يكون خط العرض رقمًا' },
  'VALIDATION_FAILED.latitudeRange': { en: 'Latitude must be between -90 and 90', de: 'Der Breitengrad muss zwischen -90 und 90 liegen', ar: 'يجب أن يكون خط العرض بين -90 و90' },
  'VALIDATION_FAILED.longitudeNumber': { en: 'Longitude must be a number', de: 'Der Längengrad muss eine Zahl sein', ar: 'يجب أن يكون خط الطول رقمًا' },
  'VALIDATION_FAILED.longitudeRange': { en: 'Longitude must be between -180 and 180', de: 'Der Längengrad muss zwischen -180 und 180 liegen', ar: 'يجب أن يكون خط الطول بين -180 و180' },
  'VALIDATION_FAILED.accuracyNumber': { en: 'Location accuracy must be a number', de: 'Die Standortgenauigkeit muss eine Zahl sein', ar: 'يجب أن تكون دقة الموقع رقمًا' },
  'VALIDATION_FAILED.accuracyRange': { en: 'Location accuracy must be between 0 and 1000000', de: 'Die Standortgenauigkeit muss zwischen 0 und 1000000 liegen', ar: 'يجب أن تكون دقة الموقع بين 0 و1000000' },
  'VALIDATION_FAILED.evidenceEmpty': { en: 'Evidence links must not be empty', de: 'Nachweis-Links dürfen nicht leer sein', ar: 'يجب ألا تكون روابط الأدلة فارغة' },
  'VALIDATION_FAILED.evidenceLength': { en: `Evidence links must be at most ${URL_MAX} characters`, de: `Nachweis-Links dürfen höchstens ${URL_MAX} Zeichen lang sein`, ar: 'يجب ألا تتجاوز روابط الأدلة 2048 حرفًا' },
  'VALIDATION_FAILED.evidenceUrl': { en: 'Evidence links must be http(s) URLs', de: 'Nachweis-Links müssen http(s)-Adressen sein', ar: 'يجب أن تكون روابط الأدلة عناوين http(s)' },
  'VALIDATION_FAILED.evidenceCount': { en: `At most ${EVIDENCE_MAX} evidence links`, de: `Höchstens ${EVIDENCE_MAX} Nachweis-Links`, ar: '10 روابط أدلة على الأكثر' },
  'VALIDATION_FAILED.timestamp': { en: '{{field}} must be an ISO date and time', de: '{{field}} muss ein ISO-Datum mit Uhrzeit sein', ar: 'يجب أن يكون {{field}} تاريخًا ووقتًا بصيغة ISO' },
  'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', ar: '{{field}} طويل جدًا' },
} as const satisfies ErrorTextCatalogue;
