import type { ServerModule } from '../../server/module';
import { CONFIG, ERROR_TEXTS, LOGGER } from '../../server/tokens';
import { open311ErrorTexts } from './i18n/errors';
import { OPEN311_SERVICE, open311ContainerModule } from './server/container';
import { open311Routes } from './server/routes';
import { OPEN311_SETTINGS, open311Settings } from './server/settings';

/**
 * open311: an Open311 GeoReport v2 server at /open311/v2 (outside /api: the protocol's own paths,
 * formats and errors). It owns no table; it reads through the tasks, reports, photos and embed
 * modules' contracts and creates partners' reports through the reports module's.
 */
export const open311Module: ServerModule = {
  id: 'open311',
  errorTexts: open311ErrorTexts,
  settings: open311Settings,
  containerModule: open311ContainerModule,
  outsideApi: (c) => {
    const perTarget = { points: c.get(OPEN311_SETTINGS).requestsPerPartner, windowSeconds: c.get(CONFIG).rateLimitWindowSeconds };
    return open311Routes(c.get(OPEN311_SERVICE), { texts: c.get(ERROR_TEXTS), log: c.get(LOGGER), createLimits: { perTarget } });
  },
};
