import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { NOTIFICATIONS_READ_MAX_IDS } from '../contract';
import { READ_MESSAGES as M } from '../schemas';

/** The notifications module's error texts (http/error-texts.ts): the read call's field messages. */
export const notificationsErrorTexts = {
  'VALIDATION_FAILED.notificationIdInvalid': { en: M.idInvalid, de: 'Die Benachrichtigungs-ID muss eine gültige ID sein', pl: 'Identyfikator powiadomienia musi być prawidłowym identyfikatorem' },
  'VALIDATION_FAILED.notificationsTooMany': {
    en: M.tooMany,
    de: `Höchstens ${NOTIFICATIONS_READ_MAX_IDS} Benachrichtigungen können auf einmal als gelesen markiert werden`, pl: `Najwyżej ${NOTIFICATIONS_READ_MAX_IDS} powiadomień można naraz oznaczyć jako przeczytane`,
  },
  'VALIDATION_FAILED.notificationsIdsOrAll': { en: M.idsOrAll, de: 'Sende entweder ids oder all: true', pl: 'Wyślij albo ids, albo all: true' },
} as const satisfies ErrorTextCatalogue;
