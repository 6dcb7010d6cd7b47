import type Router from '@koa/router';
import { answer, endpointRouter, route } from '../../../server/http/route';
import { createArea, deleteArea, listAreas } from '../endpoints';
import type { AreasService } from './service';

export function areasRouter(service: AreasService): Router {
  return endpointRouter([
    route(listAreas, ({ user }) => service.list(user.id), { headers: { 'Cache-Control': 'private, no-store' } }),
    route(createArea, async ({ input, user }) => answer(201, await service.create(user, input.body))),
    route(deleteArea, async ({ input, user }) => {
      await service.remove(user.id, input.params.id);
      return answer(204);
    }),
  ]);
}
