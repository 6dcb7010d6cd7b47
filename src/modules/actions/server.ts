import type { ServerModule } from '../../server/module';
import { ACTIONS_API } from './contract';
import { ACTIONS_SERVICE, actionsContainerModule } from './server/container';
import { actionsPersonalData } from './server/personal-data';
import { actionsRouter } from './server/routes';

/** actions: environmental action submissions (Submit Task). Needs the guest and gamification modules. */
export const actionsModule: ServerModule = {
  id: 'actions',
  containerModule: actionsContainerModule,
  apiTokens: [ACTIONS_API],
  createRouter: (c) => actionsRouter(c.get(ACTIONS_SERVICE)),
  personalData: () => actionsPersonalData(),
};
