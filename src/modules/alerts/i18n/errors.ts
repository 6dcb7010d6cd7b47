import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { ALERT_ERROR_MESSAGES as M, AlertErrorCodes as C } from '../contract';

/** The alerts module's error texts (http/error-texts.ts), and its failing-field messages. */
export const alertsErrorTexts = {
  [C.PUSH_OFF]: { en: M.PUSH_OFF, de: 'Push-Benachrichtigungen gibt es auf diesem Server nicht.', ar: 'التنبيهات الفورية غير متاحة على هذا الخادم.' },
  [C.EMAIL_OFF]: { en: M.EMAIL_OFF, de: 'E-Mail-Benachrichtigungen gibt es auf diesem Server nicht.', ar: 'التنبيهات بالبريد الإلكتروني غير متاحة على هذا الخادم.' },
  [C.BAD_ENDPOINT]: { en: M.BAD_ENDPOINT, de: 'Diese Adresse eines Push-Dienstes ist nicht erlaubt.', ar: 'عنوان خدمة الإشعارات الفورية هذا غير مسموح به.' },
  [C.BAD_KEYS]: { en: M.BAD_KEYS, de: 'Die Schlüssel dieses Push-Abonnements sind ungültig.', ar: 'مفاتيح اشتراك الإشعارات الفورية هذا غير صالحة.' },
  [C.DEVICE_TAKEN]: { en: M.DEVICE_TAKEN, de: 'Dieses Gerät bekommt die Push-Benachrichtigungen eines anderen Kontos. Abonniere es neu, um deine zu bekommen.', ar: 'يتلقّى هذا الجهاز التنبيهات الفورية لحساب آخر. اشترك به من جديد لتتلقّى تنبيهاتك.' },
  'REGISTERED_ONLY.alerts': { en: M.REGISTERED_ONLY, de: 'Nur registrierte Personen können E-Mail-Benachrichtigungen bekommen. Erstelle zuerst ein Profil.', ar: 'لا يتلقّى التنبيهات بالبريد الإلكتروني إلا المسجَّلون. أنشئ ملفًا شخصيًا أولًا.' },
  'RATE_LIMITED.alertsAddress': { en: M.ADDRESS_BUSY, de: 'Diese Adresse hat heute schon mehrere Bestätigungs-E-Mails bekommen. Bitte versuche es morgen noch einmal.', ar: 'تلقّى هذا العنوان عدة رسائل تأكيد اليوم. يُرجى المحاولة مرة أخرى غدًا.' },
  [C.BAD_TOKEN]: { en: M.BAD_TOKEN, de: 'Dieser Link ist nicht mehr gültig.', ar: 'هذا الرابط لم يعد صالحًا.' },
  'RATE_LIMITED.alertsEmail': { en: M.TOO_MANY_MAILS, de: 'Du hast in kurzer Zeit viele Bestätigungs-E-Mails angefordert. Bitte versuche es in einer Stunde noch einmal.', ar: 'طلبت رسائل تأكيد كثيرة في وقت قصير. يُرجى المحاولة مرة أخرى بعد ساعة.' },
  'VALIDATION_FAILED.alertsEmailInvalid': { en: 'Not an e-mail address', de: 'Keine E-Mail-Adresse', ar: 'ليس عنوان بريد إلكتروني' },
  'VALIDATION_FAILED.alertsEmailRequired': { en: 'Enter an e-mail address', de: 'Gib eine E-Mail-Adresse ein', ar: 'أدخل عنوان بريد إلكتروني' },
  'VALIDATION_FAILED.alertsToken': { en: 'Not a valid link', de: 'Kein gültiger Link', ar: 'ليس رابطًا صالحًا' },
  'VALIDATION_FAILED.alertsPushKey': { en: 'Not a base64url key', de: 'Kein base64url-Schlüssel', ar: 'ليس مفتاح base64url' },
  'VALIDATION_FAILED.alertsPushEndpoint': { en: 'Not a URL', de: 'Keine URL', ar: 'ليس عنوان URL' },
} as const satisfies ErrorTextCatalogue;
