import type { ServerModule } from '../../server/module';
import { CONFIG } from '../../server/tokens';
import { REPORTS_API } from './contract';
import { REPORTS_REPO, REPORTS_SERVICE, reportsContainerModule } from './server/container';
import { reportsPersonalData } from './server/personal-data';
import { reportsRouter } from './server/routes';
import { REPORTS_SETTINGS, reportsSettings } from './server/settings';
import { reportsErrorTexts } from './i18n/errors';

export const reportsModule: ServerModule = {
  id: 'reports',
  containerModule: reportsContainerModule,
  errorTexts: reportsErrorTexts,
  settings: reportsSettings,
  apiTokens: [REPORTS_API],
  createRouter: (c) => {
    const windowSeconds = c.get(CONFIG).rateLimitWindowSeconds;
    const { reportsPerUser, reportsPerAddress } = c.get(REPORTS_SETTINGS);
    const limits = { perPerson: { points: reportsPerUser, windowSeconds }, perAddress: { points: reportsPerAddress, windowSeconds } };
    return reportsRouter(c.get(REPORTS_SERVICE), { limits });
  },
  personalData: (c) => reportsPersonalData(c.get(REPORTS_REPO)),
};
