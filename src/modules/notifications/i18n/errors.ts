import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { NOTIFICATIONS_READ_MAX_IDS } from '../contract';
import { READ_MESSAGES as M } from '../schemas';

/** The notifications module's error texts (http/error-texts.ts): the read call's field messages. */
export const notificationsErrorTexts = {
  'VALIDATION_FAILED.notificationIdInvalid': { en: M.idInvalid, de: 'Die Benachrichtigungs-ID muss eine gültige ID sein', ar: 'يجب أن يكون معرّف الإشعار معرّفًا صالحًا' },
  'VALIDATION_FAILED.notificationsTooMany': {
    en: M.tooMany,
    de: `Höchstens ${NOTIFICATIONS_READ_MAX_IDS} Benachrichtigungen können auf einmal als gelesen markiert werden`, ar: 'يمكن تعليم 100 إشعار على الأكثر دفعة واحدة',
  },
  'VALIDATION_FAILED.notificationsIdsOrAll': { en: M.idsOrAll, de: 'Sende entweder ids oder all: true', ar: 'أرسل إما ids وإما all: true' },
} as const satisfies ErrorTextCatalogue;
