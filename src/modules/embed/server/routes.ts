import Router from '@koa/router';
import { validate } from '../../../server/http/validate';
import { statsQuerySchema } from '../schemas';
import type { EmbedService } from './service';

/** Public embed API. The partner admin API is in admin-routes.ts (/api/admin/embed/partners). */
export function embedRouter(service: EmbedService): Router {
  const router = new Router();

  /** Public and cookie-less: the embed's 'tasks cleaned this month' counter. */
  router.get('/embed/stats', validate({ query: statsQuerySchema }), async (ctx) => {
    const q = ctx.state.query as { minLat?: number; minLon?: number; maxLat?: number; maxLon?: number };
    const box = q.minLat !== undefined && q.minLon !== undefined && q.maxLat !== undefined && q.maxLon !== undefined ? { minLat: q.minLat, minLon: q.minLon, maxLat: q.maxLat, maxLon: q.maxLon } : undefined;
    ctx.set('Cache-Control', 'public, max-age=60');
    ctx.body = await service.stats(box);
  });

  return router;
}
