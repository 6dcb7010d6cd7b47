import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REAUTH_ATTEMPTS } from '../server/rate-limit';
import { REAUTH_MESSAGES as R } from '../server/reauth';
import { AUTH_MESSAGES as M } from '../server/service';

/** The auth module's error texts (http/error-texts.ts). */
export const authErrorTexts = {
  REGISTERED_ONLY: { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Passkeys hinzufügen.', fr: "Crée d'abord ton profil : seuls les comptes inscrits peuvent ajouter des clés d'accès.", es: 'Crea primero tu perfil: solo las cuentas registradas pueden añadir llaves de acceso.' },
  CHALLENGE_EXPIRED: { en: M.challengeExpired, de: 'Diese Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.', fr: 'Cette demande de connexion a expiré. Réessaie.', es: 'Esta solicitud de inicio de sesión ha caducado. Vuelve a intentarlo.' },
  PASSKEY_INVALID: { en: M.registrationFailed, de: 'Der Passkey konnte nicht registriert werden.', fr: "La clé d'accès n'a pas pu être enregistrée.", es: 'No se ha podido registrar la llave de acceso.' },
  PASSKEY_EXISTS: { en: 'This passkey is already registered.', de: 'Dieser Passkey ist bereits registriert.', fr: "Cette clé d'accès est déjà enregistrée.", es: 'Esta llave de acceso ya está registrada.' },
  PASSKEY_NOT_FOUND: { en: 'Passkey not found.', de: 'Passkey nicht gefunden.', fr: "Clé d'accès introuvable.", es: 'No se ha encontrado la llave de acceso.' },
  SIGNIN_FAILED: { en: M.signInFailed, de: 'Wir konnten dich mit diesem Passkey nicht anmelden.', fr: "Nous n'avons pas pu te connecter avec cette clé d'accès.", es: 'No hemos podido iniciar tu sesión con esta llave de acceso.' },
  RECOVERY_FAILED: { en: M.recoveryFailed, de: 'Benutzername und Wiederherstellungscode passen nicht zusammen.', fr: "Le nom d'utilisateur et le code de secours ne correspondent pas.", es: 'Este nombre de usuario y este código de recuperación no coinciden.' },
  LAST_PASSKEY: { en: M.lastPasskey, de: 'Das ist dein einziger Passkey. Füge einen weiteren Passkey hinzu, bevor du diesen entfernst.', fr: "C'est ta seule clé d'accès. Ajoutes-en une autre avant de retirer celle-ci.", es: 'Esta es tu única llave de acceso. Añade otra antes de quitar esta.' },
  REAUTH_REQUIRED: { en: R.required, de: 'Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.', fr: "Confirme d'abord avec ta clé d'accès : ce changement nécessite une nouvelle vérification par clé d'accès.", es: 'Confirma primero con tu llave de acceso: este cambio necesita una nueva comprobación de la llave de acceso.' },
  REAUTH_EXPIRED: { en: R.expired, de: 'Diese Passkey-Prüfung ist abgelaufen oder wurde schon verwendet. Bitte bestätige erneut mit deinem Passkey.', fr: "Cette vérification par clé d'accès a expiré ou a déjà été utilisée. Confirme de nouveau avec ta clé d'accès.", es: 'Esta comprobación de la llave de acceso ha caducado o ya se ha usado. Vuelve a confirmar con tu llave de acceso.' },
  REAUTH_FAILED: { en: R.failed, de: 'Dieser Passkey konnte nicht bestätigen, dass du es bist. Verwende einen Passkey dieses Kontos.', fr: "Cette clé d'accès n'a pas pu confirmer que c'est bien toi. Utilise une clé d'accès de ce compte.", es: 'Esta llave de acceso no ha podido confirmar que eres tú. Usa una llave de acceso de esta cuenta.' },
  NO_PASSKEY: { en: R.noPasskey, de: 'Dieses Konto hat keinen Passkey zum Bestätigen. Füge zuerst einen Passkey hinzu.', fr: "Ce compte n'a pas de clé d'accès pour confirmer. Ajoute d'abord une clé d'accès.", es: 'Esta cuenta no tiene ninguna llave de acceso con la que confirmar. Añade primero una llave de acceso.' },
  SESSION_NOT_FOUND: { en: 'Session not found.', de: 'Sitzung nicht gefunden.', fr: 'Session introuvable.', es: 'No se ha encontrado la sesión.' },
  'RATE_LIMITED.signIn': { en: TOO_MANY_ATTEMPTS, de: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.', fr: 'Trop de tentatives de connexion. Patiente un moment et réessaie.', es: 'Demasiados intentos de inicio de sesión. Espera un momento y vuelve a intentarlo.' },
  'RATE_LIMITED.reauth': { en: TOO_MANY_REAUTH_ATTEMPTS, de: 'Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.', fr: "Trop de vérifications par clé d'accès ont échoué. Patiente un moment et réessaie.", es: 'Demasiadas comprobaciones fallidas de la llave de acceso. Espera un momento y vuelve a intentarlo.' },
} as const satisfies ErrorTextCatalogue;
