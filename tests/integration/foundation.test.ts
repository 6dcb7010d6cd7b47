import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guestModule } from '../../src/modules/guest/server';
import { backends, createTestApp, type TestApp } from '../support/test-app';

describe.each(backends())('foundation HTTP behaviour (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule] });
  });
  afterAll(() => t.close());

  it('GET /api/health checks the database', async () => {
    const res = await t.request().get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok', database: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('GET /api/config gives the client its run-time settings', async () => {
    const res = await t.request().get('/api/config');
    expect(res.body).toEqual({
      mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
      mapAttribution: '© <a href="https://www.openstreetmap.org/copyright" target="_blank" rel="noopener noreferrer">OpenStreetMap</a> contributors',
      aiVerifier: 'local',
    });
  });

  it('answers unknown /api routes with a JSON 404', async () => {
    const res = await t.request().get('/api/no-such-thing');
    expect(res.status).toBe(404);
    expect(res.type).toBe('application/json');
    expect(res.body).toEqual({ error: 'No API route for GET /api/no-such-thing.', code: 'NOT_FOUND' });
  });

  it('answers a wrong method on a known route with JSON 405', async () => {
    const res = await t.request().delete('/api/health');
    expect(res.status).toBe(405);
    expect(res.body.code).toBe('HTTP_405');
    expect(typeof res.body.error).toBe('string');
  });

  it('refuses cross-site non-safe requests with a clear JSON 403', async () => {
    const bySite = await t.request().post('/api/guest/create').set('Sec-Fetch-Site', 'cross-site');
    expect(bySite.status).toBe(403);
    expect(bySite.body).toEqual({ error: 'Cross-site requests are not allowed. Use CleanQuest from its own site.', code: 'CSRF_REJECTED' });
    const byOrigin = await t.request().post('/api/guest/create').set('Origin', 'https://evil.example');
    expect(byOrigin.status).toBe(403);
    expect(byOrigin.body.code).toBe('CSRF_REJECTED');
    const sameOrigin = await t.request().post('/api/guest/create').set('Origin', 'http://localhost:3000').set('Sec-Fetch-Site', 'same-origin');
    expect(sameOrigin.status).toBe(201);
    // Safe methods are never refused.
    expect((await t.request().get('/api/health').set('Sec-Fetch-Site', 'cross-site')).status).toBe(200);
  });

  it('turns a malformed JSON body into a 400, not a 500', async () => {
    const res = await t.request().post('/api/guest/create').set('Content-Type', 'application/json').send('{"broken":');
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'The request body is not valid JSON.', code: 'INVALID_JSON' });
  });

  it('caps the JSON body size with a 413', async () => {
    const res = await t.request().post('/api/guest/create').set('Content-Type', 'application/json').send(JSON.stringify({ x: 'a'.repeat(200_000) }));
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ error: 'The request body is too large.', code: 'PAYLOAD_TOO_LARGE' });
  });

  it('lists failing fields on a validation error', async () => {
    const res = await t.request().post('/api/guest/create').send({ unexpected: true });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields).toEqual([{ field: '', message: 'This request takes no body' }]);
    const bad = await t.request().get('/api/user/not-a-uuid');
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields).toEqual([{ field: 'id', message: 'User id must be a valid id' }]);
  });

  it('sends security headers with a CSP that allows the map tiles', async () => {
    const res = await t.request().get('/api/health');
    const csp = res.headers['content-security-policy'];
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // WebAssembly may be compiled (the face detector, issue 39); JavaScript may not be eval'd.
    expect(csp).toMatch(/script-src 'self' 'wasm-unsafe-eval'(;|$)/);
    expect(csp).not.toContain("'unsafe-eval'");
    expect(csp).toMatch(/img-src [^;]* https:\/\/tile\.openstreetmap\.org(;| )/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('serves a plain message instead of the client when it is not built', async () => {
    const res = await t.request().get('/map');
    expect(res.status).toBe(503);
    expect(res.text).toContain('npm run build');
  });
});
