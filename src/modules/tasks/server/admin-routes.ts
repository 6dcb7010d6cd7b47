import type Router from '@koa/router';
import { endpointRouter, route, type Route } from '../../../server/http/route';
import { approveReview, rejectReview, reviewQueue } from '../endpoints';
import type { TaskReviewService } from './review';

/** /api/admin/tasks: moderators and admins (each endpoint's access; src/server/app.ts checks it). */
export function tasksAdminRouter(review: TaskReviewService, more: Route[] = []): Router {
  return endpointRouter([
    route(reviewQueue, async ({ user }) => ({ items: await review.queue(user.id) }), { headers: { 'Cache-Control': 'no-store' } }),
    route(approveReview, ({ input, user }) => review.approve(input.params.id, user.id)),
    route(rejectReview, ({ input, user }) => review.reject(input.params.id, user.id, input.body.reason)),
    ...more,
  ]);
}
