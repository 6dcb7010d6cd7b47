import type Router from '@koa/router';
import { answer, endpointRouter, route } from '../../../server/http/route';
import { createAdoption, deleteAdoption, getAdoption, listAdoptions, myAdoptions, overdueAdoptions, partnerSpots } from '../endpoints';
import type { AdoptionsService } from './service';

/** The moderators' overdue list (mounted under /api/admin/adoptions). */
export function adoptionsAdminRouter(service: AdoptionsService): Router {
  return endpointRouter([route(overdueAdoptions, () => service.overdue(), { headers: { 'Cache-Control': 'no-store' } })]);
}

export function adoptionsRouter(service: AdoptionsService): Router {
  return endpointRouter([
    route(listAdoptions, ({ input, user }) => service.list({ bbox: input.query.bbox }, user)),
    route(myAdoptions, ({ user }) => service.mine(user.id), { headers: { 'Cache-Control': 'private, no-store' } }),
    route(partnerSpots, ({ input }) => service.partnerSpots(input.params.partnerId)),
    route(createAdoption, async ({ input, user }) => answer(201, await service.create(user, input.body))),
    route(getAdoption, ({ input, user }) => service.detail(input.params.id, user)),
    route(deleteAdoption, async ({ input, user }) => {
      await service.remove(input.params.id, user);
      return answer(204);
    }),
  ]);
}
