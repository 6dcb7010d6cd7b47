import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { publicReadCors } from '../../../server/http/cors';
import { endpointRouter, rawAnswer, route } from '../../../server/http/route';
import { OPEN_DATA_LICENSE, OPEN_DATA_LINK_HEADER } from '../../opendata/contract';
import { parseBbox } from '../../opendata/schemas';
import { hotspotsGeoJson, myLitter, mySurveys, partnerBrandAudit, partnerImpact, partnerImpactLitter, partnerImpactSurveys } from '../endpoints';
import { brandAuditCsv, brandAuditFileName } from './brand-audit';
import { hotspotsFeatureCollection } from './geojson';
import type { ImpactService } from './service';

/** The paths other sites may read (their CORS preflights are answered early, before the session). */
export const PUBLIC_PATHS = ['/api/partners/', `/api${hotspotsGeoJson.path}`];

/**
 * A public answer shared caches may keep: never with a Set-Cookie (the session middleware re-sends a
 * registered session's cookie when it slides it; a cached copy would hand that session to others).
 */
const withoutCookies: Middleware = async (ctx, next) => {
  try {
    await next();
  } finally {
    ctx.remove('Set-Cookie');
  }
};

/**
 * GET /api/partners/{id}/impact (and its /litter) and GET /api/open-data/hotspots.geojson: public reads, CORS '*', no
 * cookies; GET /api/impact/me/litter: the caller's own, private.
 */
export function impactRouter(service: ImpactService, opts: { attribution: string }): Router {
  const before = [publicReadCors(), withoutCookies];
  return endpointRouter([
    route(partnerImpact, ({ input }) => service.partnerImpact(input.params.id, input.query), { before, headers: { 'Cache-Control': 'public, max-age=60' } }),
    route(partnerImpactLitter, ({ input }) => service.partnerLitter(input.params.id, input.query), { before, headers: { 'Cache-Control': 'public, max-age=60' } }),
    route(partnerImpactSurveys, ({ input }) => service.partnerSurveys(input.params.id, input.query), { before, headers: { 'Cache-Control': 'public, max-age=60' } }),
    // One's own tags and surveys, for no one else: no CORS, a private answer.
    route(myLitter, ({ input, user }) => service.myLitter(user.id, input.query), { headers: { 'Cache-Control': 'private, max-age=60' } }),
    route(mySurveys, ({ input, user }) => service.mySurveys(user.id, input.query), { headers: { 'Cache-Control': 'private, max-age=60' } }),
    route(
      partnerBrandAudit,
      async ({ input, ctx }) => {
        const { period, rows } = await service.brandAudit(input.params.id, input.query);
        ctx.set('Link', OPEN_DATA_LINK_HEADER);
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.attachment(brandAuditFileName(period));
        ctx.set('Content-Type', 'text/csv; charset=utf-8; header=present');
        return rawAnswer(brandAuditCsv(rows));
      },
      { before },
    ),
    route(
      hotspotsGeoJson,
      async ({ input, ctx }) => {
        const box = input.query.bbox ? parseBbox(input.query.bbox) : null;
        const { period, hotspots } = await service.openHotspots(box, input.query);
        ctx.set('Link', OPEN_DATA_LINK_HEADER);
        ctx.set('Cache-Control', 'public, max-age=300');
        ctx.type = 'application/geo+json';
        return rawAnswer(JSON.stringify(hotspotsFeatureCollection(hotspots, { period, attribution: opts.attribution, license: OPEN_DATA_LICENSE })));
      },
      { before },
    ),
  ]);
}
