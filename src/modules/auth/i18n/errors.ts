import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REAUTH_ATTEMPTS } from '../server/rate-limit';
import { REAUTH_MESSAGES as R } from '../server/reauth';
import { AUTH_MESSAGES as M } from '../server/service';

/** The auth module's error texts (http/error-texts.ts). */
export const authErrorTexts = {
  REGISTERED_ONLY: { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Passkeys hinzufügen.', nl: 'Maak eerst je profiel aan: alleen geregistreerde accounts kunnen toegangssleutels toevoegen.' },
  CHALLENGE_EXPIRED: { en: M.challengeExpired, de: 'Diese Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.', nl: 'Dit inlogverzoek is verlopen. Probeer het opnieuw.' },
  PASSKEY_INVALID: { en: M.registrationFailed, de: 'Der Passkey konnte nicht registriert werden.', nl: 'De toegangssleutel kon niet worden geregistreerd.' },
  PASSKEY_EXISTS: { en: 'This passkey is already registered.', de: 'Dieser Passkey ist bereits registriert.', nl: 'Deze toegangssleutel is al geregistreerd.' },
  PASSKEY_NOT_FOUND: { en: 'Passkey not found.', de: 'Passkey nicht gefunden.', nl: 'Toegangssleutel niet gevonden.' },
  SIGNIN_FAILED: { en: M.signInFailed, de: 'Wir konnten dich mit diesem Passkey nicht anmelden.', nl: 'We konden je niet inloggen met deze toegangssleutel.' },
  RECOVERY_FAILED: { en: M.recoveryFailed, de: 'Benutzername und Wiederherstellungscode passen nicht zusammen.', nl: 'Deze gebruikersnaam en herstelcode horen niet bij elkaar.' },
  LAST_PASSKEY: { en: M.lastPasskey, de: 'Das ist dein einziger Passkey. Füge einen weiteren Passkey hinzu, bevor du diesen entfernst.', nl: 'Dit is je enige toegangssleutel. Voeg eerst een andere toe voordat je deze verwijdert.' },
  REAUTH_REQUIRED: { en: R.required, de: 'Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.', nl: 'Bevestig eerst met je toegangssleutel: voor deze wijziging is een nieuwe controle met je toegangssleutel nodig.' },
  REAUTH_EXPIRED: { en: R.expired, de: 'Diese Passkey-Prüfung ist abgelaufen oder wurde schon verwendet. Bitte bestätige erneut mit deinem Passkey.', nl: 'Deze controle met je toegangssleutel is verlopen of al gebruikt. Bevestig opnieuw met je toegangssleutel.' },
  REAUTH_FAILED: { en: R.failed, de: 'Dieser Passkey konnte nicht bestätigen, dass du es bist. Verwende einen Passkey dieses Kontos.', nl: 'Deze toegangssleutel kon niet bevestigen dat jij het bent. Gebruik een toegangssleutel van dit account.' },
  NO_PASSKEY: { en: R.noPasskey, de: 'Dieses Konto hat keinen Passkey zum Bestätigen. Füge zuerst einen Passkey hinzu.', nl: 'Dit account heeft geen toegangssleutel om mee te bevestigen. Voeg eerst een toegangssleutel toe.' },
  SESSION_NOT_FOUND: { en: 'Session not found.', de: 'Sitzung nicht gefunden.', nl: 'Sessie niet gevonden.' },
  'RATE_LIMITED.signIn': { en: TOO_MANY_ATTEMPTS, de: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.', nl: 'Te veel inlogpogingen. Wacht even en probeer het opnieuw.' },
  'RATE_LIMITED.reauth': { en: TOO_MANY_REAUTH_ATTEMPTS, de: 'Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.', nl: 'Te veel mislukte controles met een toegangssleutel. Wacht even en probeer het opnieuw.' },
} as const satisfies ErrorTextCatalogue;
