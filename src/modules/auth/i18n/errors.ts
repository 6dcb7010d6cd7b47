import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REAUTH_ATTEMPTS } from '../server/rate-limit';
import { REAUTH_MESSAGES as R } from '../server/reauth';
import { AUTH_MESSAGES as M } from '../server/service';

/** The auth module's error texts (http/error-texts.ts). */
export const authErrorTexts = {
  REGISTERED_ONLY: { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Passkeys hinzufügen.', pl: 'Najpierw utwórz profil: klucze dostępu mogą dodawać tylko zarejestrowane konta.' },
  CHALLENGE_EXPIRED: { en: M.challengeExpired, de: 'Diese Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.', pl: 'To żądanie logowania wygasło. Spróbuj ponownie.' },
  PASSKEY_INVALID: { en: M.registrationFailed, de: 'Der Passkey konnte nicht registriert werden.', pl: 'Nie udało się zarejestrować klucza dostępu.' },
  PASSKEY_EXISTS: { en: 'This passkey is already registered.', de: 'Dieser Passkey ist bereits registriert.', pl: 'Ten klucz dostępu jest już zarejestrowany.' },
  PASSKEY_NOT_FOUND: { en: 'Passkey not found.', de: 'Passkey nicht gefunden.', pl: 'Nie znaleziono klucza dostępu.' },
  SIGNIN_FAILED: { en: M.signInFailed, de: 'Wir konnten dich mit diesem Passkey nicht anmelden.', pl: 'Nie udało się zalogować cię tym kluczem dostępu.' },
  RECOVERY_FAILED: { en: M.recoveryFailed, de: 'Benutzername und Wiederherstellungscode passen nicht zusammen.', pl: 'Nazwa użytkownika i kod odzyskiwania nie pasują do siebie.' },
  LAST_PASSKEY: { en: M.lastPasskey, de: 'Das ist dein einziger Passkey. Füge einen weiteren Passkey hinzu, bevor du diesen entfernst.', pl: 'To twój jedyny klucz dostępu. Dodaj inny klucz, zanim usuniesz ten.' },
  REAUTH_REQUIRED: { en: R.required, de: 'Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.', pl: 'Najpierw potwierdź kluczem dostępu: ta zmiana wymaga ponownego sprawdzenia klucza.' },
  REAUTH_EXPIRED: { en: R.expired, de: 'Diese Passkey-Prüfung ist abgelaufen oder wurde schon verwendet. Bitte bestätige erneut mit deinem Passkey.', pl: 'To sprawdzenie klucza dostępu wygasło lub zostało już użyte. Potwierdź ponownie kluczem dostępu.' },
  REAUTH_FAILED: { en: R.failed, de: 'Dieser Passkey konnte nicht bestätigen, dass du es bist. Verwende einen Passkey dieses Kontos.', pl: 'Ten klucz dostępu nie potwierdził, że to ty. Użyj klucza dostępu tego konta.' },
  NO_PASSKEY: { en: R.noPasskey, de: 'Dieses Konto hat keinen Passkey zum Bestätigen. Füge zuerst einen Passkey hinzu.', pl: 'To konto nie ma klucza dostępu do potwierdzenia. Najpierw dodaj klucz dostępu.' },
  SESSION_NOT_FOUND: { en: 'Session not found.', de: 'Sitzung nicht gefunden.', pl: 'Nie znaleziono sesji.' },
  'RATE_LIMITED.signIn': { en: TOO_MANY_ATTEMPTS, de: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.', pl: 'Zbyt wiele prób logowania. Odczekaj chwilę i spróbuj ponownie.' },
  'RATE_LIMITED.reauth': { en: TOO_MANY_REAUTH_ATTEMPTS, de: 'Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.', pl: 'Zbyt wiele nieudanych sprawdzeń klucza dostępu. Odczekaj chwilę i spróbuj ponownie.' },
} as const satisfies ErrorTextCatalogue;
