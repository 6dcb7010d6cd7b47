import Router from '@koa/router';
import { requireSession, sessionUser } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import type { SessionUser } from '../../identity/contract';
import type { LeaderboardWindow } from '../contract';
import { leaderboardQuerySchema, levelProgressionParamsSchema } from '../schemas';
import type { GamificationService } from './service';

export function gamificationRouter(service: GamificationService): Router {
  const router = new Router();

  // Public: anyone's level progression (the profile shows it for other users too).
  router.get('/users/:id/level-progression', validate({ params: levelProgressionParamsSchema }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.getLevelProgression(ctx.state.params.id);
  });

  router.get('/achievements', requireSession, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await service.listAchievements(sessionUser(ctx).id);
  });

  // Public; with a session the answer also says where the caller stands (`me`).
  router.get('/leaderboard', validate({ query: leaderboardQuerySchema }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    const window = (ctx.state.query as { window: LeaderboardWindow }).window;
    ctx.body = await service.leaderboard(window, (ctx.state.user as SessionUser | undefined) ?? null);
  });

  return router;
}
