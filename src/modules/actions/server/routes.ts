import Router from '@koa/router';
import { requireSession, sessionUser } from '../../../server/http/auth';
import type { ActionsService } from './service';

/**
 * The spec's Submit Task calls (section 7). They share the /tasks/ prefix with the tasks module;
 * every path here is a fixed word, so no tasks route (/tasks/available, /tasks/:id/accept, ...) and
 * no tasks parameter route is shadowed (tests/integration/actions-routes.test.ts checks both sets).
 */
export function actionsRouter(service: ActionsService): Router {
  const router = new Router();

  router.get('/tasks/config', (ctx) => {
    ctx.set('Cache-Control', 'public, max-age=300');
    ctx.body = service.config();
  });

  router.get('/tasks/submissions', requireSession, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { submissions: await service.listSubmissions(sessionUser(ctx).id) };
  });

  router.post('/tasks/validate', requireSession, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { validation: await service.validate(sessionUser(ctx).id, (ctx.request as { body?: unknown }).body) };
  });

  router.post('/tasks/submit', requireSession, async (ctx) => {
    ctx.status = 201;
    ctx.body = await service.submit(sessionUser(ctx).id, (ctx.request as { body?: unknown }).body);
  });

  return router;
}
