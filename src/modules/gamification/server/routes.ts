import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { achievements, leaderboard, levelProgression } from '../endpoints';
import type { GamificationService } from './service';
import type { TeamLeaderboard } from './team-leaderboard';

const noStore = { headers: { 'Cache-Control': 'no-store' } };

export function gamificationRouter(service: GamificationService, teams: TeamLeaderboard): Router {
  return endpointRouter([
    // Public: anyone's level progression (the profile shows it for other users too).
    route(levelProgression, ({ input }) => service.getLevelProgression(input.params.id), noStore),
    route(achievements, ({ user }) => service.listAchievements(user.id), noStore),
    // Public; with a session the answer also says where the caller stands (`me`).
    route(
      leaderboard,
      ({ input, user }) => (input.query.scope === 'teams' ? teams.read(input.query.window, user?.id ?? null) : service.leaderboard(input.query.window, user ?? null)),
      noStore,
    ),
  ]);
}
