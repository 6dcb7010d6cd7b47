import type { ServerModule } from '../../server/module';
import { CLOCK } from '../../server/tokens';
import { TASKS_API } from './contract';
import { TASKS_SERVICE, tasksContainerModule } from './server/container';
import { tasksPersonalData } from './server/personal-data';
import { tasksRouter } from './server/routes';
import { seedDemoTasks } from './server/seed';

export const tasksModule: ServerModule = {
  id: 'tasks',
  containerModule: tasksContainerModule,
  apiTokens: [TASKS_API],
  createRouter: (c) => tasksRouter(c.get(TASKS_SERVICE)),
  seedDemo: (c, trx) => seedDemoTasks(c.get(TASKS_SERVICE), trx),
  personalData: (c) => tasksPersonalData(c.get(CLOCK)),
};
