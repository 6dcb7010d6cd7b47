import Router from '@koa/router';
import { sessionUser } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import { rejectBodySchema } from '../../admin/schemas';
import type { ReviewQueueResponse } from '../contract';
import { taskIdParamsSchema } from '../schemas';
import type { TaskReviewService } from './review';

/** Mounted at /api/admin/tasks behind requireRole('moderator') (src/server/app.ts). */
export function tasksAdminRouter(review: TaskReviewService): Router {
  const router = new Router();
  const byTask = validate({ params: taskIdParamsSchema });
  router.get('/review', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: await review.queue(sessionUser(ctx).id) } satisfies ReviewQueueResponse;
  });
  router.post('/review/:id/approve', byTask, async (ctx) => {
    ctx.body = await review.approve(ctx.state.params.id, sessionUser(ctx).id);
  });
  router.post('/review/:id/reject', byTask, validate({ body: rejectBodySchema }), async (ctx) => {
    ctx.body = await review.reject(ctx.state.params.id, sessionUser(ctx).id, (ctx.request.body as { reason: string }).reason);
  });
  return router;
}
