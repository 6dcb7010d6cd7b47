import type { ServerModule } from '../../server/module';
import { GAMIFICATION_API } from './contract';
import { GAMIFICATION_REPO, GAMIFICATION_SERVICE, GAMIFICATION_TEAM_BOARD, gamificationContainerModule } from './server/container';
import { gamificationPersonalData } from './server/personal-data';
import { gamificationRouter } from './server/routes';

/** gamification: reward ledger, levels, achievements, leaderboard. Needs the guest module. */
export const gamificationModule: ServerModule = {
  id: 'gamification',
  containerModule: gamificationContainerModule,
  apiTokens: [GAMIFICATION_API],
  createRouter: (c) => gamificationRouter(c.get(GAMIFICATION_SERVICE), c.get(GAMIFICATION_TEAM_BOARD)),
  personalData: (c) => gamificationPersonalData(c.get(GAMIFICATION_REPO)),
};
