import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { DESCRIPTION_MAX, EVIDENCE_MAX, HARD_LIMITS, LOCATION_MAX, TASK_MESSAGES as M, URL_MAX } from '../schemas';
import de from './de.json';
import es from './es.json';
import it from './it.json';
import nl from './nl.json';
import pl from './pl.json';

const t = de.messages;
const ti = it.messages;
const tNl = nl.messages;
const tPl = pl.messages;

/**
 * The actions module's error texts (http/error-texts.ts): the Submit Task form's field messages (German
 * as on the form) and the server's own checks.
 */
export const actionsErrorTexts = {
  INVALID_BODY: { en: 'The request body must be a JSON object.', de: 'Der Inhalt der Anfrage muss ein JSON-Objekt sein.', fr: 'Le contenu de la requête doit être un objet JSON.', es: 'El contenido de la solicitud debe ser un objeto JSON.', it: 'Il corpo della richiesta deve essere un oggetto JSON.', nl: 'De inhoud van het verzoek moet een JSON-object zijn.', pl: 'Treść żądania musi być obiektem JSON.', ar: 'يجب أن يكون متن الطلب كائن JSON.' },
  'INVALID_BODY.evidenceLinks': {
    en: `At most ${HARD_LIMITS.evidenceUrls} evidence links can be sent.`,
    de: `Es können höchstens ${HARD_LIMITS.evidenceUrls} Nachweis-Links gesendet werden.`,
    fr: `Au maximum ${HARD_LIMITS.evidenceUrls} liens vers des preuves peuvent être envoyés.`,
    es: `Se pueden enviar como máximo ${HARD_LIMITS.evidenceUrls} enlaces de pruebas.`,
    it: `Si possono inviare al massimo ${HARD_LIMITS.evidenceUrls} link come prova.`,
    nl: `Er kunnen maximaal ${HARD_LIMITS.evidenceUrls} links naar bewijs worden verstuurd.`,
    pl: `Można wysłać najwyżej ${HARD_LIMITS.evidenceUrls} linków do dowodów.`,
    ar: `يمكن إرسال ${HARD_LIMITS.evidenceUrls} رابط دليل على الأكثر.`,
  },
  FIELD_TOO_LARGE: {
    en: 'The field {{field}} is far too long ({{length}} characters; the form allows much less).',
    de: 'Das Feld {{field}} ist viel zu lang ({{length}} Zeichen; das Formular erlaubt viel weniger).',
    fr: 'Le champ {{field}} est beaucoup trop long ({{length}} caractères ; le formulaire en permet bien moins).',
    es: 'El campo {{field}} es demasiado largo ({{length}} caracteres; el formulario admite muchos menos).',
    it: 'Il campo {{field}} è decisamente troppo lungo ({{length}} caratteri; il modulo ne consente molti meno).',
    nl: 'Het veld {{field}} is veel te lang ({{length}} tekens; het formulier staat veel minder toe).',
    pl: 'Pole {{field}} jest o wiele za długie ({{length}} znaków; formularz pozwala na znacznie mniej).',
    ar: 'الحقل {{field}} طويل جدًا ({{length}} حرفًا؛ والنموذج يسمح بأقل بكثير).',
  },
  SUBMISSION_NOT_FOUND: { en: 'Submission not found.', de: 'Einreichung nicht gefunden.', fr: 'Envoi introuvable.', es: 'No se ha encontrado el envío.', it: 'Invio non trovato.', nl: 'Inzending niet gevonden.', pl: 'Nie znaleziono przesłanego działania.', ar: 'لم يُعثر على الإرسال.' },
  SUBMISSION_ALREADY_DECIDED: {
    en: 'This submission is no longer pending (someone already decided it).',
    de: 'Diese Einreichung wartet nicht mehr auf eine Entscheidung (jemand hat bereits entschieden).',
    fr: "Cet envoi n'est plus en attente (quelqu'un a déjà pris une décision).",
    es: 'Este envío ya no está pendiente (alguien ya ha decidido sobre él).',
    it: 'Questo invio non è più in attesa (qualcuno ha già deciso).',
    nl: 'Deze inzending wacht niet meer op een beslissing (iemand heeft al beslist).',
    pl: 'To przesłane działanie nie czeka już na decyzję (ktoś już zdecydował).',
    ar: 'لم يعد هذا الإرسال معلّقًا (سبق أن قرّر أحدهم فيه).',
  },
  OWN_WORK: {
    en: 'This is your own work: another moderator has to decide it.',
    de: 'Das ist deine eigene Arbeit: Eine andere Moderatorin oder ein anderer Moderator muss darüber entscheiden.',
    fr: "C'est ton propre travail : une autre modératrice ou un autre modérateur doit en décider.",
    es: 'Es tu propio trabajo: tiene que decidir otra persona de la moderación.',
    it: 'Questo è un tuo lavoro: deve decidere un\'altra moderatrice o un altro moderatore.',
    nl: 'Dit is je eigen werk: een andere moderator moet erover beslissen.',
    pl: 'To twoja własna praca: musi o niej zdecydować inny moderator lub inna moderatorka.',
    ar: 'هذا عملك أنت: يجب أن يقرّر فيه مشرف آخر.',
  },
  APPROVAL_ABOVE_POTENTIAL: {
    en: 'Crediting more than the computed potential ({{xp}} XP, {{coins}} coins) needs an admin and a reason.',
    de: 'Mehr als das berechnete Potenzial ({{xp}} XP, {{coins}} Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.',
    fr: 'Créditer plus que le potentiel calculé ({{xp}} XP, {{coins}} pièces) nécessite un admin et un motif.',
    es: 'Abonar más que la recompensa posible calculada ({{xp}} XP, {{coins}} monedas) requiere un administrador y un motivo.',
    it: 'Accreditare più del potenziale calcolato ({{xp}} XP, {{coins}} monete) richiede un amministratore e un motivo.',
    nl: 'Meer bijschrijven dan de berekende mogelijke beloning ({{xp}} XP, {{coins}} munten) vereist een beheerder en een reden.',
    pl: 'Przyznanie więcej niż obliczona możliwa nagroda ({{xp}} XP, {{coins}} monet) wymaga administratora i uzasadnienia.',
    ar: 'إضافة أكثر من القيمة المحتملة المحسوبة ({{xp}} XP، {{coins}} عملة) تحتاج إلى مدير وسبب.',
  },
  'VALIDATION_FAILED.reasonAbovePotential': {
    en: 'A reason is required to credit more than the computed potential',
    de: 'Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig',
    fr: 'Un motif est nécessaire pour créditer plus que le potentiel calculé',
    es: 'Hace falta un motivo para abonar más que la recompensa posible calculada',
    it: 'Per accreditare più del potenziale calcolato serve un motivo',
    nl: 'Om meer dan de berekende mogelijke beloning bij te schrijven, is een reden nodig',
    pl: 'Aby przyznać więcej niż obliczona możliwa nagroda, potrzebne jest uzasadnienie',
    ar: 'السبب مطلوب لإضافة أكثر من القيمة المحتملة المحسوبة',
  },
  'VALIDATION_FAILED.taskTypeRequired': { en: M.taskTypeRequired, de: t.taskTypeRequired, fr: "Le type d'action est obligatoire", es: es.messages.taskTypeRequired, it: ti.taskTypeRequired, nl: tNl.taskTypeRequired, pl: tPl.taskTypeRequired, ar: 'نوع العمل مطلوب' },
  'VALIDATION_FAILED.titleMin': { en: M.titleMin, de: t.titleMin, fr: 'Le titre doit compter au moins 3 caractères', es: es.messages.titleMin, it: ti.titleMin, nl: tNl.titleMin, pl: tPl.titleMin, ar: 'يجب ألا يقل العنوان عن 3 أحرف' },
  'VALIDATION_FAILED.titleMax': { en: M.titleMax, de: t.titleMax, fr: 'Le titre doit compter 200 caractères au maximum', es: es.messages.titleMax, it: ti.titleMax, nl: tNl.titleMax, pl: tPl.titleMax, ar: 'يجب ألا يتجاوز العنوان 200 حرف' },
  'VALIDATION_FAILED.quantityMin': { en: M.quantityMin, de: t.quantityMin, fr: "La quantité doit être d'au moins 0,1", es: es.messages.quantityMin, it: ti.quantityMin, nl: tNl.quantityMin, pl: tPl.quantityMin, ar: 'يجب ألا تقل الكمية عن 0.1' },
  'VALIDATION_FAILED.quantityNumber': { en: M.quantityNumber, de: t.quantityNumber, fr: 'La quantité doit être un nombre', es: es.messages.quantityNumber, it: ti.quantityNumber, nl: tNl.quantityNumber, pl: tPl.quantityNumber, ar: 'يجب أن تكون الكمية رقمًا' },
  'VALIDATION_FAILED.quantityMax': { en: M.quantityMax, de: t.quantityMax, fr: 'La quantité doit être de 100 000 au maximum', es: es.messages.quantityMax, it: ti.quantityMax, nl: tNl.quantityMax, pl: tPl.quantityMax, ar: 'يجب ألا تتجاوز الكمية 100000' },
  'VALIDATION_FAILED.unitRequired': { en: M.unitRequired, de: t.unitRequired, fr: "L'unité est obligatoire", es: es.messages.unitRequired, it: ti.unitRequired, nl: tNl.unitRequired, pl: tPl.unitRequired, ar: 'الوحدة مطلوبة' },
  'VALIDATION_FAILED.taskTypeUnknown': { en: 'Task type is not known', de: t.taskTypeUnknown, fr: "Type d'action inconnu", es: es.messages.taskTypeUnknown, it: ti.taskTypeUnknown, nl: tNl.taskTypeUnknown, pl: tPl.taskTypeUnknown, ar: 'نوع العمل غير معروف' },
  'VALIDATION_FAILED.unitUnknown': { en: 'Unit is not known', de: 'Diese Einheit ist unbekannt', fr: 'Cette unité est inconnue', es: 'La unidad no se conoce', it: 'Unità sconosciuta', nl: 'Deze eenheid is onbekend', pl: 'Ta jednostka jest nieznana', ar: 'الوحدة غير معروفة' },
  'VALIDATION_FAILED.unitOfType': { en: 'Unit must be one of: {{units}}', de: 'Die Einheit muss eine von diesen sein: {{units}}', fr: "L'unité doit être l'une de celles-ci : {{units}}", es: 'La unidad debe ser una de estas: {{units}}', it: 'L\'unità deve essere una di queste: {{units}}', nl: 'De eenheid moet een van deze zijn: {{units}}', pl: 'Jednostka musi być jedną z tych: {{units}}', ar: 'يجب أن تكون الوحدة إحدى: {{units}}' },
  'VALIDATION_FAILED.coordinatesTogether': { en: 'Latitude and longitude go together', de: 'Breiten- und Längengrad gehören zusammen', fr: 'La latitude et la longitude vont ensemble', es: 'La latitud y la longitud van juntas', it: 'Latitudine e longitudine vanno indicate insieme', nl: 'Breedtegraad en lengtegraad horen bij elkaar', pl: 'Szerokość i długość geograficzna muszą być podane razem', ar: 'خط العرض وخط الطول يُرسلان معًا' },
  'VALIDATION_FAILED.subtypeMax': { en: 'Task subtype must be at most 100 characters', de: 'Der Untertyp darf höchstens 100 Zeichen lang sein', fr: 'Le sous-type doit compter 100 caractères au maximum', es: 'El subtipo de acción puede tener como máximo 100 caracteres', it: 'Il sottotipo può avere al massimo 100 caratteri', nl: 'De soort taak mag maximaal 100 tekens lang zijn', pl: 'Podrodzaj może mieć najwyżej 100 znaków', ar: 'يجب ألا يتجاوز النوع الفرعي للعمل 100 حرف' },
  'VALIDATION_FAILED.descriptionMax': { en: `Description must be at most ${DESCRIPTION_MAX} characters`, de: `Die Beschreibung darf höchstens ${DESCRIPTION_MAX} Zeichen lang sein`, fr: `La description doit compter ${DESCRIPTION_MAX} caractères au maximum`, es: `La descripción puede tener como máximo ${DESCRIPTION_MAX} caracteres`, it: `La descrizione può avere al massimo ${DESCRIPTION_MAX} caratteri`, nl: `De beschrijving mag maximaal ${DESCRIPTION_MAX} tekens lang zijn`, pl: `Opis może mieć najwyżej ${DESCRIPTION_MAX} znaków`, ar: 'يجب ألا يتجاوز الوصف 2000 حرف' },
  'VALIDATION_FAILED.locationMax': { en: `Location must be at most ${LOCATION_MAX} characters`, de: `Der Ort darf höchstens ${LOCATION_MAX} Zeichen lang sein`, fr: `Le lieu doit compter ${LOCATION_MAX} caractères au maximum`, es: `La ubicación puede tener como máximo ${LOCATION_MAX} caracteres`, it: `Il luogo può avere al massimo ${LOCATION_MAX} caratteri`, nl: `De locatie mag maximaal ${LOCATION_MAX} tekens lang zijn`, pl: `Miejsce może mieć najwyżej ${LOCATION_MAX} znaków`, ar: 'يجب ألا يتجاوز الموقع 300 حرف' },
  'VALIDATION_FAILED.latitudeNumber': { en: 'Latitude must be a number', de: 'Der Breitengrad muss eine Zahl sein', fr: 'La latitude doit être un nombre', es: 'La latitud debe ser un número', it: 'La latitudine deve essere un numero', nl: 'De breedtegraad moet een getal zijn', pl: 'Szerokość geograficzna musi być liczbą', ar: 'يجب أن يكون خط العرض رقمًا' },
  'VALIDATION_FAILED.latitudeRange': { en: 'Latitude must be between -90 and 90', de: 'Der Breitengrad muss zwischen -90 und 90 liegen', fr: 'La latitude doit être comprise entre -90 et 90', es: 'La latitud debe estar entre -90 y 90', it: 'La latitudine deve essere compresa tra -90 e 90', nl: 'De breedtegraad moet tussen -90 en 90 liggen', pl: 'Szerokość geograficzna musi mieścić się między -90 a 90', ar: 'يجب أن يكون خط العرض بين -90 و90' },
  'VALIDATION_FAILED.longitudeNumber': { en: 'Longitude must be a number', de: 'Der Längengrad muss eine Zahl sein', fr: 'La longitude doit être un nombre', es: 'La longitud debe ser un número', it: 'La longitudine deve essere un numero', nl: 'De lengtegraad moet een getal zijn', pl: 'Długość geograficzna musi być liczbą', ar: 'يجب أن يكون خط الطول رقمًا' },
  'VALIDATION_FAILED.longitudeRange': { en: 'Longitude must be between -180 and 180', de: 'Der Längengrad muss zwischen -180 und 180 liegen', fr: 'La longitude doit être comprise entre -180 et 180', es: 'La longitud debe estar entre -180 y 180', it: 'La longitudine deve essere compresa tra -180 e 180', nl: 'De lengtegraad moet tussen -180 en 180 liggen', pl: 'Długość geograficzna musi mieścić się między -180 a 180', ar: 'يجب أن يكون خط الطول بين -180 و180' },
  'VALIDATION_FAILED.accuracyNumber': { en: 'Location accuracy must be a number', de: 'Die Standortgenauigkeit muss eine Zahl sein', fr: 'La précision de la position doit être un nombre', es: 'La precisión de la ubicación debe ser un número', it: 'La precisione della posizione deve essere un numero', nl: 'De nauwkeurigheid van de locatie moet een getal zijn', pl: 'Dokładność lokalizacji musi być liczbą', ar: 'يجب أن تكون دقة الموقع رقمًا' },
  'VALIDATION_FAILED.accuracyRange': { en: 'Location accuracy must be between 0 and 1000000', de: 'Die Standortgenauigkeit muss zwischen 0 und 1000000 liegen', fr: 'La précision de la position doit être comprise entre 0 et 1000000', es: 'La precisión de la ubicación debe estar entre 0 y 1 000 000', it: 'La precisione della posizione deve essere compresa tra 0 e 1000000', nl: 'De nauwkeurigheid van de locatie moet tussen 0 en 1000000 liggen', pl: 'Dokładność lokalizacji musi mieścić się między 0 a 1000000', ar: 'يجب أن تكون دقة الموقع بين 0 و1000000' },
  'VALIDATION_FAILED.evidenceEmpty': { en: 'Evidence links must not be empty', de: 'Nachweis-Links dürfen nicht leer sein', fr: 'Les liens vers des preuves ne doivent pas être vides', es: 'Los enlaces de pruebas no pueden estar vacíos', it: 'I link come prova non possono essere vuoti', nl: 'Links naar bewijs mogen niet leeg zijn', pl: 'Linki do dowodów nie mogą być puste', ar: 'يجب ألا تكون روابط الأدلة فارغة' },
  'VALIDATION_FAILED.evidenceLength': { en: `Evidence links must be at most ${URL_MAX} characters`, de: `Nachweis-Links dürfen höchstens ${URL_MAX} Zeichen lang sein`, fr: `Les liens vers des preuves doivent compter ${URL_MAX} caractères au maximum`, es: `Los enlaces de pruebas pueden tener como máximo ${URL_MAX} caracteres`, it: `I link come prova possono avere al massimo ${URL_MAX} caratteri`, nl: `Links naar bewijs mogen maximaal ${URL_MAX} tekens lang zijn`, pl: `Linki do dowodów mogą mieć najwyżej ${URL_MAX} znaków`, ar: 'يجب ألا تتجاوز روابط الأدلة 2048 حرفًا' },
  'VALIDATION_FAILED.evidenceUrl': { en: 'Evidence links must be http(s) URLs', de: 'Nachweis-Links müssen http(s)-Adressen sein', fr: 'Les liens vers des preuves doivent être des adresses http(s)', es: 'Los enlaces de pruebas deben ser URL http(s)', it: 'I link come prova devono essere indirizzi http(s)', nl: 'Links naar bewijs moeten http(s)-adressen zijn', pl: 'Linki do dowodów muszą być adresami http(s)', ar: 'يجب أن تكون روابط الأدلة عناوين http(s)' },
  'VALIDATION_FAILED.evidenceCount': { en: `At most ${EVIDENCE_MAX} evidence links`, de: `Höchstens ${EVIDENCE_MAX} Nachweis-Links`, fr: `${EVIDENCE_MAX} liens vers des preuves au maximum`, es: `Como máximo ${EVIDENCE_MAX} enlaces de pruebas`, it: `Al massimo ${EVIDENCE_MAX} link come prova`, nl: `Maximaal ${EVIDENCE_MAX} links naar bewijs`, pl: `Najwyżej ${EVIDENCE_MAX} linków do dowodów`, ar: '10 روابط أدلة على الأكثر' },
  'VALIDATION_FAILED.timestamp': { en: '{{field}} must be an ISO date and time', de: '{{field}} muss ein ISO-Datum mit Uhrzeit sein', fr: '{{field}} doit être une date et une heure ISO', es: '{{field}} debe ser una fecha y hora ISO', it: '{{field}} deve essere una data con ora in formato ISO', nl: '{{field}} moet een ISO-datum met tijd zijn', pl: '{{field}} musi być datą z godziną w formacie ISO', ar: 'يجب أن يكون {{field}} تاريخًا ووقتًا بصيغة ISO' },
  'VALIDATION_FAILED.tooLong': { en: '{{field}} is too long', de: '{{field}} ist zu lang', fr: '{{field}} est trop long', es: '{{field}} es demasiado largo', it: '{{field}} è troppo lungo', nl: '{{field}} is te lang', pl: '{{field}} jest za długie', ar: '{{field}} طويل جدًا' },
} as const satisfies ErrorTextCatalogue;
