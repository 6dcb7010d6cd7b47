import Router from '@koa/router';
import type { Context } from 'koa';
import { validate } from '../../../server/http/validate';
import { reverseQuerySchema, searchQuerySchema } from '../schemas';
import type { Geocoder } from './upstream';

const language = (ctx: Context) => (ctx.acceptsLanguages('de', 'en') || 'en') as string;

export function geocodingRouter(geocoder: Geocoder): Router {
  const router = new Router();
  router.get('/geocode/search', validate({ query: searchQuerySchema }), async (ctx) => {
    ctx.set('Cache-Control', 'private, max-age=300');
    ctx.body = { results: await geocoder.search(ctx.state.query.q, language(ctx)) };
  });
  router.get('/geocode/reverse', validate({ query: reverseQuerySchema }), async (ctx) => {
    ctx.set('Cache-Control', 'private, max-age=300');
    const [result] = await geocoder.reverse(ctx.state.query.lat, ctx.state.query.lon, language(ctx));
    ctx.body = { result: result ?? null };
  });
  return router;
}
