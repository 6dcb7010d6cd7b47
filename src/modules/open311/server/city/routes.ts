import type Router from '@koa/router';
import { endpointRouter, route } from '../../../../server/http/route';
import { cityFilingsAdmin, taskCityStatus } from '../../endpoints';
import type { CityFiler } from './filer';

/** GET /api/open311/city/tasks/{id}: the step a task's filing with the city reached. */
export function cityRouter(filer: CityFiler): Router {
  return endpointRouter([route(taskCityStatus, ({ input }) => filer.statusOf(input.params.id.toLowerCase()))]);
}

/** GET /api/admin/open311/city-filings: the filings that keep failing (admins). */
export function cityAdminRouter(filer: CityFiler): Router {
  return endpointRouter([route(cityFilingsAdmin, () => filer.troubled())]);
}
