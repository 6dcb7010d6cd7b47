import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REAUTH_ATTEMPTS } from '../server/rate-limit';
import { REAUTH_MESSAGES as R } from '../server/reauth';
import { AUTH_MESSAGES as M } from '../server/service';

/** The auth module's error texts (http/error-texts.ts). */
export const authErrorTexts = {
  REGISTERED_ONLY: { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Passkeys hinzufügen.', fr: "Crée d'abord ton profil : seuls les comptes inscrits peuvent ajouter des clés d'accès." },
  CHALLENGE_EXPIRED: { en: M.challengeExpired, de: 'Diese Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.', fr: 'Cette demande de connexion a expiré. Réessaie.' },
  PASSKEY_INVALID: { en: M.registrationFailed, de: 'Der Passkey konnte nicht registriert werden.', fr: "La clé d'accès n'a pas pu être enregistrée." },
  PASSKEY_EXISTS: { en: 'This passkey is already registered.', de: 'Dieser Passkey ist bereits registriert.', fr: "Cette clé d'accès est déjà enregistrée." },
  PASSKEY_NOT_FOUND: { en: 'Passkey not found.', de: 'Passkey nicht gefunden.', fr: "Clé d'accès introuvable." },
  SIGNIN_FAILED: { en: M.signInFailed, de: 'Wir konnten dich mit diesem Passkey nicht anmelden.', fr: "Nous n'avons pas pu te connecter avec cette clé d'accès." },
  RECOVERY_FAILED: { en: M.recoveryFailed, de: 'Benutzername und Wiederherstellungscode passen nicht zusammen.', fr: "Le nom d'utilisateur et le code de secours ne correspondent pas." },
  LAST_PASSKEY: { en: M.lastPasskey, de: 'Das ist dein einziger Passkey. Füge einen weiteren Passkey hinzu, bevor du diesen entfernst.', fr: "C'est ta seule clé d'accès. Ajoutes-en une autre avant de retirer celle-ci." },
  REAUTH_REQUIRED: { en: R.required, de: 'Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.', fr: "Confirme d'abord avec ta clé d'accès : ce changement nécessite une nouvelle vérification par clé d'accès." },
  REAUTH_EXPIRED: { en: R.expired, de: 'Diese Passkey-Prüfung ist abgelaufen oder wurde schon verwendet. Bitte bestätige erneut mit deinem Passkey.', fr: "Cette vérification par clé d'accès a expiré ou a déjà été utilisée. Confirme de nouveau avec ta clé d'accès." },
  REAUTH_FAILED: { en: R.failed, de: 'Dieser Passkey konnte nicht bestätigen, dass du es bist. Verwende einen Passkey dieses Kontos.', fr: "Cette clé d'accès n'a pas pu confirmer que c'est bien toi. Utilise une clé d'accès de ce compte." },
  NO_PASSKEY: { en: R.noPasskey, de: 'Dieses Konto hat keinen Passkey zum Bestätigen. Füge zuerst einen Passkey hinzu.', fr: "Ce compte n'a pas de clé d'accès pour confirmer. Ajoute d'abord une clé d'accès." },
  SESSION_NOT_FOUND: { en: 'Session not found.', de: 'Sitzung nicht gefunden.', fr: 'Session introuvable.' },
  'RATE_LIMITED.signIn': { en: TOO_MANY_ATTEMPTS, de: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.', fr: 'Trop de tentatives de connexion. Patiente un moment et réessaie.' },
  'RATE_LIMITED.reauth': { en: TOO_MANY_REAUTH_ATTEMPTS, de: 'Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.', fr: "Trop de vérifications par clé d'accès ont échoué. Patiente un moment et réessaie." },
} as const satisfies ErrorTextCatalogue;
