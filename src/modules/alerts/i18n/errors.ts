import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ALERT_ERROR_MESSAGES as M, AlertErrorCodes as C } from '../contract';

/** The alerts module's error texts (http/error-texts.ts), and its failing-field messages. */
export const alertsErrorTexts = {
  [C.PUSH_OFF]: { en: M.PUSH_OFF, de: 'Push-Benachrichtigungen gibt es auf diesem Server nicht.', it: 'Gli avvisi push non sono disponibili su questo server.' },
  [C.EMAIL_OFF]: { en: M.EMAIL_OFF, de: 'E-Mail-Benachrichtigungen gibt es auf diesem Server nicht.', it: 'Gli avvisi via e-mail non sono disponibili su questo server.' },
  [C.BAD_ENDPOINT]: { en: M.BAD_ENDPOINT, de: 'Diese Adresse eines Push-Dienstes ist nicht erlaubt.', it: 'Questo indirizzo di servizio push non è consentito.' },
  [C.BAD_KEYS]: { en: M.BAD_KEYS, de: 'Die Schlüssel dieses Push-Abonnements sind ungültig.', it: 'Le chiavi di questa iscrizione push non sono valide.' },
  [C.DEVICE_TAKEN]: { en: M.DEVICE_TAKEN, de: 'Dieses Gerät bekommt die Push-Benachrichtigungen eines anderen Kontos. Abonniere es neu, um deine zu bekommen.', it: 'Questo dispositivo riceve gli avvisi push di un altro account. Iscrivilo di nuovo per ricevere i tuoi.' },
  'REGISTERED_ONLY.alerts': { en: M.REGISTERED_ONLY, de: 'Nur registrierte Personen können E-Mail-Benachrichtigungen bekommen. Erstelle zuerst ein Profil.', it: 'Solo le persone registrate possono ricevere avvisi via e-mail. Crea prima un profilo.' },
  'RATE_LIMITED.alertsAddress': { en: M.ADDRESS_BUSY, de: 'Diese Adresse hat heute schon mehrere Bestätigungs-E-Mails bekommen. Bitte versuche es morgen noch einmal.', it: 'Questo indirizzo ha già ricevuto oggi diverse e-mail di conferma. Riprova domani.' },
  [C.BAD_TOKEN]: { en: M.BAD_TOKEN, de: 'Dieser Link ist nicht mehr gültig.', it: 'Questo link non è più valido.' },
  'RATE_LIMITED.alertsEmail': { en: M.TOO_MANY_MAILS, de: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.', it: 'Hai richiesto molte e-mail di conferma in poco tempo. Riprova tra un\'ora.' },
  'VALIDATION_FAILED.alertsEmailInvalid': { en: 'Not an e-mail address', de: 'Keine E-Mail-Adresse', it: 'Non è un indirizzo e-mail' },
  'VALIDATION_FAILED.alertsEmailRequired': { en: 'Enter an e-mail address', de: 'Gib eine E-Mail-Adresse ein', it: 'Inserisci un indirizzo e-mail' },
  'VALIDATION_FAILED.alertsToken': { en: 'Not a valid link', de: 'Kein gültiger Link', it: 'Non è un link valido' },
  'VALIDATION_FAILED.alertsPushKey': { en: 'Not a base64url key', de: 'Kein base64url-Schlüssel', it: 'Non è una chiave base64url' },
  'VALIDATION_FAILED.alertsPushEndpoint': { en: 'Not a URL', de: 'Keine URL', it: 'Non è un URL' },
} as const satisfies ErrorTextCatalogue;
