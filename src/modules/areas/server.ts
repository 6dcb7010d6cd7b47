import type { ServerModule } from '../../server/module';
import { AREAS_API } from './contract';
import { AREAS_REPO, AREAS_SERVICE, areasContainerModule } from './server/container';
import { areasPersonalData } from './server/personal-data';
import { areasRouter } from './server/routes';
import { areasErrorTexts } from './i18n/errors';

/**
 * areas: area alerts (issue 24). People name circles on the map (GET/POST /api/areas, DELETE
 * /api/areas/{id}); the tasks module's `tasks.created` and the events module's `events.created`
 * (outbox events) reach everyone whose circle holds the point as a notification (the notifications
 * module, found optionally: without it nobody is told).
 */
export const areasModule: ServerModule = {
  id: 'areas',
  containerModule: areasContainerModule,
  errorTexts: areasErrorTexts,
  apiTokens: [AREAS_API],
  createRouter: (c) => areasRouter(c.get(AREAS_SERVICE)),
  personalData: (c) => areasPersonalData(c.get(AREAS_REPO)),
};
