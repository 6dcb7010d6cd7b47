import Router from '@koa/router';
import { sessionUser } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import { idParamsSchema, rejectBodySchema } from '../../admin/schemas';
import type { ApproveSubmissionInput } from '../contract';
import { approveSubmissionSchema } from '../schemas';
import type { SubmissionReviewService } from './review';

/** Mounted at /api/admin/actions behind requireRole('moderator') (src/server/app.ts). */
export function actionsAdminRouter(review: SubmissionReviewService): Router {
  const router = new Router();
  const byId = validate({ params: idParamsSchema });
  router.get('/pending', async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { submissions: await review.pending(sessionUser(ctx).id) };
  });
  router.post('/submissions/:id/approve', byId, validate({ body: approveSubmissionSchema }), async (ctx) => {
    ctx.body = await review.approve(ctx.state.params.id, sessionUser(ctx), ctx.request.body as ApproveSubmissionInput);
  });
  router.post('/submissions/:id/reject', byId, validate({ body: rejectBodySchema }), async (ctx) => {
    ctx.body = await review.reject(ctx.state.params.id, sessionUser(ctx), (ctx.request.body as { reason: string }).reason);
  });
  return router;
}
