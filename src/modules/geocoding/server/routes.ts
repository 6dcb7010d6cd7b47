import type Router from '@koa/router';
import type { Context } from 'koa';
import { clientAddress } from '../../../server/http/rate-limit';
import { endpointRouter, route } from '../../../server/http/route';
import { requestLanguage } from '../../../server/i18n';
import type { SessionUser } from '../../../server/http/session';
import { reverseGeocode, searchAddress } from '../endpoints';
import type { GeocodingService } from './service';

/** The geocoder answers in the request's language (an offered one; English otherwise). */
const language = (ctx: Context): string => requestLanguage(ctx);
const cache = { headers: { 'Cache-Control': 'private, max-age=300' } };
/** Who asks, for the fair queue: the session's user, else the client address (per /64 for IPv6, as the rate limits count). */
const asker = (user: SessionUser | undefined, ctx: Context): string => (user ? `user:${user.id}` : `address:${clientAddress(ctx)}`);

export function geocodingRouter(geocoding: GeocodingService): Router {
  return endpointRouter([
    route(searchAddress, async ({ input, user, ctx }) => ({ results: await geocoding.search(input.query.q, language(ctx), asker(user, ctx)) }), cache),
    route(
      reverseGeocode,
      async ({ input, user, ctx }) => {
        const [result] = await geocoding.reverse(input.query.latitude, input.query.longitude, language(ctx), asker(user, ctx));
        return { result: result ?? null };
      },
      cache,
    ),
  ]);
}
