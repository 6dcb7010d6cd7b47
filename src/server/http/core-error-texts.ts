import type { ErrorTextCatalogue } from './error-texts';

/** The texts of the core's error codes (src/shared/errors.ts) and of its middleware (validation, uploads). */
export const CORE_ERROR_TEXTS = {
  VALIDATION_FAILED: { en: 'Please check: {{fields}}', de: 'Bitte prüfe: {{fields}}', pl: 'Sprawdź: {{fields}}' },
  'VALIDATION_FAILED.nestedTooDeeply': { en: '{{field}} is nested too deeply', de: '{{field}} ist zu tief verschachtelt', pl: '{{field}} jest zagnieżdżone zbyt głęboko' },
  'VALIDATION_FAILED.notAccepted': { en: '{{field}} is not a field this request accepts', de: '{{field}} ist kein Feld, das diese Anfrage annimmt', pl: '{{field}} nie jest polem, które przyjmuje to żądanie' },
  'VALIDATION_FAILED.notText': { en: '{{field}} must be a text', de: '{{field}} muss ein Text sein', pl: '{{field}} musi być tekstem' },
  'VALIDATION_FAILED.valueNotText': { en: 'The value must be a text', de: 'Der Wert muss ein Text sein', pl: 'Wartość musi być tekstem' },
  // Field messages several modules' schemas share.
  'VALIDATION_FAILED.unknownField': { en: 'Unknown field', de: 'Unbekanntes Feld', pl: 'Nieznane pole' },
  'VALIDATION_FAILED.userIdRequired': { en: 'User id is required', de: 'Die Benutzer-ID fehlt', pl: 'Brak identyfikatora użytkownika' },
  'VALIDATION_FAILED.userIdFormat': { en: 'User id must be a valid id', de: 'Die Benutzer-ID muss eine gültige ID sein', pl: 'Identyfikator użytkownika musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.userIdFieldRequired': { en: 'userId is required', de: 'userId fehlt', pl: 'Brak userId' },
  'VALIDATION_FAILED.userIdFieldFormat': { en: 'userId must be a valid id', de: 'userId muss eine gültige ID sein', pl: 'userId musi być prawidłowym identyfikatorem' },
  INVALID_JSON: { en: 'The request body is not valid JSON.', de: 'Der Inhalt der Anfrage ist kein gültiges JSON.', pl: 'Treść żądania nie jest prawidłowym JSON.' },
  PAYLOAD_TOO_LARGE: { en: 'The request body is too large.', de: 'Der Inhalt der Anfrage ist zu groß.', pl: 'Treść żądania jest za duża.' },
  'PAYLOAD_TOO_LARGE.noBody': { en: 'This request takes no body.', de: 'Diese Anfrage nimmt keinen Inhalt an.', pl: 'To żądanie nie przyjmuje treści.' },
  UNSUPPORTED_MEDIA_TYPE: { en: 'This content type is not supported here.', de: 'Dieser Inhaltstyp wird hier nicht unterstützt.', pl: 'Ten typ treści nie jest tutaj obsługiwany.' },
  NOT_FOUND: { en: 'Not found.', de: 'Nicht gefunden.', pl: 'Nie znaleziono.' },
  'NOT_FOUND.apiRoute': { en: 'No API route for {{method}} {{path}}.', de: 'Keine API-Route für {{method}} {{path}}.', pl: 'Brak ścieżki API dla {{method}} {{path}}.' },
  'NOT_FOUND.status': { en: 'Not Found', de: 'Nicht gefunden', pl: 'Nie znaleziono' },
  METHOD_NOT_ALLOWED: { en: 'This method is not allowed here.', de: 'Diese Methode ist hier nicht erlaubt.', pl: 'Ta metoda nie jest tutaj dozwolona.' },
  'METHOD_NOT_ALLOWED.unserved': { en: 'The method {{method}} is not supported here.', de: 'Die Methode {{method}} wird hier nicht unterstützt.', pl: 'Metoda {{method}} nie jest tutaj obsługiwana.' },
  UNAUTHENTICATED: { en: 'You need a session for this. Reload the page to start one.', de: 'Dafür brauchst du eine Sitzung. Lade die Seite neu, um eine zu starten.', pl: 'Do tego potrzebujesz sesji. Wczytaj stronę ponownie, aby ją rozpocząć.' },
  FORBIDDEN: { en: 'You are not allowed to do this.', de: 'Das darfst du nicht.', pl: 'Nie możesz tego zrobić.' },
  'FORBIDDEN.ownAccount': { en: 'You can only do this for your own account.', de: 'Das geht nur für dein eigenes Konto.', pl: 'Możesz to zrobić tylko dla własnego konta.' },
  'FORBIDDEN.adminOnly': { en: 'Only admins may do this.', de: 'Das dürfen nur Admins.', pl: 'Mogą to robić tylko administratorzy.' },
  'FORBIDDEN.moderatorOnly': { en: 'Only moderators and admins may do this.', de: 'Das dürfen nur Moderatorinnen, Moderatoren und Admins.', pl: 'Mogą to robić tylko moderatorzy i administratorzy.' },
  CSRF_REJECTED: { en: 'Cross-site requests are not allowed. Use CleanQuest from its own site.', de: 'Anfragen von fremden Websites sind nicht erlaubt. Nutze CleanQuest über seine eigene Website.', pl: 'Żądania z innych witryn są niedozwolone. Korzystaj z CleanQuest na jego własnej stronie.' },
  CONFLICT: { en: 'This conflicts with the current state. Please reload and try again.', de: 'Das passt nicht zum aktuellen Stand. Bitte lade neu und versuche es erneut.', pl: 'To nie zgadza się z aktualnym stanem. Wczytaj stronę ponownie i spróbuj jeszcze raz.' },
  // Answered by the HTTP parser's clientError handler, before any header (Accept-Language too) is read: English on the wire.
  HEADERS_TOO_LARGE: { en: "The request headers are too large. Clearing this site's cookies may help.", de: 'Die Kopfzeilen der Anfrage sind zu groß. Es kann helfen, die Cookies dieser Website zu löschen.', pl: 'Nagłówki żądania są za duże. Może pomóc usunięcie plików cookie tej witryny.' },
  RATE_LIMITED: { en: 'Too many requests. Please try again later.', de: 'Zu viele Anfragen. Bitte versuche es später erneut.', pl: 'Zbyt wiele żądań. Spróbuj ponownie później.' },
  DATABASE_UNAVAILABLE: { en: 'The database is not reachable right now. Please try again in a moment.', de: 'Die Datenbank ist gerade nicht erreichbar. Bitte versuche es gleich noch einmal.', pl: 'Baza danych jest teraz niedostępna. Spróbuj ponownie za chwilę.' },
  NOT_READY: { en: 'Not ready: {{parts}}.', de: 'Nicht bereit: {{parts}}.', pl: 'Niegotowe: {{parts}}.' },
  'DATABASE_UNAVAILABLE.health': { en: 'The database is not reachable.', de: 'Die Datenbank ist nicht erreichbar.', pl: 'Baza danych jest niedostępna.' },
  INTERNAL: { en: 'Something went wrong on our side. Please try again.', de: 'Bei uns ist etwas schiefgelaufen. Bitte versuche es erneut.', pl: 'Coś poszło nie tak po naszej stronie. Spróbuj ponownie.' },
  USER_NOT_FOUND: { en: 'User not found.', de: 'Benutzer nicht gefunden.', pl: 'Nie znaleziono użytkownika.' },
  SESSION_CREATE_FAILED: { en: 'Failed to create guest session', de: 'Die Gastsitzung konnte nicht erstellt werden', pl: 'Nie udało się utworzyć sesji gościa' },
  HTTP_STATUS: { en: 'The request could not be processed.', de: 'Die Anfrage konnte nicht verarbeitet werden.', pl: 'Nie udało się przetworzyć żądania.' },
  HTTP_405: { en: 'Method Not Allowed', de: 'Diese Methode ist hier nicht erlaubt.', pl: 'Ta metoda nie jest tutaj dozwolona.' },
  UPLOAD_UNEXPECTED_FILE: { en: 'Send the photo in the "{{field}}" field, one file only.', de: 'Sende das Foto im Feld „{{field}}“, nur eine Datei.', pl: 'Wyślij zdjęcie w polu „{{field}}”, tylko jeden plik.' },
  UPLOAD_TOO_LARGE: { en: 'The form has too many or too large fields.', de: 'Das Formular hat zu viele oder zu große Felder.', pl: 'Formularz ma zbyt wiele lub zbyt duże pola.' },
  'UPLOAD_TOO_LARGE.file': { en: 'The file is too large.', de: 'Die Datei ist zu groß.', pl: 'Plik jest za duży.' },
  UPLOAD_MALFORMED: { en: 'The upload was incomplete or malformed. Please try again.', de: 'Der Upload war unvollständig oder fehlerhaft. Bitte versuche es erneut.', pl: 'Przesyłanie było niekompletne lub błędne. Spróbuj ponownie.' },
  // The Idempotency-Key header (http/idempotency.ts).
  IDEMPOTENCY_KEY_INVALID: { en: 'The Idempotency-Key header must be a UUID.', de: 'Die Kopfzeile Idempotency-Key muss eine UUID sein.', pl: 'Nagłówek Idempotency-Key musi być identyfikatorem UUID.' },
  IDEMPOTENCY_KEY_REUSED: { en: 'This Idempotency-Key was already used for another request.', de: 'Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.', pl: 'Ten Idempotency-Key został już użyty dla innego żądania.' },
  IDEMPOTENCY_IN_PROGRESS: {
    en: 'A request with this Idempotency-Key is still being processed. Please try again shortly.',
    de: 'Eine Anfrage mit diesem Idempotency-Key wird noch bearbeitet. Bitte versuche es gleich noch einmal.', pl: 'Żądanie z tym Idempotency-Key jest wciąż przetwarzane. Spróbuj ponownie za chwilę.',
  },
  IDEMPOTENCY_ANSWER_LOST: {
    en: 'This request was already carried out, but its answer was lost. Do not send it again.',
    de: 'Diese Anfrage wurde bereits ausgeführt, aber ihre Antwort ging verloren. Sende sie nicht noch einmal.', pl: 'To żądanie zostało już wykonane, ale jego odpowiedź zaginęła. Nie wysyłaj go ponownie.',
  },
  // The X-Queued-For header of a write sent from the device's queue (http/queued-for.ts).
  QUEUED_FOR_ANOTHER_PERSON: {
    en: 'This was made by someone else on this device. It is kept there and was not sent.',
    de: 'Das hat jemand anderes auf diesem Gerät erstellt. Es bleibt dort und wurde nicht gesendet.', pl: 'To zostało utworzone przez kogoś innego na tym urządzeniu. Pozostaje tam i nie zostało wysłane.',
  },
} as const satisfies ErrorTextCatalogue;
