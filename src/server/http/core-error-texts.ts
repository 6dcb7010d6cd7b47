import type { ErrorTextCatalogue } from './error-texts';

/** The texts of the core's error codes (src/shared/errors.ts) and of its middleware (validation, uploads). */
export const CORE_ERROR_TEXTS = {
  VALIDATION_FAILED: { en: 'Please check: {{fields}}', de: 'Bitte prüfe: {{fields}}', ar: 'يُرجى التحقق من: {{fields}}' },
  'VALIDATION_FAILED.nestedTooDeeply': { en: '{{field}} is nested too deeply', de: '{{field}} ist zu tief verschachtelt', ar: '{{field}} متداخل بعمق زائد' },
  'VALIDATION_FAILED.notAccepted': { en: '{{field}} is not a field this request accepts', de: '{{field}} ist kein Feld, das diese Anfrage annimmt', ar: '{{field}} ليس حقلًا يقبله هذا الطلب' },
  'VALIDATION_FAILED.notText': { en: '{{field}} must be a text', de: '{{field}} muss ein Text sein', ar: 'يجب أن يكون {{field}} نصًا' },
  'VALIDATION_FAILED.valueNotText': { en: 'The value must be a text', de: 'Der Wert muss ein Text sein', ar: 'يجب أن تكون القيمة نصًا' },
  // Field messages several modules' schemas share.
  'VALIDATION_FAILED.unknownField': { en: 'Unknown field', de: 'Unbekanntes Feld', ar: 'حقل غير معروف' },
  'VALIDATION_FAILED.userIdRequired': { en: 'User id is required', de: 'Die Benutzer-ID fehlt', ar: 'معرّف المستخدم مطلوب' },
  'VALIDATION_FAILED.userIdFormat': { en: 'User id must be a valid id', de: 'Die Benutzer-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف المستخدم معرّفًا صالحًا' },
  'VALIDATION_FAILED.userIdFieldRequired': { en: 'userId is required', de: 'userId fehlt', ar: 'userId مطلوب' },
  'VALIDATION_FAILED.userIdFieldFormat': { en: 'userId must be a valid id', de: 'userId muss eine gültige ID sein', ar: 'يجب أن يكون userId معرّفًا صالحًا' },
  INVALID_JSON: { en: 'The request body is not valid JSON.', de: 'Der Inhalt der Anfrage ist kein gültiges JSON.', ar: 'متن الطلب ليس JSON صالحًا.' },
  PAYLOAD_TOO_LARGE: { en: 'The request body is too large.', de: 'Der Inhalt der Anfrage ist zu groß.', ar: 'متن الطلب كبير جدًا.' },
  'PAYLOAD_TOO_LARGE.noBody': { en: 'This request takes no body.', de: 'Diese Anfrage nimmt keinen Inhalt an.', ar: 'لا يقبل هذا الطلب متنًا.' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'This content type is not supported here.', de: 'Dieser Inhaltstyp wird hier nicht unterstützt.', ar: 'نوع المحتوى هذا غير مدعوم هنا.' },
  NOT_FOUND: { en: 'Not found.', de: 'Nicht gefunden.', ar: 'غير موجود.' },
  'NOT_FOUND.apiRoute': { en: 'No API route for {{method}} {{path}}.', de: 'Keine API-Route für {{method}} {{path}}.', ar: 'لا يوجد مسار API لـ {{method}} {{path}}.' },
  'NOT_FOUND.status': { en: 'Not Found', de: 'Nicht gefunden', ar: 'غير موجود' },
  METHOD_NOT_ALLOWED: { en: 'This method is not allowed here.', de: 'Diese Methode ist hier nicht erlaubt.', ar: 'هذه الطريقة غير مسموح بها هنا.' },
  'METHOD_NOT_ALLOWED.unserved': { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', ar: 'الطريقة {{method}} غير مدعومة هنا.' },
  UNAUTHENTICATED: { en: 'You need a session for this. Reload the page to start one.', de: 'Dafür brauchst du eine Sitzung. Lade die Seite neu, um eine zu starten.', ar: 'تحتاج إلى جلسة لهذا. أعد تحميل الصفحة لبدء جلسة.' },
  FORBIDDEN: { en: 'You are not allowed to do this.', de: 'Das darfst du nicht.', ar: 'غير مسموح لك بفعل ذلك.' },
  'FORBIDDEN.ownAccount': { en: 'You can only do this for your own account.', de: 'Das geht nur für dein eigenes Konto.', ar: 'لا يمكنك فعل ذلك إلا لحسابك.' },
  'FORBIDDEN.adminOnly': { en: 'Only admins may do this.', de: 'Das dürfen nur Admins.', ar: 'لا يفعل ذلك إلا المديرون.' },
  'FORBIDDEN.moderatorOnly': { en: 'Only moderators and admins may do this.', de: 'Das dürfen nur Moderatorinnen, Moderatoren und Admins.', ar: 'لا يفعل ذلك إلا المشرفون والمديرون.' },
  CSRF_REJECTED: { en: 'Cross-site requests are not allowed. Use CleanQuest from its own site.', de: 'Anfragen von fremden Websites sind nicht erlaubt. Nutze CleanQuest über seine eigene Website.', ar: 'الطلبات العابرة للمواقع غير مسموح بها. استخدم CleanQuest من موقعه.' },
  CONFLICT: { en: 'This conflicts with the current state. Please reload and try again.', de: 'Das passt nicht zum aktuellen Stand. Bitte lade neu und versuche es erneut.', ar: 'يتعارض هذا مع الحالة الحالية. يُرجى إعادة التحميل والمحاولة مرة أخرى.' },
  // Answered by the HTTP parser's clientError handler, before any header (Accept-Language too) is read: English on the wire.
  HEADERS_TOO_LARGE: { en: "The request headers are too large. Clearing this site's cookies may help.", de: 'Die Kopfzeilen der Anfrage sind zu groß. Es kann helfen, die Cookies dieser Website zu löschen.', ar: 'ترويسات الطلب كبيرة جدًا. قد يفيد مسح ملفات تعريف الارتباط لهذا الموقع.' },
  RATE_LIMITED: { en: 'Too many requests. Please try again later.', de: 'Zu viele Anfragen. Bitte versuche es später erneut.', ar: 'طلبات كثيرة جدًا. يُرجى المحاولة لاحقًا.' },
  DATABASE_UNAVAILABLE: { en: 'The database is not reachable right now. Please try again in a moment.', de: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.', ar: 'قاعدة البيانات غير متاحة الآن. يُرجى المحاولة بعد لحظة.' },
  NOT_READY: { en: 'Not ready: {{parts}}.', de: 'Nicht bereit: {{parts}}.', ar: 'غير جاهز: {{parts}}.' },
  'DATABASE_UNAVAILABLE.health': { en: 'The database is not reachable.', de: 'Die Datenbank ist nicht erreichbar.', ar: 'قاعدة البيانات غير متاحة.' },
  INTERNAL: { en: 'Something went wrong on our side. Please try again.', de: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.', ar: 'حدث خطأ ما من جهتنا. يُرجى المحاولة مرة أخرى.' },
  USER_NOT_FOUND: { en: 'User not found.', de: 'Benutzer nicht gefunden.', ar: 'لم يُعثر على المستخدم.' },
  SESSION_CREATE_FAILED: { en: 'Failed to create guest session', de: 'Die Gastsitzung konnte nicht erstellt werden', ar: 'تعذّر إنشاء جلسة ضيف' },
  HTTP_STATUS: { en: 'The request could not be processed.', de: 'Die Anfrage konnte nicht verarbeitet werden.', ar: 'تعذّرت معالجة الطلب.' },
  HTTP_405: { en: 'Method Not Allowed', de: 'Diese Methode ist hier nicht erlaubt.', ar: 'الطريقة غير مسموح بها' },
  UPLOAD_UNEXPECTED_FILE: { en: 'Send the photo in the "{{field}}" field, one file only.', de: 'Sende das Foto im Feld „{{field}}“, nur eine Datei.', ar: 'أرسل الصورة في الحقل «{{field}}»، ملفًا واحدًا فقط.' },
  UPLOAD_TOO_LARGE: { en: 'The form has too many or too large fields.', de: 'Das Formular hat zu viele oder zu große Felder.', ar: 'في النموذج حقول كثيرة جدًا أو كبيرة جدًا.' },
  'UPLOAD_TOO_LARGE.file': { en: 'The file is too large.', de: 'Die Datei ist zu groß.', ar: 'الملف كبير جدًا.' },
  UPLOAD_MALFORMED: { en: 'The upload was incomplete or malformed. Please try again.', de: 'Der Upload war unvollständig oder fehlerhaft. Bitte versuche es erneut.', ar: 'كان الرفع ناقصًا أو مشوّهًا. يُرجى المحاولة مرة أخرى.' },
  // The Idempotency-Key header (http/idempotency.ts).
  IDEMPOTENCY_KEY_INVALID: { en: 'The Idempotency-Key header must be a UUID.', de: 'Die Kopfzeile Idempotency-Key muss eine UUID sein.', ar: 'يجب أن تكون ترويسة Idempotency-Key معرّف UUID.' },
  IDEMPOTENCY_KEY_REUSED: { en: 'This Idempotency-Key was already used for another request.', de: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.', ar: 'سبق استخدام Idempotency-Key هذا لطلب آخر.' },
  IDEMPOTENCY_IN_PROGRESS: {
    en: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
    de: 'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Bitte versuche es gleich noch einmal.', ar: 'ما زال طلب بـ Idempotency-Key هذا قيد المعالجة. يُرجى المحاولة بعد قليل.',
  },
  IDEMPOTENCY_ANSWER_LOST: {
    en: 'This request was already carried out, but its answer was lost. Do not send it again.',
    de: 'Diese Anfrage wurde bereits ausgeführt, aber ihre Antwort ging verloren. Sende sie nicht noch einmal.', ar: 'نُفِّذ هذا الطلب بالفعل، لكن جوابه فُقد. لا ترسله مرة أخرى.',
  },
  // The X-Queued-For header of a write sent from the device's queue (http/queued-for.ts).
  QUEUED_FOR_ANOTHER_PERSON: {
    en: 'This was made by someone else on this device. It is kept there and was not sent.',
    de: 'Das hat jemand anderes auf diesem Gerät erstellt. Es bleibt dort und wurde nicht gesendet.', ar: 'أنشأ هذا شخص آخر على هذا الجهاز. يبقى محفوظًا هناك ولم يُرسل.',
  },
} as const satisfies ErrorTextCatalogue;
