import Router from '@koa/router';
import { sessionUser } from '../../../server/http/auth';
import { validate } from '../../../server/http/validate';
import type { ModerationQueue, ModerationQueueResponse } from '../contract';
import { moderationQueueQuerySchema, moderationReasonSchema, moderationRestoreSchema, photoIdParamsSchema } from '../schemas';
import type { PhotoModerationService } from './moderation';

/** Mounted at /api/admin/photos behind requireRole('moderator') (src/server/app.ts). */
export function photosAdminRouter(moderation: PhotoModerationService): Router {
  const router = new Router();
  const byId = validate({ params: photoIdParamsSchema });
  const reason = (body: unknown) => (body as { reason?: string }).reason;
  router.get('/', validate({ query: moderationQueueQuerySchema }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { items: await moderation.queue((ctx.state.query as { queue: ModerationQueue }).queue) } satisfies ModerationQueueResponse;
  });
  router.post('/:id/hide', byId, validate({ body: moderationReasonSchema }), async (ctx) => {
    ctx.body = await moderation.hide(ctx.state.params.id, sessionUser(ctx).id, reason(ctx.request.body)!);
  });
  router.post('/:id/restore', byId, validate({ body: moderationRestoreSchema }), async (ctx) => {
    ctx.body = await moderation.restore(ctx.state.params.id, sessionUser(ctx).id, reason(ctx.request.body) || undefined);
  });
  router.post('/:id/delete', byId, validate({ body: moderationReasonSchema }), async (ctx) => {
    ctx.body = await moderation.delete(ctx.state.params.id, sessionUser(ctx).id, reason(ctx.request.body)!);
  });
  return router;
}
