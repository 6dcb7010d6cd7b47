import type Router from '@koa/router';
import { endpointRouter, route } from '../../../../server/http/route';
import type { OutboundGuard } from '../../../../server/outbound/guard';
import { addCityConnection, cityFilingsAdmin, listCityConnections, loadCityServices, removeCityConnection, taskCityStatus, updateCityConnection } from '../../endpoints';
import type { CityConnections } from './connections';
import type { CityFiler } from './filer';
import { loadCityServices as load } from './services';

/** GET /api/open311/city/tasks/{id}: the step a task's filing with the city reached. */
export function cityRouter(filer: CityFiler): Router {
  return endpointRouter([route(taskCityStatus, ({ input }) => filer.statusOf(input.params.id.toLowerCase()))]);
}

/** The admins' city pages: the filings that keep failing; the cities connected for partners' areas; a city's services. */
export function cityAdminRouter(filer: CityFiler, connections: CityConnections, outbound: OutboundGuard): Router {
  const noStore = { headers: { 'Cache-Control': 'no-store' } };
  return endpointRouter([
    route(cityFilingsAdmin, () => filer.troubled()),
    route(listCityConnections, () => connections.list(), noStore),
    route(addCityConnection, async ({ input, user }) => ({ connection: await connections.create(input.body, user.id) }), noStore),
    route(updateCityConnection, async ({ input, user }) => ({ connection: await connections.update(input.params.id, input.body, user.id) }), noStore),
    route(removeCityConnection, ({ input, user }) => connections.remove(input.params.id, user.id)),
    route(loadCityServices, ({ input }) => load(connections.endpoint(input.body.endpoint), input.body.jurisdictionId, outbound), noStore),
  ]);
}
