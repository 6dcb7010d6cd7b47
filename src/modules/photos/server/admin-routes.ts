import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { deletePhoto, hidePhoto, moderationQueue, restorePhoto } from '../endpoints';
import type { PhotoModerationService } from './moderation';

/** /api/admin/photos: moderators and admins (each endpoint's access; src/server/app.ts checks it). */
export function photosAdminRouter(moderation: PhotoModerationService): Router {
  return endpointRouter([
    route(moderationQueue, async ({ input }) => ({ items: await moderation.queue(input.query.queue) }), { headers: { 'Cache-Control': 'no-store' } }),
    route(hidePhoto, ({ input, user }) => moderation.hide(input.params.id, user.id, input.body.reason)),
    route(restorePhoto, ({ input, user }) => moderation.restore(input.params.id, user.id, input.body.reason || undefined)),
    route(deletePhoto, ({ input, user }) => moderation.delete(input.params.id, user.id, input.body.reason)),
  ]);
}
