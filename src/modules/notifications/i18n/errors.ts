import type { ErrorTextCatalogue } from '../../../server/http/error-texts';
import { NOTIFICATIONS_READ_MAX_IDS } from '../contract';
import { READ_MESSAGES as M } from '../schemas';

/** The notifications module's error texts (http/error-texts.ts): the read call's field messages. */
export const notificationsErrorTexts = {
  'VALIDATION_FAILED.notificationIdInvalid': { en: M.idInvalid, de: 'Die Benachrichtigungs-ID muss eine gültige ID sein', fr: "L'identifiant de la notification doit être un identifiant valide", es: 'El identificador de la notificación debe ser un identificador válido', it: 'L\'ID della notifica deve essere un ID valido', nl: 'De id van de notificatie moet een geldige id zijn', pl: 'Identyfikator powiadomienia musi być prawidłowym identyfikatorem', ar: 'يجب أن يكون معرّف الإشعار معرّفًا صالحًا' },
  'VALIDATION_FAILED.notificationsTooMany': {
    en: M.tooMany,
    de: `Höchstens ${NOTIFICATIONS_READ_MAX_IDS} Benachrichtigungen können auf einmal als gelesen markiert werden`,
    fr: `Au maximum ${NOTIFICATIONS_READ_MAX_IDS} notifications peuvent être marquées comme lues à la fois`,
    es: `Como máximo se pueden marcar como leídas ${NOTIFICATIONS_READ_MAX_IDS} notificaciones a la vez`,
    it: `Si possono segnare come lette al massimo ${NOTIFICATIONS_READ_MAX_IDS} notifiche alla volta`,
    nl: `Er kunnen maximaal ${NOTIFICATIONS_READ_MAX_IDS} notificaties tegelijk als gelezen worden gemarkeerd`,
    pl: `Najwyżej ${NOTIFICATIONS_READ_MAX_IDS} powiadomień można naraz oznaczyć jako przeczytane`,
    ar: `يمكن تعليم ${NOTIFICATIONS_READ_MAX_IDS} إشعار على الأكثر دفعة واحدة`,
  },
  'VALIDATION_FAILED.notificationsIdsOrAll': { en: M.idsOrAll, de: 'Sende entweder ids oder all: true', fr: 'Envoie soit ids, soit all: true', es: 'Envía ids o all: true', it: 'Invia ids oppure all: true', nl: 'Stuur ofwel ids ofwel all: true', pl: 'Wyślij albo ids, albo all: true', ar: 'أرسل إما ids وإما all: true' },
} as const satisfies ErrorTextCatalogue;
