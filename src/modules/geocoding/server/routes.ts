import type Router from '@koa/router';
import type { Context } from 'koa';
import { endpointRouter, route } from '../../../server/http/route';
import { reverseGeocode, searchAddress } from '../endpoints';
import type { Geocoder } from './upstream';

const language = (ctx: Context): string => ctx.acceptsLanguages('de', 'en') || 'en';
const cache = { headers: { 'Cache-Control': 'private, max-age=300' } };

export function geocodingRouter(geocoder: Geocoder): Router {
  return endpointRouter([
    route(searchAddress, async ({ input, ctx }) => ({ results: await geocoder.search(input.query.q, language(ctx)) }), cache),
    route(
      reverseGeocode,
      async ({ input, ctx }) => {
        const [result] = await geocoder.reverse(input.query.lat, input.query.lon, language(ctx));
        return { result: result ?? null };
      },
      cache,
    ),
  ]);
}
