import { sessionUser } from '../../server/http/auth';
import { clientAddress, rateLimit } from '../../server/http/rate-limit';
import type { ServerModule } from '../../server/module';
import { CONFIG, DB } from '../../server/tokens';
import { REPORTS_API } from './contract';
import { REPORTS_REPO, REPORTS_SERVICE, reportsContainerModule } from './server/container';
import { reportsMigrations } from './server/migrations';
import { reportsPersonalData } from './server/personal-data';
import { reportsRouter, TOO_MANY_REPORTS } from './server/routes';
import { REPORTS_SETTINGS, reportsSettings } from './server/settings';
import { reportsErrorTexts } from './i18n/errors';

export const reportsModule: ServerModule = {
  id: 'reports',
  migrations: reportsMigrations,
  containerModule: reportsContainerModule,
  errorTexts: reportsErrorTexts,
  settings: reportsSettings,
  apiTokens: [REPORTS_API],
  createRouter: (c) => {
    const windowSeconds = c.get(CONFIG).rateLimitWindowSeconds;
    const { reportsPerUser, reportsPerAddress } = c.get(REPORTS_SETTINGS);
    const limit = rateLimit(
      c.get(DB),
      [
        { name: 'reports:user', points: reportsPerUser, windowSeconds, key: (ctx) => sessionUser(ctx).id },
        { name: 'reports:address', points: reportsPerAddress, windowSeconds, key: clientAddress },
      ],
      TOO_MANY_REPORTS,
    );
    return reportsRouter(c.get(REPORTS_SERVICE), { limit });
  },
  personalData: (c) => reportsPersonalData(c.get(REPORTS_REPO)),
};
