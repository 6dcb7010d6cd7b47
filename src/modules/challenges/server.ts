import type { ServerModule } from '../../server/module';
import { CHALLENGES_API } from './contract';
import { challengesErrorTexts } from './i18n/errors';
import { CHALLENGES_REPO, CHALLENGES_SERVICE, challengesContainerModule } from './server/container';
import { challengesPersonalData } from './server/personal-data';
import { challengesRouter } from './server/routes';
import { seedDemoChallenges } from './server/seed';

/**
 * challenges (issue 24): community challenges counted from verified cleanups (`tasks.completed`),
 * `GET /api/challenges`, `GET /api/challenges/:id`, `POST /api/challenges`; the 'Challenge completed'
 * achievement through GamificationApi.award. Uses the teams and litter modules when they are loaded.
 */
export const challengesModule: ServerModule = {
  id: 'challenges',
  containerModule: challengesContainerModule,
  errorTexts: challengesErrorTexts,
  apiTokens: [CHALLENGES_API],
  createRouter: (c) => challengesRouter(c.get(CHALLENGES_SERVICE)),
  personalData: (c) => challengesPersonalData(c.get(CHALLENGES_REPO)),
  seedDemo: (c, unit) => seedDemoChallenges(c, unit),
};
