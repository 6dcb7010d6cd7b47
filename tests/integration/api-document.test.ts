import { Validator } from '@seriousme/openapi-schema-validator';
import type { AnySchema } from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { mountedRoutes } from '../../src/server/http/api-docs';
import { openApiDocument, openApiPath } from '../../src/server/openapi';
import { pathParamNames } from '../../src/shared/endpoint';
import { createTestApp, type TestApp } from '../support/test-app';
import { RELAXED_RATE_LIMITS } from '../support/rate-limits';
import { coordinateVocabularyProblems, type CoordinateDoc } from '../support/coordinate-names';

/** The tests' RATE_LIMIT_FACTOR: the document shows budgets as enforced. */
const FACTOR = Number(RELAXED_RATE_LIMITS.RATE_LIMIT_FACTOR);
import type Router from '@koa/router';

/** The mounted /api router of the app (the one the fuzz test walks too). */
function apiRouter(t: TestApp): Router {
  const dispatch = t.app.koa.middleware.find((m) => (m as { router?: Router }).router) as { router: Router } | undefined;
  if (!dispatch) throw new Error('no router mounted on the app');
  return dispatch.router;
}

interface OpenApiDoc {
  openapi: string;
  info: { license: unknown; description: string };
  paths: Record<string, Record<string, { parameters?: { name: string; in: string }[]; responses: Record<string, unknown>; requestBody?: unknown }>>;
}

/**
 * Issue 20, point 5: every route under /api is mounted from an endpoint definition and is in the
 * OpenAPI document, which validates as OpenAPI 3.1.
 */
describe('the API is its endpoint definitions, and the OpenAPI document lists all of it', () => {
  let t: TestApp;
  let routes: ReturnType<typeof mountedRoutes>;
  let outside: ReturnType<typeof mountedRoutes>;
  let doc: OpenApiDoc;

  beforeAll(async () => {
    t = await createTestApp({ backend: 'pglite', modules: serverModules });
    // The /api router and the modules' routers outside /api (ServerModule.outsideApi, e.g. Open311).
    outside = t.app.outsideApiRouters.flatMap((r) => mountedRoutes(r));
    routes = [...mountedRoutes(apiRouter(t)), ...outside];
    const res = await t.request().get('/api/openapi.json').expect(200);
    expect(res.type).toBe('application/json');
    doc = res.body as OpenApiDoc;
  });
  afterAll(async () => {
    await t?.close();
  });

  it('walks every mounted route (every module and every admin router)', () => {
    const names = routes.map((r) => `${r.method} ${r.path}`);
    for (const expected of ['GET /api/health', 'GET /api/config', 'POST /api/reports', 'POST /api/tasks/:id/accept', 'POST /api/guest/create', 'DELETE /api/account', 'POST /api/admin/tasks/review/:id/reject', 'PUT /api/admin/users/:id/role', 'GET /api/openapi.json', 'GET /api/docs']) {
      expect(names).toContain(expected);
    }
    for (const m of serverModules) {
      if (!m.createRouter && !m.adminRouter) continue;
      expect(routes.some((r) => r.endpoint && r.path.startsWith('/api')), m.id).toBe(true);
    }
    expect(routes.length).toBeGreaterThan(70);
    expect(names).toEqual(expect.arrayContaining(['GET /open311/v2/services.:format', 'GET /open311/v2/requests.:format', 'POST /open311/v2/requests.:format']));
  });

  it('mounts every route from an endpoint definition, at the endpoint’s own method and path', () => {
    const bare = routes.filter((r) => !r.endpoint).map((r) => `${r.method} ${r.path}`);
    expect(bare, 'routes not defined by an endpoint').toEqual([]);
    // Routes outside /api carry their full path; the others are below /api.
    const fullPath = (r: (typeof routes)[number]) => (outside.includes(r) ? r.endpoint!.path : `/api${r.endpoint!.path}`);
    const moved = routes.filter((r) => r.endpoint && (r.endpoint.method !== r.method || fullPath(r) !== r.path)).map((r) => `${r.method} ${r.path}`);
    expect(moved, 'routes mounted elsewhere than their definition says').toEqual([]);
  });

  it('gives every path parameter a schema field, and no other', () => {
    const wrong: string[] = [];
    for (const r of routes) {
      if (!r.endpoint) continue;
      const names = pathParamNames(r.endpoint.path).sort();
      const fields = Object.keys((r.endpoint.params as (AnySchema & { fields?: Record<string, unknown> }) | undefined)?.fields ?? {}).sort();
      if (names.join() !== fields.join()) wrong.push(`${r.method} ${r.path}: path ${names.join(',') || '-'}, schema ${fields.join(',') || '-'}`);
    }
    expect(wrong).toEqual([]);
  });

  it('names coordinates with one pair, latitude/longitude, except where the spec or Open311 fixes other names (issue 37)', () => {
    expect(coordinateVocabularyProblems(doc as unknown as CoordinateDoc)).toEqual([]);
    // The check itself finds a mixed endpoint and a short pair beside a body with the long one.
    const mixed: CoordinateDoc = {
      paths: {
        '/api/x': {
          get: { parameters: [{ name: 'lat', in: 'query', schema: {} }, { name: 'longitude', in: 'query', schema: {} }], responses: {} },
          post: { requestBody: { content: { 'application/json': { schema: { properties: { latitude: {}, longitude: {} } } } } }, parameters: [{ name: 'minLon', in: 'query', schema: {} }], responses: {} },
          put: { parameters: [{ name: 'lat', in: 'query', schema: { deprecated: true } }], responses: {} },
        },
      },
    };
    expect(coordinateVocabularyProblems(mixed)).toEqual([
      'GET /api/x: query.lat is the lat/lon pair (mixed with query.longitude)',
      'POST /api/x: query.minLon is the lat/lon pair (mixed with body.latitude, body.longitude)',
      'PUT /api/x: query.lat is kept for old clients but query.latitude is missing',
    ]);
  });

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(structuredClone(doc) as unknown as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('lists every mounted route with its parameters, body, answers and the error format', () => {
    const missing: string[] = [];
    for (const r of routes) {
      const op = doc.paths[openApiPath(r.path)]?.[r.method.toLowerCase()];
      if (!op) {
        missing.push(`${r.method} ${r.path}`);
        continue;
      }
      for (const name of pathParamNames(r.path)) if (!op.parameters?.some((p) => p.in === 'path' && p.name === name)) missing.push(`${r.method} ${r.path}: parameter ${name}`);
      if (r.endpoint?.body && !op.requestBody) missing.push(`${r.method} ${r.path}: body`);
      if (!Object.keys(op.responses).some((s) => s.startsWith('2'))) missing.push(`${r.method} ${r.path}: success answer`);
      if (!op.responses['500']) missing.push(`${r.method} ${r.path}: error answer`);
    }
    expect(missing).toEqual([]);
    const documented = Object.values(doc.paths).reduce((n, p) => n + Object.keys(p).length, 0);
    expect(documented).toBe(routes.length);
    expect(JSON.stringify(doc)).toContain('"#/components/schemas/Error"');
  });

  it('declares the abuse budget of every endpoint that writes or sends something outward (issue 33)', () => {
    const missing = routes
      .filter((r) => r.endpoint && (r.method !== 'GET' || r.endpoint.outward) && !r.endpoint.limits)
      .map((r) => `${r.method} ${r.path}`);
    expect(missing, 'endpoints without limits').toEqual([]);
    // GETs that call a service outside (the geocoder, a paid model) say so, and so need limits too.
    const outward = new Map(routes.filter((r) => r.endpoint?.outward).map((r) => [`${r.method} ${r.path}`, r.endpoint!.outward]));
    expect(outward.get('GET /api/geocode/search')).toEqual(['service-call']);
    expect(outward.get('GET /api/geocode/reverse')).toEqual(['service-call']);
    expect(outward.get('POST /api/analysis')).toEqual(['model-call']);
    expect(outward.get('PUT /api/alerts/email')).toEqual(['mail']);
    expect(outward.get('POST /api/alerts/push/subscriptions')).toEqual(['push']);
    expect(outward.get('POST /open311/v2/requests.:format')).toEqual(['url-fetch']);
  });

  it('shows each operation’s budgets as enforced (x-limits and its description), with the 429 answer', () => {
    type Op = { description: string; responses: Record<string, unknown>; 'x-limits'?: Record<string, unknown> };
    const op = (path: string, method: string) => (doc.paths[path] as Record<string, Op>)[method]!;
    const events = op('/api/events', 'post');
    expect(events['x-limits']).toMatchObject({ perPerson: { points: 5 * FACTOR, windowSeconds: 86_400, enforcedBy: 'route' }, perAddress: { enforcedBy: 'route' } });
    expect(events.description).toContain(`**Limits:** ${5 * FACTOR} per day per person`);
    expect(events.responses['429']).toBeDefined();
    // A budget set by its own variable is shown as set (RATE_LIMIT_FACTOR does not apply) and names the variable.
    expect(op('/api/guest/create', 'post')['x-limits']).toEqual({ perAddress: { points: 1_000_000, windowSeconds: 3600, enforcedBy: 'route', setting: 'RATE_LIMIT_GUEST_CREATE_PER_ADDRESS' } });
    // A budget the service counts is shown too; what the endpoint sends outward as well.
    const email = op('/api/alerts/email', 'put');
    expect(email['x-limits']).toMatchObject({ perTarget: { what: 'recipient address', points: 3, windowSeconds: 86_400, enforcedBy: 'service' }, outward: ['mail'] });
    expect(email.description).toContain('3 per day per recipient address (counted by the service)');
    expect(email.description).toContain('**Sends outward:** e-mail.');
    // 'No limit needed' carries its reason.
    expect(op('/api/alerts/email', 'delete')['x-limits']).toEqual({ unlimited: expect.stringMatching(/own address/) });
    // Reads without outward calls declare nothing.
    expect(op('/api/tasks/available', 'get')['x-limits']).toBeUndefined();
  });

  it('names the code’s licence, AGPL-3.0-or-later, by its SPDX identifier (OpenAPI 3.1), never "Proprietary" (issue 37)', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.info.license).toEqual({ name: 'AGPL-3.0-or-later', identifier: 'AGPL-3.0-or-later' });
    expect(doc.info.description).toContain('free software under the [GNU AGPL 3.0 or later](https://www.gnu.org/licenses/agpl-3.0.html)');
    expect(JSON.stringify(doc)).not.toMatch(/proprietary/i);
    // The source of what the server runs (AGPL-3.0 section 13), when the operator named it (SOURCE_CODE_URL).
    const info = { version: '1', serverUrl: 'http://127.0.0.1', sessionCookie: 'sid' };
    const linked = openApiDocument([], { ...info, sourceCodeUrl: 'https://git.example.org/city/clean(quest)' }).info as OpenApiDoc['info'];
    expect(linked.description).toContain('[Source code](https://git.example.org/city/clean%28quest%29) of this server.');
    expect((openApiDocument([], info).info as OpenApiDoc['info']).description).not.toContain('Source code');
  });

  it('describes a JSON answer with its fields (POST /api/tasks/{id}/accept answers the task)', () => {
    const ok = doc.paths['/api/tasks/{id}/accept']!.post!.responses['200'] as { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    expect(Object.keys(ok.content['application/json'].schema.properties)).toEqual(expect.arrayContaining(['id', 'status', 'report', 'reward']));
  });

  it('serves the reference page and its renderer from this server (no CDN)', async () => {
    const page = await t.request().get('/api/docs').expect(200);
    expect(page.type).toBe('text/html');
    expect(page.text).toContain('data-url="/api/openapi.json"');
    expect(page.text).toContain('<script src="/api/docs/reference.js"></script>');
    expect(page.text).not.toMatch(/https?:\/\//);
    const script = await t.request().get('/api/docs/reference.js').buffer(true).parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
    expect(script.status).toBe(200);
    expect(script.type).toBe('application/javascript');
    expect((script.body as Buffer).length).toBeGreaterThan(100_000);
  });
});
