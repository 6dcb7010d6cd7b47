import type Router from '@koa/router';
import { endpointRouter, notModified, rawAnswer, route } from '../../../server/http/route';
import { markNotificationsRead, notificationsList } from '../endpoints';
import type { NotificationsService } from './service';
import { isNotModified } from '../../../server/http/conditional';

export function notificationsRouter(service: NotificationsService): Router {
  return endpointRouter([
    /**
     * The ETag comes from one indexed aggregate (NotificationsService.etag) before the list is read:
     * an unchanged poll is a 304 without reading the list. Private: one person's data.
     */
    route(notificationsList, async ({ user, ctx }) => {
      ctx.set('Cache-Control', 'private, no-cache');
      ctx.etag = await service.etag(user.id);
      ctx.status = 200;
      if (isNotModified(ctx)) return notModified;
      ctx.type = 'json';
      return rawAnswer(JSON.stringify(await service.list(user.id)));
    }),
    route(markNotificationsRead, ({ input, user }) => service.markRead(user.id, input.body)),
  ]);
}
