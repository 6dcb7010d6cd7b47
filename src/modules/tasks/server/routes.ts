import crypto from 'node:crypto';
import Router from '@koa/router';
import { validate } from '../../../server/http/validate';
import { availableTasksQuerySchema } from '../schemas';
import type { TasksService } from './service';

export function tasksRouter(service: TasksService): Router {
  const router = new Router();

  /** Polled every 15 s: an unchanged list answers 304 to If-None-Match. */
  router.get('/tasks/available', validate({ query: availableTasksQuerySchema }), async (ctx) => {
    const json = JSON.stringify(await service.listAvailable(ctx.state.query));
    ctx.status = 200;
    ctx.set('Cache-Control', 'no-cache');
    ctx.etag = `W/"${crypto.createHash('sha1').update(json).digest('base64url')}"`;
    ctx.type = 'json';
    if (ctx.fresh) {
      ctx.status = 304;
      return;
    }
    ctx.body = json;
  });

  return router;
}
