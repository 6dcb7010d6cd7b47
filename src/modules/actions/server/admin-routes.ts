import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { approveSubmission, pendingSubmissions, rejectSubmission } from '../endpoints';
import type { SubmissionReviewService } from './review';

/** /api/admin/actions: moderators and admins (each endpoint's access; src/server/app.ts checks it). */
export function actionsAdminRouter(review: SubmissionReviewService): Router {
  return endpointRouter([
    route(pendingSubmissions, async ({ user }) => ({ submissions: await review.pending(user.id) }), { headers: { 'Cache-Control': 'no-store' } }),
    route(approveSubmission, ({ input, user }) => review.approve(input.params.id, user, input.body)),
    route(rejectSubmission, ({ input, user }) => review.reject(input.params.id, user, input.body.reason)),
  ]);
}
