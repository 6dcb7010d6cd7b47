import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { TOO_MANY_ATTEMPTS, TOO_MANY_REAUTH_ATTEMPTS } from '../server/rate-limit';
import { REAUTH_MESSAGES as R } from '../server/reauth';
import { AUTH_MESSAGES as M } from '../server/service';

/** The auth module's error texts (http/error-texts.ts). */
export const authErrorTexts = {
  REGISTERED_ONLY: { en: M.registeredOnly, de: 'Erstelle zuerst dein Profil: Nur registrierte Konten können Passkeys hinzufügen.', ar: 'أنشئ ملفك الشخصي أولًا: لا تضيف مفاتيحَ المرور إلا الحساباتُ المسجَّلة.' },
  CHALLENGE_EXPIRED: { en: M.challengeExpired, de: 'Diese Anmeldeanfrage ist abgelaufen. Bitte versuche es erneut.', ar: 'انتهت صلاحية طلب تسجيل الدخول هذا. يُرجى المحاولة مرة أخرى.' },
  PASSKEY_INVALID: { en: M.registrationFailed, de: 'Der Passkey konnte nicht registriert werden.', ar: 'تعذّر تسجيل مفتاح المرور.' },
  PASSKEY_EXISTS: { en: 'This passkey is already registered.', de: 'Dieser Passkey ist bereits registriert.', ar: 'مفتاح المرور هذا مسجَّل بالفعل.' },
  PASSKEY_NOT_FOUND: { en: 'Passkey not found.', de: 'Passkey nicht gefunden.', ar: 'لم يُعثر على مفتاح المرور.' },
  SIGNIN_FAILED: { en: M.signInFailed, de: 'Wir konnten dich mit diesem Passkey nicht anmelden.', ar: 'تعذّر تسجيل دخولك بمفتاح المرور هذا.' },
  RECOVERY_FAILED: { en: M.recoveryFailed, de: 'Benutzername und Wiederherstellungscode passen nicht zusammen.', ar: 'اسم المستخدم ورمز الاسترداد هذان غير متطابقين.' },
  LAST_PASSKEY: { en: M.lastPasskey, de: 'Das ist dein einziger Passkey. Füge einen weiteren Passkey hinzu, bevor du diesen entfernst.', ar: 'هذا مفتاح المرور الوحيد لديك. أضف مفتاح مرور آخر قبل إزالة هذا.' },
  REAUTH_REQUIRED: { en: R.required, de: 'Bestätige zuerst mit deinem Passkey: Für diese Änderung ist eine neue Passkey-Prüfung nötig.', ar: 'أكِّد بمفتاح المرور أولًا: يحتاج هذا التغيير إلى تحقق جديد بمفتاح المرور.' },
  REAUTH_EXPIRED: { en: R.expired, de: 'Diese Passkey-Prüfung ist abgelaufen oder wurde schon verwendet. Bitte bestätige erneut mit deinem Passkey.', ar: 'انتهت صلاحية هذا التحقق بمفتاح المرور أو سبق استخدامه. يُرجى التأكيد بمفتاح المرور مرة أخرى.' },
  REAUTH_FAILED: { en: R.failed, de: 'Dieser Passkey konnte nicht bestätigen, dass du es bist. Verwende einen Passkey dieses Kontos.', ar: 'تعذّر على مفتاح المرور هذا تأكيد هويتك. استخدم مفتاح مرور لهذا الحساب.' },
  NO_PASSKEY: { en: R.noPasskey, de: 'Dieses Konto hat keinen Passkey zum Bestätigen. Füge zuerst einen Passkey hinzu.', ar: 'ليس لهذا الحساب مفتاح مرور للتأكيد به. أضف مفتاح مرور أولًا.' },
  SESSION_NOT_FOUND: { en: 'Session not found.', de: 'Sitzung nicht gefunden.', ar: 'لم يُعثر على الجلسة.' },
  'RATE_LIMITED.signIn': { en: TOO_MANY_ATTEMPTS, de: 'Zu viele Anmeldeversuche. Bitte warte einen Moment und versuche es erneut.', ar: 'محاولات تسجيل دخول كثيرة جدًا. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.' },
  'RATE_LIMITED.reauth': { en: TOO_MANY_REAUTH_ATTEMPTS, de: 'Zu viele fehlgeschlagene Passkey-Prüfungen. Bitte warte einen Moment und versuche es erneut.', ar: 'محاولات تحقق فاشلة كثيرة جدًا بمفتاح المرور. يُرجى الانتظار لحظة ثم المحاولة مرة أخرى.' },
} as const satisfies ErrorTextCatalogue;
