import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { NOTIFICATIONS_READ_MAX_IDS } from '../contract';
import { READ_MESSAGES as M } from '../schemas';

/** The notifications module's error texts (http/error-texts.ts): the read call's field messages. */
export const notificationsErrorTexts = {
  'VALIDATION_FAILED.notificationIdInvalid': { en: M.idInvalid, de: 'Die Benachrichtigungs-ID muss eine gültige ID sein', nl: 'De id van de notificatie moet een geldige id zijn' },
  'VALIDATION_FAILED.notificationsTooMany': {
    en: M.tooMany,
    de: `Höchstens ${NOTIFICATIONS_READ_MAX_IDS} Benachrichtigungen können auf einmal als gelesen markiert werden`,
    nl: `Er kunnen maximaal ${NOTIFICATIONS_READ_MAX_IDS} notificaties tegelijk als gelezen worden gemarkeerd`,
  },
  'VALIDATION_FAILED.notificationsIdsOrAll': { en: M.idsOrAll, de: 'Sende entweder ids oder all: true', nl: 'Stuur ofwel ids ofwel all: true' },
} as const satisfies ErrorTextCatalogue;
