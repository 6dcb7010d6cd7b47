import Router from '@koa/router';
import type { Context } from 'koa';
import { requireSelf, requireSession, sessionUser } from '../../../server/http/auth';
import { requestLanguage } from '../../../server/i18n';
import { HttpError } from '../../../server/http/errors';
import { singleFileUpload, uploadedFile } from '../../../server/http/upload';
import { validate } from '../../../server/http/validate';
import { PHOTO_MAX_BYTES, PHOTO_TOO_LARGE } from '../../photos/contract';
import { TASK_MESSAGES } from '../messages';
import { acceptBodySchema, availableTasksQuerySchema, taskIdParamsSchema, userIdParamsSchema } from '../schemas';
import { answerAvailable, describeAvailableQuery } from './available';
import { weakEtag } from './etag';
import type { TasksService } from './service';

/** JSON with a weak ETag; an unchanged list answers 304 to If-None-Match. */
function sendWithEtag(ctx: Context, value: unknown) {
  const json = JSON.stringify(value);
  ctx.status = 200;
  ctx.set('Cache-Control', 'no-cache');
  ctx.etag = weakEtag(json);
  ctx.type = 'json';
  if (ctx.fresh) {
    ctx.status = 304;
    return;
  }
  ctx.body = json;
}

export function tasksRouter(service: TasksService): Router {
  const router = new Router();
  const self = requireSelf((ctx) => ctx.state.params.userId);
  const byUser = validate({ params: userIdParamsSchema });
  const byTask = validate({ params: taskIdParamsSchema });

  /** Usually answered by availableTasksFastLane before the router; this route covers HEAD and invalid queries. */
  router.get('/tasks/available', validate({ query: availableTasksQuerySchema }), (ctx) =>
    answerAvailable(ctx, service, describeAvailableQuery(ctx.state.query)),
  );
  router.get('/tasks/my-tasks/:userId', byUser, self, async (ctx) => sendWithEtag(ctx, await service.listMine(ctx.state.params.userId)));
  router.get('/tasks/active/:userId', byUser, self, async (ctx) => sendWithEtag(ctx, await service.listActive(ctx.state.params.userId)));
  router.get('/tasks/user/:userId', byUser, self, async (ctx) => sendWithEtag(ctx, await service.listReported(ctx.state.params.userId)));

  router.post('/tasks/:id/accept', byTask, validate({ body: acceptBodySchema }), requireSelf((ctx) => (ctx.request.body as { userId: string }).userId), async (ctx) => {
    ctx.body = await service.accept(ctx.state.params.id, sessionUser(ctx));
  });
  router.delete('/tasks/:id', byTask, async (ctx) => {
    ctx.body = await service.release(ctx.state.params.id, sessionUser(ctx).id);
  });
  router.post('/tasks/:id/mark-completed', byTask, async (ctx) => {
    ctx.body = await service.markCompleted(ctx.state.params.id, sessionUser(ctx).id, requestLanguage(ctx));
  });
  router.post(
    '/tasks/:id/complete-with-photo',
    byTask,
    requireSession, // 401 before reading a large body
    singleFileUpload('completionImage', { maxFileBytes: PHOTO_MAX_BYTES, tooLarge: () => new HttpError(PHOTO_TOO_LARGE.status, PHOTO_TOO_LARGE.code, PHOTO_TOO_LARGE.message) }),
    async (ctx) => {
      const file = uploadedFile(ctx);
      if (!file) throw new HttpError(400, 'MISSING_COMPLETION_PHOTO', TASK_MESSAGES.noCompletionPhoto);
      ctx.body = await service.completeWithPhoto(ctx.state.params.id, sessionUser(ctx).id, file.buffer, requestLanguage(ctx));
    },
  );

  return router;
}
