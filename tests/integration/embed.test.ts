import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminModule } from '../../src/modules/admin/server';
import { embedModule } from '../../src/modules/embed/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { TASKS_API, type TasksApi } from '../../src/modules/tasks/contract';
import { tasksModule } from '../../src/modules/tasks/server';
import { nextUtcMonthStart } from '../support/moments';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { guest, member } from '../support/people';

describe.each(backends())('embeddable map (%s)', (backend) => {
  let t: TestApp;
  let staticDir: string;
  let admin: ReturnType<TestApp['agent']>;
  let cleaner: ReturnType<TestApp['agent']>;
  let moderator: ReturnType<TestApp['agent']>;
  let adminId: string;

  beforeAll(async () => {
    // A stand-in for the built widget files (the real ones come from `npm run build`).
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-embed-'));
    fs.mkdirSync(path.join(staticDir, 'embed'));
    fs.writeFileSync(path.join(staticDir, 'embed/widget.js'), '/* loader */');
    fs.writeFileSync(path.join(staticDir, 'embed/map.html'), '<!doctype html><title>map</title>');
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, embedModule, adminModule], env: { STATIC_DIR: staticDir, EMBED_ALLOWED_ORIGINS: 'https://city.example' } });
    ({ agent: admin, id: adminId } = await member(t, { role: 'admin' }));
    ({ agent: cleaner } = await guest(t));
    ({ agent: moderator } = await member(t, { role: 'moderator' }));
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  const frameAncestors = (csp: string) => /frame-ancestors ([^;]+)/.exec(csp)?.[1];

  it('serves widget.js so other sites may load it', async () => {
    const res = await t.request().get('/widget.js');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('lets only registered partner origins frame /embed/map', async () => {
    const before = await t.request().get('/embed/map');
    expect(before.status).toBe(200);
    expect(frameAncestors(before.headers['content-security-policy'])).toBe("'self' https://city.example");
    expect(before.headers['x-frame-options']).toBeUndefined();
    expect(before.headers['set-cookie']).toBeUndefined();
    // The default tiles come from the one OSM tile host (no a-c subdomains).
    expect(/img-src ([^;]+)/.exec(before.headers['content-security-policy'])?.[1]).toBe("'self' data: blob: https://tile.openstreetmap.org");

    const created = await admin.post('/api/admin/embed/partners').send({ name: 'Green NGO', allowedOrigins: ['https://ngo.example', 'https://www.ngo.example'], centerLatitude: 52.52, centerLongitude: 13.405, zoom: 12, color: '#0d47a1' });
    expect(created.status).toBe(201);
    const id = created.body.partner.id;
    const all = await t.request().get('/embed/map');
    expect(frameAncestors(all.headers['content-security-policy'])).toBe("'self' https://ngo.example https://www.ngo.example https://city.example");

    const own = await t.request().get(`/embed/map?partner=${id}`);
    expect(own.status).toBe(302);
    expect(own.headers.location).toBe(`/embed/map?partner=${id}&lat=52.52&lon=13.405&zoom=12&color=%230d47a1`);
    const framed = await t.request().get(own.headers.location);
    expect(frameAncestors(framed.headers['content-security-policy'])).toBe("'self' https://ngo.example https://www.ngo.example");

    expect((await t.request().get('/embed/map?partner=00000000-0000-4000-8000-000000000000')).status).toBe(404);
    // The app itself is never framable.
    expect(frameAncestors((await t.request().get('/api/health')).headers['content-security-policy'])).toBe("'none'");

    expect((await admin.delete(`/api/admin/embed/partners/${id}`)).status).toBe(204);
    expect(frameAncestors((await t.request().get('/embed/map')).headers['content-security-policy'])).toBe("'self' https://city.example");
  });

  it('keeps partner management to admins, with clear validation', async () => {
    const ZERO = '00000000-0000-4000-8000-000000000000';
    const valid = { name: 'Green NGO', allowedOrigins: ['https://ngo.example'], centerLatitude: 52.5, centerLongitude: 13.4, zoom: 12 };
    const routes: Array<[method: 'get' | 'post' | 'put' | 'delete', url: string, body?: object]> = [
      ['get', '/api/admin/embed/partners'],
      ['post', '/api/admin/embed/partners', valid],
      ['put', `/api/admin/embed/partners/${ZERO}`, valid],
      ['delete', `/api/admin/embed/partners/${ZERO}`],
    ];
    for (const [method, url, body] of routes) {
      const send = (a: ReturnType<TestApp['agent']> | ReturnType<TestApp['request']>) => (body ? a[method](url).send(body) : a[method](url));
      expect((await send(t.request())).status, `${method} ${url} anonymous`).toBe(401);
      expect((await send(cleaner)).status, `${method} ${url} as guest cleaner`).toBe(403);
      expect((await send(moderator)).status, `${method} ${url} as moderator`).toBe(403);
    }
    expect(await t.db('embed_partners').where({ name: 'Green NGO' })).toHaveLength(0);
    const bad = await admin.post('/api/admin/embed/partners').send({ name: 'x', allowedOrigins: ['https://ok.example/path', 'javascript:alert(1)'], centerLatitude: 99, centerLongitude: 0 });
    expect(bad.status).toBe(400);
    const fields = bad.body.details.fields.map((f: { field: string }) => f.field);
    expect(fields).toEqual(expect.arrayContaining(['name', 'allowedOrigins[0]', 'allowedOrigins[1]', 'centerLatitude']));
  });

  it('edits a partner: the embed page follows at once; every change is in the audit log', async () => {
    const created = await admin.post('/api/admin/embed/partners').send({ name: 'River Town', allowedOrigins: ['https://town.example/'], centerLatitude: 50, centerLongitude: 10, zoom: 13, color: '' });
    expect(created.status).toBe(201);
    const id = created.body.partner.id as string;
    expect(created.body.partner).toMatchObject({ allowedOrigins: ['https://town.example'], color: null });

    const edited = await admin.put(`/api/admin/embed/partners/${id}`).send({ name: 'River Town e.V.', allowedOrigins: ['https://town.example', 'http://localhost:8080'], centerLatitude: 50.5, centerLongitude: 10.5, zoom: 15, color: '#0d47a1' });
    expect(edited.status).toBe(200);
    expect(edited.body.partner).toMatchObject({ id, name: 'River Town e.V.', allowedOrigins: ['https://town.example', 'http://localhost:8080'], center: { latitude: 50.5, longitude: 10.5 }, zoom: 15, color: '#0d47a1' });
    const framed = await t.request().get(`/embed/map?partner=${id}&lat=50.5&lon=10.5`);
    expect(frameAncestors(framed.headers['content-security-policy'])).toBe("'self' https://town.example http://localhost:8080");
    expect((await t.request().get(`/embed/map?partner=${id}`)).headers.location).toBe(`/embed/map?partner=${id}&lat=50.5&lon=10.5&zoom=15&color=%230d47a1`);

    const bad = await admin.put(`/api/admin/embed/partners/${id}`).send({ name: 'River Town', allowedOrigins: [], centerLatitude: 50, centerLongitude: 10, zoom: 30 });
    expect(bad.status).toBe(400);
    expect(bad.body.details.fields.map((f: { field: string }) => f.field)).toEqual(expect.arrayContaining(['allowedOrigins', 'zoom']));
    expect((await admin.put('/api/admin/embed/partners/00000000-0000-4000-8000-000000000000').send({ name: 'Nobody', allowedOrigins: ['https://x.example'], centerLatitude: 1, centerLongitude: 1 })).status).toBe(404);
    expect((await admin.put('/api/admin/embed/partners/not-an-id').send({})).status).toBe(400);

    expect((await admin.delete(`/api/admin/embed/partners/${id}`)).status).toBe(204);
    expect((await admin.delete(`/api/admin/embed/partners/${id}`)).status).toBe(404);
    const log = await t.db('admin_audit_log').where({ target_id: id }).orderBy('seq');
    expect(log.map((e) => [e.action, e.actor_id])).toEqual([
      ['embed.partner_added', adminId],
      ['embed.partner_updated', adminId],
      ['embed.partner_removed', adminId],
    ]);
    expect(log[1].before).toMatchObject({ name: 'River Town', zoom: 13 });
    expect(log[1].after).toMatchObject({ name: 'River Town e.V.', zoom: 15 });
    expect(log[2].after).toBeNull();
  });

  it('counts tasks cleaned this month, in a box', async () => {
    const tasks = t.app.container.get<TasksApi>(TASKS_API);
    const base = { reportId: null, photoId: null, reporterId: null, wasteType: 'general' as const, priority: 'medium' as const, imageUrl: null, thumbnailUrl: null, description: 'x', location: null, estimatedEffort: 15, reward: 10, aiAnalysis: null };
    const a = await tasks.createFromReport({ ...base, latitude: 51.48, longitude: 11.97 });
    const b = await tasks.createFromReport({ ...base, latitude: 48.1, longitude: 11.6 });
    const user = (await t.db('users').first('id')).id;
    // The first minute of a month: one completed in its first second in Halle, one a second before, last month.
    const monthStart = nextUtcMonthStart(t.clock.now());
    t.clock.advanceTo(new Date(monthStart.getTime() + 60_000));
    await t.db('tasks').where({ id: a.taskId }).update({ status: 'completed', assignee_id: user, completed_at: monthStart });
    await t.db('tasks').where({ id: b.taskId }).update({ status: 'completed', assignee_id: user, completed_at: new Date(monthStart.getTime() - 1000) });
    const all = await t.request().get('/api/embed/stats');
    expect(all.body).toEqual({ cleanedThisMonth: 1, since: monthStart.toISOString() });
    const elsewhere = await t.request().get('/api/embed/stats').query({ minLat: 47, minLon: 11, maxLat: 49, maxLon: 12 });
    expect(elsewhere.body.cleanedThisMonth).toBe(0);
  });
});
