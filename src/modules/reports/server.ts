import type { ServerModule } from '../../server/module';
import { REPORTS_API } from './contract';
import { REPORTS_SERVICE, reportsContainerModule } from './server/container';
import { reportsPersonalData } from './server/personal-data';
import { reportsRouter } from './server/routes';
import { reportsErrorTexts } from './i18n/errors';

export const reportsModule: ServerModule = {
  id: 'reports',
  containerModule: reportsContainerModule,
  errorTexts: reportsErrorTexts,
  apiTokens: [REPORTS_API],
  createRouter: (c) => reportsRouter(c.get(REPORTS_SERVICE)),
  personalData: () => reportsPersonalData(),
};
