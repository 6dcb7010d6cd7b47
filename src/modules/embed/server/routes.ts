import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import { embedStats } from '../endpoints';
import type { EmbedService } from './service';

/** Public embed API. The partner admin API is in admin-routes.ts (/api/admin/embed/partners). */
export function embedRouter(service: EmbedService): Router {
  return endpointRouter([
    /** Public and cookie-less: the embed's 'tasks cleaned this month' counter. */
    route(
      embedStats,
      ({ input: { query: q } }) => {
        const box =
          q.minLatitude !== undefined && q.minLongitude !== undefined && q.maxLatitude !== undefined && q.maxLongitude !== undefined
            ? { minLat: q.minLatitude, minLon: q.minLongitude, maxLat: q.maxLatitude, maxLon: q.maxLongitude }
            : undefined;
        return service.stats(box);
      },
      { headers: { 'Cache-Control': 'public, max-age=60' } },
    ),
  ]);
}
