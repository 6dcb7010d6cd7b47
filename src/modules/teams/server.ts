import type { ServerModule } from '../../server/module';
import { TEAMS_API } from './contract';
import { teamsErrorTexts } from './i18n/errors';
import { TEAMS_REPO, TEAMS_SERVICE, teamsContainerModule } from './server/container';
import { teamsPersonalData } from './server/personal-data';
import { teamsRouter } from './server/routes';

/**
 * teams: teams with invite codes (/api/teams/*), TeamsApi for other modules, and who is in which
 * team for the gamification module's team leaderboard (its TEAM_MEMBERSHIP_SOURCE port). Needs the
 * guest module (member names); the gamification module is optional (a team's rank).
 */
export const teamsModule: ServerModule = {
  id: 'teams',
  containerModule: teamsContainerModule,
  errorTexts: teamsErrorTexts,
  apiTokens: [TEAMS_API],
  createRouter: (c) => teamsRouter(c.get(TEAMS_SERVICE)),
  personalData: (c) => teamsPersonalData(c.get(TEAMS_REPO), c.get(TEAMS_SERVICE)),
};
