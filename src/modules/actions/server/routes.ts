import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpointRouter, route } from '../../../server/http/route';
import { mySubmissions, submitSubmission, taskConfig, validateSubmission } from '../endpoints';
import type { ActionsService } from './service';

/**
 * The spec's Submit Task calls (section 7). They share the /tasks/ prefix with the tasks module;
 * every path here is a fixed word, so no tasks route (/tasks/available, /tasks/:id/accept, ...) and
 * no tasks parameter route is shadowed (tests/integration/actions-routes.test.ts checks both sets).
 * /validate and /submit pass their body on unchecked: the service checks it (schemas.ts,
 * selfCheckedSubmissionSchema).
 */
export function actionsRouter(service: ActionsService): Router {
  // /validate's answers are never stored, its 400s for a body no form sends included (set before the body checks).
  const noStore: Middleware = (ctx, next) => {
    ctx.set('Cache-Control', 'no-store');
    return next();
  };
  return endpointRouter([
    route(taskConfig, () => service.config(), { headers: { 'Cache-Control': 'public, max-age=300' } }),
    route(mySubmissions, async ({ user }) => ({ submissions: await service.listSubmissions(user.id) }), { headers: { 'Cache-Control': 'no-store' } }),
    route(validateSubmission, async ({ input, user }) => ({ validation: await service.validate(user.id, input.body) }), { afterAccess: [noStore] }),
    route(submitSubmission, ({ input, user }) => service.submit(user.id, input.body)),
  ]);
}
