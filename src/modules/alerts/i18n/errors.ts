import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ALERT_ERROR_MESSAGES as M, AlertErrorCodes as C } from '../contract';

/** The alerts module's error texts (http/error-texts.ts), and its failing-field messages. */
export const alertsErrorTexts = {
  [C.PUSH_OFF]: { en: M.PUSH_OFF, de: 'Push-Benachrichtigungen gibt es auf diesem Server nicht.', nl: 'Pushnotificaties zijn op deze server niet beschikbaar.' },
  [C.EMAIL_OFF]: { en: M.EMAIL_OFF, de: 'E-Mail-Benachrichtigungen gibt es auf diesem Server nicht.', nl: 'Notificaties per e-mail zijn op deze server niet beschikbaar.' },
  [C.BAD_ENDPOINT]: { en: M.BAD_ENDPOINT, de: 'Diese Adresse eines Push-Dienstes ist nicht erlaubt.', nl: 'Dit adres van een pushdienst is niet toegestaan.' },
  [C.BAD_KEYS]: { en: M.BAD_KEYS, de: 'Die Schlüssel dieses Push-Abonnements sind ungültig.', nl: 'De sleutels van dit pushabonnement zijn ongeldig.' },
  [C.DEVICE_TAKEN]: { en: M.DEVICE_TAKEN, de: 'Dieses Gerät bekommt die Push-Benachrichtigungen eines anderen Kontos. Abonniere es neu, um deine zu bekommen.', nl: 'Dit apparaat ontvangt de pushnotificaties van een ander account. Abonneer het opnieuw om de jouwe te ontvangen.' },
  'REGISTERED_ONLY.alerts': { en: M.REGISTERED_ONLY, de: 'Nur registrierte Personen können E-Mail-Benachrichtigungen bekommen. Erstelle zuerst ein Profil.', nl: 'Alleen geregistreerde mensen kunnen notificaties per e-mail ontvangen. Maak eerst een profiel aan.' },
  'RATE_LIMITED.alertsAddress': { en: M.ADDRESS_BUSY, de: 'Diese Adresse hat heute schon mehrere Bestätigungs-E-Mails bekommen. Bitte versuche es morgen noch einmal.', nl: 'Dit adres heeft vandaag al meerdere bevestigingsmails ontvangen. Probeer het morgen opnieuw.' },
  [C.BAD_TOKEN]: { en: M.BAD_TOKEN, de: 'Dieser Link ist nicht mehr gültig.', nl: 'Deze link is niet meer geldig.' },
  'RATE_LIMITED.alertsEmail': { en: M.TOO_MANY_MAILS, de: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.', nl: 'Je hebt in korte tijd veel bevestigingsmails aangevraagd. Probeer het over een uur opnieuw.' },
  'VALIDATION_FAILED.alertsEmailInvalid': { en: 'Not an e-mail address', de: 'Keine E-Mail-Adresse', nl: 'Geen e-mailadres' },
  'VALIDATION_FAILED.alertsEmailRequired': { en: 'Enter an e-mail address', de: 'Gib eine E-Mail-Adresse ein', nl: 'Voer een e-mailadres in' },
  'VALIDATION_FAILED.alertsToken': { en: 'Not a valid link', de: 'Kein gültiger Link', nl: 'Geen geldige link' },
  'VALIDATION_FAILED.alertsPushKey': { en: 'Not a base64url key', de: 'Kein base64url-Schlüssel', nl: 'Geen base64url-sleutel' },
  'VALIDATION_FAILED.alertsPushEndpoint': { en: 'Not a URL', de: 'Keine URL', nl: 'Geen URL' },
} as const satisfies ErrorTextCatalogue;
