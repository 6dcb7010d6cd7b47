import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REAUTH_ATTEMPTS } from '../server/rate-limit';
import { REAUTH_MESSAGES as R } from '../server/reauth';
import { AUTH_MESSAGES as M } from '../server/service';

/** The auth module's error texts (http/error-texts.ts). */
export const authErrorTexts = {
  REGISTERED_ONLY: { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Passkeys hinzufügen.', it: 'Crea prima il tuo profilo: solo gli account registrati possono aggiungere passkey.' },
  CHALLENGE_EXPIRED: { en: M.challengeExpired, de: 'Diese Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.', it: 'Questa richiesta di accesso è scaduta. Riprova.' },
  PASSKEY_INVALID: { en: M.registrationFailed, de: 'Der Passkey konnte nicht registriert werden.', it: 'Non è stato possibile registrare la passkey.' },
  PASSKEY_EXISTS: { en: 'This passkey is already registered.', de: 'Dieser Passkey ist bereits registriert.', it: 'Questa passkey è già registrata.' },
  PASSKEY_NOT_FOUND: { en: 'Passkey not found.', de: 'Passkey nicht gefunden.', it: 'Passkey non trovata.' },
  SIGNIN_FAILED: { en: M.signInFailed, de: 'Wir konnten dich mit diesem Passkey nicht anmelden.', it: 'Non siamo riusciti a farti accedere con questa passkey.' },
  RECOVERY_FAILED: { en: M.recoveryFailed, de: 'Benutzername und Wiederherstellungscode passen nicht zusammen.', it: 'Nome utente e codice di recupero non corrispondono.' },
  LAST_PASSKEY: { en: M.lastPasskey, de: 'Das ist dein einziger Passkey. Füge einen weiteren Passkey hinzu, bevor du diesen entfernst.', it: 'Questa è la tua unica passkey. Aggiungine un\'altra prima di rimuovere questa.' },
  REAUTH_REQUIRED: { en: R.required, de: 'Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.', it: 'Conferma prima con la tua passkey: questa modifica richiede un nuovo controllo della passkey.' },
  REAUTH_EXPIRED: { en: R.expired, de: 'Diese Passkey-Prüfung ist abgelaufen oder wurde schon verwendet. Bitte bestätige erneut mit deinem Passkey.', it: 'Questo controllo della passkey è scaduto o è già stato usato. Conferma di nuovo con la tua passkey.' },
  REAUTH_FAILED: { en: R.failed, de: 'Dieser Passkey konnte nicht bestätigen, dass du es bist. Verwende einen Passkey dieses Kontos.', it: 'Questa passkey non ha potuto confermare che sei tu. Usa una passkey di questo account.' },
  NO_PASSKEY: { en: R.noPasskey, de: 'Dieses Konto hat keinen Passkey zum Bestätigen. Füge zuerst einen Passkey hinzu.', it: 'Questo account non ha una passkey con cui confermare. Aggiungi prima una passkey.' },
  SESSION_NOT_FOUND: { en: 'Session not found.', de: 'Sitzung nicht gefunden.', it: 'Sessione non trovata.' },
  'RATE_LIMITED.signIn': { en: TOO_MANY_ATTEMPTS, de: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.', it: 'Troppi tentativi di accesso. Aspetta un momento e riprova.' },
  'RATE_LIMITED.reauth': { en: TOO_MANY_REAUTH_ATTEMPTS, de: 'Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.', it: 'Troppi controlli della passkey non riusciti. Aspetta un momento e riprova.' },
} as const satisfies ErrorTextCatalogue;
