import type { ServerModule } from '../../server/module';
import { CONFIG, ERROR_TEXTS, LOGGER, OUTBOUND } from '../../server/tokens';
import { open311ErrorTexts } from './i18n/errors';
import { CITY_CONNECTIONS, CITY_FILER, CITY_FILINGS_REPO, OPEN311_SERVICE, open311ContainerModule } from './server/container';
import { cityAdminRouter, cityRouter } from './server/city/routes';
import { cityJobs, cityPersonalData } from './server/city/wiring';
import { open311Routes } from './server/routes';
import { OPEN311_SETTINGS, open311Settings } from './server/settings';

/**
 * open311: an Open311 GeoReport v2 server at /open311/v2 (outside /api: the protocol's own paths,
 * formats and errors). It reads through the tasks, reports, photos and embed modules' contracts and
 * creates partners' reports through the reports module's. Issue 42: it is also a GeoReport v2
 * client that files hazardous reports with the city's own system (CITY_OPEN311_*) and follows their
 * status; it owns city_filings for that.
 */
export const open311Module: ServerModule = {
  id: 'open311',
  errorTexts: open311ErrorTexts,
  settings: open311Settings,
  containerModule: open311ContainerModule,
  // The filer subscribes to tasks.created when it is built: at start-up.
  apiTokens: [CITY_FILER],
  createRouter: (c) => cityRouter(c.get(CITY_FILER)),
  adminRouter: (c) => cityAdminRouter(c.get(CITY_FILER), c.get(CITY_CONNECTIONS), c.get(OUTBOUND)),
  jobs: (c) => cityJobs(c.get(CITY_FILER)),
  personalData: (c) => cityPersonalData(c.get(CITY_FILINGS_REPO)),
  outsideApi: (c) => {
    const perTarget = { points: c.get(OPEN311_SETTINGS).requestsPerPartner, windowSeconds: c.get(CONFIG).rateLimitWindowSeconds };
    return open311Routes(c.get(OPEN311_SERVICE), { texts: c.get(ERROR_TEXTS), log: c.get(LOGGER), createLimits: { perTarget } });
  },
};
