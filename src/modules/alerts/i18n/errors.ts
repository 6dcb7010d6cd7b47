import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ALERT_ERROR_MESSAGES as M, AlertErrorCodes as C } from '../contract';

/** The alerts module's error texts (http/error-texts.ts), and its failing-field messages. */
export const alertsErrorTexts = {
  [C.PUSH_OFF]: { en: M.PUSH_OFF, de: 'Push-Benachrichtigungen gibt es auf diesem Server nicht.', pl: 'Powiadomienia push nie są dostępne na tym serwerze.' },
  [C.EMAIL_OFF]: { en: M.EMAIL_OFF, de: 'E-Mail-Benachrichtigungen gibt es auf diesem Server nicht.', pl: 'Powiadomienia e-mailem nie są dostępne na tym serwerze.' },
  [C.BAD_ENDPOINT]: { en: M.BAD_ENDPOINT, de: 'Diese Adresse eines Push-Dienstes ist nicht erlaubt.', pl: 'Ten adres usługi push jest niedozwolony.' },
  [C.BAD_KEYS]: { en: M.BAD_KEYS, de: 'Die Schlüssel dieses Push-Abonnements sind ungültig.', pl: 'Klucze tej subskrypcji push są nieprawidłowe.' },
  [C.DEVICE_TAKEN]: { en: M.DEVICE_TAKEN, de: 'Dieses Gerät bekommt die Push-Benachrichtigungen eines anderen Kontos. Abonniere es neu, um deine zu bekommen.', pl: 'To urządzenie otrzymuje powiadomienia push innego konta. Zasubskrybuj je ponownie, aby otrzymywać swoje.' },
  'REGISTERED_ONLY.alerts': { en: M.REGISTERED_ONLY, de: 'Nur registrierte Personen können E-Mail-Benachrichtigungen bekommen. Erstelle zuerst ein Profil.', pl: 'Powiadomienia e-mailem mogą otrzymywać tylko zarejestrowane osoby. Najpierw utwórz profil.' },
  'RATE_LIMITED.alertsAddress': { en: M.ADDRESS_BUSY, de: 'Diese Adresse hat heute schon mehrere Bestätigungs-E-Mails bekommen. Bitte versuche es morgen noch einmal.', pl: 'Ten adres otrzymał dziś już kilka e-maili potwierdzających. Spróbuj ponownie jutro.' },
  [C.BAD_TOKEN]: { en: M.BAD_TOKEN, de: 'Dieser Link ist nicht mehr gültig.', pl: 'Ten link nie jest już ważny.' },
  'RATE_LIMITED.alertsEmail': { en: M.TOO_MANY_MAILS, de: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.', pl: 'Zamówiono wiele e-maili potwierdzających w krótkim czasie. Spróbuj ponownie za godzinę.' },
  'VALIDATION_FAILED.alertsEmailInvalid': { en: 'Not an e-mail address', de: 'Keine E-Mail-Adresse', pl: 'To nie jest adres e-mail' },
  'VALIDATION_FAILED.alertsEmailRequired': { en: 'Enter an e-mail address', de: 'Gib eine E-Mail-Adresse ein', pl: 'Wpisz adres e-mail' },
  'VALIDATION_FAILED.alertsToken': { en: 'Not a valid link', de: 'Kein gültiger Link', pl: 'To nie jest prawidłowy link' },
  'VALIDATION_FAILED.alertsPushKey': { en: 'Not a base64url key', de: 'Kein base64url-Schlüssel', pl: 'To nie jest klucz base64url' },
  'VALIDATION_FAILED.alertsPushEndpoint': { en: 'Not a URL', de: 'Keine URL', pl: 'To nie jest URL' },
} as const satisfies ErrorTextCatalogue;
