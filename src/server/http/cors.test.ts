import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it } from 'vitest';
import { publicReadCors } from './cors';
import { errorMiddleware, HttpError } from './errors';
import { csrfGuard } from './csrf';

const quiet = { info: () => {}, error: () => {} };

/** A small app like the real one: errors as JSON outermost, the CORS middleware, the CSRF guard, then the answers. */
function app(cors = publicReadCors({ paths: ['/api/open-data/', '/open311/v2/'] })) {
  const koa = new Koa();
  koa.use(errorMiddleware(quiet));
  koa.use(cors);
  koa.use(csrfGuard(['http://localhost']));
  koa.use(async (ctx) => {
    if (ctx.path === '/api/open-data/broken.csv') throw new HttpError(400, 'VALIDATION_FAILED', 'bbox must be four numbers');
    if (ctx.method === 'OPTIONS') {
      ctx.status = 200;
      ctx.set('Allow', 'GET, HEAD');
      return;
    }
    ctx.set('ETag', '"v1"');
    ctx.set('Link', '<https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"');
    ctx.body = { path: ctx.path, method: ctx.method };
  });
  return supertest(koa.callback());
}

describe('publicReadCors', () => {
  it('lets any site read a public answer, and the licence link and ETag in it', async () => {
    const res = await app().get('/api/open-data/tasks.geojson').set('Origin', 'https://city.example').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toBe('ETag, Link, Content-Disposition, Retry-After, X-Request-Id');
    // The answer is the same for every origin: no Vary on Origin, no credentials.
    expect(res.headers.vary ?? '').not.toMatch(/origin/i);
    expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    const head = await app().head('/open311/v2/services.json').expect(200);
    expect(head.headers['access-control-allow-origin']).toBe('*');
  });

  it('keeps the headers on an error answer, so a script can read the JSON error', async () => {
    const res = await app().get('/api/open-data/broken.csv').set('Origin', 'https://city.example').expect(400);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.body).toEqual({ error: 'bbox must be four numbers', code: 'VALIDATION_FAILED' });
  });

  it('answers a preflight for GET and HEAD with 204, the allowed headers and a day to keep it', async () => {
    const res = await app()
      .options('/open311/v2/requests.json')
      .set('Origin', 'https://city.example')
      .set('Access-Control-Request-Method', 'GET')
      .set('Access-Control-Request-Headers', 'if-none-match')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toBe('GET, HEAD');
    expect(res.headers['access-control-allow-headers']).toBe('Accept, Accept-Language, Content-Language, Cache-Control, If-None-Match, If-Modified-Since');
    expect(res.headers['access-control-max-age']).toBe('86400');
  });

  it('does not open writes: a preflight for POST names only GET and HEAD, and a cross-site POST is still refused', async () => {
    const pre = await app().options('/open311/v2/requests.json').set('Origin', 'https://evil.example').set('Access-Control-Request-Method', 'POST').expect(204);
    expect(pre.headers['access-control-allow-methods']).toBe('GET, HEAD');
    const post = await app().post('/open311/v2/requests.json').set('Origin', 'https://evil.example').set('Sec-Fetch-Site', 'cross-site').expect(403);
    expect(post.body.code).toBe('CSRF_REJECTED');
  });

  it('leaves other paths and plain OPTIONS requests alone', async () => {
    const other = await app().get('/api/tasks/available').set('Origin', 'https://city.example').expect(200);
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
    const otherPreflight = await app().options('/api/tasks/available').set('Origin', 'https://city.example').set('Access-Control-Request-Method', 'GET').expect(200);
    expect(otherPreflight.headers['access-control-allow-origin']).toBeUndefined();
    // Not a preflight (no Access-Control-Request-Method): the router's own answer.
    const plain = await app().options('/api/open-data/tasks.csv').expect(200);
    expect(plain.headers.allow).toBe('GET, HEAD');
    expect(plain.headers['access-control-allow-origin']).toBe('*');
  });

  it('serves every request it sees without paths, and exposes extra headers', async () => {
    const res = await app(publicReadCors({ exposeHeaders: ['X-Total-Count'] })).get('/anything').expect(200);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-expose-headers']).toContain('X-Total-Count');
  });
});
