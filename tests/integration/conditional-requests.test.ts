import http from 'node:http';
import { once } from 'node:events';
import type { AddressInfo } from 'node:net';
import type Router from '@koa/router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../../src/modules/guest/contract';
import { serverModules } from '../../src/modules/server';
import { mountedRoutes } from '../../src/server/http/api-docs';
import { PUBLIC_CORS_REQUEST_HEADERS } from '../../src/server/http/cors';
import { DEFAULT_MAP_POINT } from '../../src/shared/constants';
import { guest, task, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/**
 * Issue 37, point 2: the polled endpoints answer 304 to a matching If-None-Match whatever the
 * request's Cache-Control says. Node's fetch (like a browser for a script that sets If-None-Match)
 * adds `Cache-Control: no-cache` and `Pragma: no-cache`, which Koa's `ctx.fresh` took for a forced
 * reload. Real HTTP on 127.0.0.1 with Node's global fetch, not supertest.
 */
const { latitude, longitude } = DEFAULT_MAP_POINT;
const PARTNER = 'https://partner.example';

/** The mounted /api router of the app. */
function apiRouter(t: TestApp): Router {
  const dispatch = t.app.koa.middleware.find((m) => (m as { router?: Router }).router) as { router: Router } | undefined;
  if (!dispatch) throw new Error('no router mounted on the app');
  return dispatch.router;
}

interface Polled {
  /** The mounted route (method and path as the router has it). */
  route: string;
  url: (p: Person) => string;
  session: boolean;
  /** Open to other sites (CORS *): the partner page's requests are tried too. */
  cors: boolean;
}

const POLLED: Polled[] = [
  { route: 'GET /api/tasks/available', url: () => `/api/tasks/available?latitude=${latitude}&longitude=${longitude}&radiusKm=5`, session: false, cors: true },
  { route: 'GET /api/tasks/my-tasks/:userId', url: (p) => `/api/tasks/my-tasks/${p.id}`, session: true, cors: false },
  { route: 'GET /api/tasks/active/:userId', url: (p) => `/api/tasks/active/${p.id}`, session: true, cors: false },
  { route: 'GET /api/tasks/user/:userId', url: (p) => `/api/tasks/user/${p.id}`, session: true, cors: false },
  { route: 'GET /api/notifications', url: () => '/api/notifications', session: true, cors: false },
  { route: 'GET /api/litter/taxonomy', url: () => '/api/litter/taxonomy', session: false, cors: false },
  { route: 'GET /api/open-data/tasks.geojson', url: () => '/api/open-data/tasks.geojson', session: false, cors: true },
  { route: 'GET /api/open-data/tasks.csv', url: () => '/api/open-data/tasks.csv', session: false, cors: true },
];

describe.each(backends())('304 to a matching If-None-Match, whatever the Cache-Control (%s)', (backend) => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let person: Person;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: serverModules });
    await task(t, { latitude, longitude });
    person = await guest(t);
    server = http.createServer(t.app.callback);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server?.close();
    await t?.close();
  });

  const get = (e: Polled, headers: Record<string, string> = {}) =>
    fetch(base + e.url(person), { headers: { ...(e.session ? { Cookie: `${SESSION_COOKIE}=${person.token}` } : {}), ...headers } });

  /** The first answer's ETag (the body read, so the connection is free again). */
  async function etagOf(e: Polled): Promise<string> {
    const res = await get(e);
    expect(res.status, e.route).toBe(200);
    await res.arrayBuffer();
    const etag = res.headers.get('ETag');
    expect(etag, e.route).toBeTruthy();
    return etag!;
  }

  it('covers every endpoint that answers with an ETag', () => {
    const withEtag = mountedRoutes(apiRouter(t)).filter((r) => r.endpoint?.etag).map((r) => `${r.method} ${r.path}`);
    expect(withEtag.sort()).toEqual(POLLED.map((e) => e.route).sort());
  });

  it.each(POLLED.map((e) => [e.route, e] as const))('%s: 304 for Node’s fetch (which adds Cache-Control: no-cache)', async (_, e) => {
    const etag = await etagOf(e);
    const res = await get(e, { 'If-None-Match': etag });
    expect(res.status).toBe(304);
    expect(await res.text()).toBe('');
    expect(res.headers.get('ETag')).toBe(etag);
    // Said outright too, with the HTTP/1.0 Pragma; and the app's own client's max-age=0 still works.
    expect((await get(e, { 'If-None-Match': etag, 'Cache-Control': 'no-cache', Pragma: 'no-cache' })).status).toBe(304);
    expect((await get(e, { 'If-None-Match': etag, 'Cache-Control': 'max-age=0' })).status).toBe(304);
  });

  it.each(POLLED.map((e) => [e.route, e] as const))('%s: compares as RFC 9110 13.1.2 says (weak, a list, *)', async (_, e) => {
    const etag = await etagOf(e);
    const strong = etag.replace(/^W\//, '');
    const status = async (inm: string) => {
      const res = await get(e, { 'If-None-Match': inm });
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status(strong)).toBe(304); // weak comparison: W/"x" matches "x"
    expect(await status(`"other", W/"a,b", ${etag}`)).toBe(304); // one of a list (a tag may hold a comma)
    expect(await status(` W/"other" ,, ${strong} `)).toBe(304);
    expect(await status('*')).toBe(304);
    expect(await status('W/"other", "another"')).toBe(200);
    expect(await status(etag.replace(/"$/, 'x"'))).toBe(200);
    // If-None-Match decides; an If-Modified-Since beside it is ignored (13.1.3).
    const res = await get(e, { 'If-None-Match': '"other"', 'If-Modified-Since': new Date(Date.now() + 86_400_000).toUTCString() });
    await res.arrayBuffer();
    expect(res.status).toBe(200);
  });

  it.each(POLLED.filter((e) => e.cors).map((e) => [e.route, e] as const))('%s: a partner page’s cross-site poll gets its 304', async (_, e) => {
    // The browser's preflight for a script that sets If-None-Match (the Cache-Control it adds is the browser's own).
    const preflight = await fetch(base + e.url(person), {
      method: 'OPTIONS',
      headers: { Origin: PARTNER, 'Access-Control-Request-Method': 'GET', 'Access-Control-Request-Headers': 'cache-control,if-none-match' },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('Access-Control-Allow-Origin')).toBe('*');
    const allowed = (preflight.headers.get('Access-Control-Allow-Headers') ?? '').toLowerCase().split(/\s*,\s*/);
    expect(allowed).toEqual(expect.arrayContaining(['if-none-match', 'cache-control']));
    expect(PUBLIC_CORS_REQUEST_HEADERS).toContain('If-None-Match');

    const first = await get(e, { Origin: PARTNER, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors' });
    expect(first.status).toBe(200);
    await first.arrayBuffer();
    expect(first.headers.get('Access-Control-Allow-Origin')).toBe('*');
    expect((first.headers.get('Access-Control-Expose-Headers') ?? '').split(/\s*,\s*/)).toContain('ETag');
    const etag = first.headers.get('ETag')!;
    const again = await get(e, { Origin: PARTNER, 'Sec-Fetch-Site': 'cross-site', 'Sec-Fetch-Mode': 'cors', 'If-None-Match': etag, 'Cache-Control': 'no-cache', Pragma: 'no-cache' });
    expect(again.status).toBe(304);
    expect(again.headers.get('Access-Control-Allow-Origin')).toBe('*');
  });

  it('a changed list is a 200 with another ETag, however the request asks', async () => {
    const e = POLLED[0]!;
    const etag = await etagOf(e);
    await task(t, { latitude: latitude + 0.001, longitude });
    let res = await get(e, { 'If-None-Match': etag });
    // The tasks' version is cached briefly (VERSION_TTL_MS): poll until the new list shows.
    for (let i = 0; i < 40 && res.status === 304; i++) {
      await new Promise((r) => setTimeout(r, 50));
      res = await get(e, { 'If-None-Match': etag });
    }
    expect(res.status).toBe(200);
    expect(res.headers.get('ETag')).not.toBe(etag);
    expect(((await res.json()) as unknown[]).length).toBe(2);
  });
});
