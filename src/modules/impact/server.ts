import type { ServerModule } from '../../server/module';
import { publicReadCors } from '../../server/http/cors';
import { CONFIG } from '../../server/tokens';
import { openDataAttribution } from '../opendata/contract';
import { IMPACT_SERVICE, impactContainerModule } from './server/container';
import { impactRouter, PUBLIC_PATHS } from './server/routes';
import type { ImpactService } from './server/service';

/**
 * impact: a partner's public impact page (GET /api/partners/{id}/impact) and the recurring hotspots as
 * open data (GET /api/open-data/hotspots.geojson). Owns no table; needs the embed, tasks, actions and
 * photos modules (their Apis).
 */
export const impactModule: ServerModule = {
  id: 'impact',
  containerModule: impactContainerModule,
  apiTokens: [IMPACT_SERVICE],
  // Other sites' CORS preflights need no session, CSRF check or body parser.
  earlyMiddleware: () => [publicReadCors({ paths: PUBLIC_PATHS })],
  createRouter: (c) => impactRouter(c.get<ImpactService>(IMPACT_SERVICE), { attribution: openDataAttribution(c.get(CONFIG).publicUrl.origin) }),
};
