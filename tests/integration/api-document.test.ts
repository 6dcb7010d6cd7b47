import { Validator } from '@seriousme/openapi-schema-validator';
import type { AnySchema } from 'yup';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { mountedRoutes } from '../../src/server/http/api-docs';
import { openApiPath } from '../../src/server/openapi';
import { pathParamNames } from '../../src/shared/endpoint';
import { createTestApp, type TestApp } from '../support/test-app';
import type Router from '@koa/router';

/** The mounted /api router of the app (the one the fuzz test walks too). */
function apiRouter(t: TestApp): Router {
  const dispatch = t.app.koa.middleware.find((m) => (m as { router?: Router }).router) as { router: Router } | undefined;
  if (!dispatch) throw new Error('no router mounted on the app');
  return dispatch.router;
}

interface OpenApiDoc {
  openapi: string;
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
