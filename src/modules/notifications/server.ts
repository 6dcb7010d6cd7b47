import type { ServerModule } from '../../server/module';
import { NOTIFICATIONS_API } from './contract';
import { NOTIFICATIONS_REPO, NOTIFICATIONS_SERVICE, notificationsContainerModule } from './server/container';
import { notificationsPersonalData } from './server/personal-data';
import { notificationsRouter } from './server/routes';
import { notificationsErrorTexts } from './i18n/errors';

/**
 * notifications: the in-app notification list (GET /api/notifications, POST /api/notifications/read)
 * and NotificationsApi.notify for the modules whose events it tells about (tasks, actions, photos),
 * which find it optionally: without this module they notify nobody.
 */
export const notificationsModule: ServerModule = {
  id: 'notifications',
  containerModule: notificationsContainerModule,
  errorTexts: notificationsErrorTexts,
  apiTokens: [NOTIFICATIONS_API],
  createRouter: (c) => notificationsRouter(c.get(NOTIFICATIONS_SERVICE)),
  personalData: (c) => notificationsPersonalData(c.get(NOTIFICATIONS_REPO)),
};
