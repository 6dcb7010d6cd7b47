import type { ServerModule } from '../../server/module';
import { REPORTS_API } from './contract';
import { REPORTS_SERVICE, reportsContainerModule } from './server/container';
import { reportsPersonalData } from './server/personal-data';
import { reportsRouter } from './server/routes';

export const reportsModule: ServerModule = {
  id: 'reports',
  containerModule: reportsContainerModule,
  apiTokens: [REPORTS_API],
  createRouter: (c) => reportsRouter(c.get(REPORTS_SERVICE)),
  personalData: () => reportsPersonalData(),
};
