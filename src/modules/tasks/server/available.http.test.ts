import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { TASKS_API, type NewTaskFromReport, type TasksApi } from '../contract';
import { TASKS_REPO, TASKS_SERVICE } from './container';
import { VERSION_TTL_MS } from './service';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import { distanceKm } from '../../../shared/geo';
import { guest } from '../../../../tests/support/people';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { openUnit } from '../../../../tests/support/units';

const base: NewTaskFromReport = {
  reportId: null, photoId: null, reporterId: null, latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude,
  wasteType: 'general', priority: 'medium', imageUrl: null, thumbnailUrl: null, description: 'Cleanup needed',
  location: null, estimatedEffort: 15, reward: 10, aiAnalysis: null,
};

describe.each(backends())('GET /api/tasks/available (%s)', (backend) => {
  let t: TestApp;
  let api: TasksApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks') });
    api = t.app.container.get<TasksApi>(TASKS_API);
    await api.createFromReport({ ...base, description: 'at the point' });
    await api.createFromReport({ ...base, latitude: base.latitude + 0.005, description: '~556 m north' });
    await api.createFromReport({ ...base, latitude: base.latitude + 0.02, description: '~2.2 km north' });
    await api.createFromReport({ ...base, latitude: 48.1, longitude: 11.6, description: 'Munich' });
    const { taskId } = await api.createFromReport({ ...base, description: 'already taken' });
    await t.db('tasks').where({ id: taskId }).update({ status: 'assigned', assignee_id: '00000000-0000-4000-8000-000000000001' });
  });
  afterAll(() => t.close());

  it('lists only available tasks with the nested report', async () => {
    const res = await t.request().get('/api/tasks/available');
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(4);
    expect(res.body.every((x: { status: string }) => x.status === 'available')).toBe(true);
    expect(res.body[0].report).toMatchObject({ wasteType: 'general', priority: 'medium', reward: 10, estimatedEffort: 15 });
  });

  it('filters near a point by great-circle distance, nearest first', async () => {
    const { latitude: lat, longitude: lon } = DEFAULT_MAP_POINT;
    const res = await t.request().get('/api/tasks/available').query({ lat, lon, radiusKm: 1 });
    expect(res.body.map((x: { report: { description: string } }) => x.report.description)).toEqual(['at the point', '~556 m north']);
    for (const task of res.body) expect(distanceKm(DEFAULT_MAP_POINT, task.report)).toBeLessThanOrEqual(1);
    const wide = await t.request().get('/api/tasks/available').query({ lat, lon, radiusKm: 5 });
    expect(wide.body).toHaveLength(3);
  });

  it('filters by map box', async () => {
    const res = await t.request().get('/api/tasks/available').query({ minLat: 47, minLon: 11, maxLat: 49, maxLon: 12 });
    expect(res.body.map((x: { report: { description: string } }) => x.report.description)).toEqual(['Munich']);
  });

  it('refuses bad filters with the failing fields', async () => {
    const res = await t.request().get('/api/tasks/available').query({ latitude: 91, longitude: 'x' });
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('VALIDATION_FAILED');
    expect(res.body.details.fields.map((f: { field: string }) => f.field).sort()).toEqual(['latitude', 'longitude']);
    expect((await t.request().get('/api/tasks/available').query({ latitude: 51 })).body.error).toContain('latitude and longitude go together');
    expect((await t.request().get('/api/tasks/available').query({ minLat: 1 })).status).toBe(400);
  });

  it('answers an unchanged poll with 304 and a changed one with the new list', async () => {
    const first = await t.request().get('/api/tasks/available');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^W\/"/);
    const again = await t.request().get('/api/tasks/available').set('If-None-Match', etag);
    expect(again.status).toBe(304);
    await api.createFromReport({ ...base, description: 'new one' });
    const changed = await t.request().get('/api/tasks/available').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body).toHaveLength(5);
  });

  it('answers an unchanged poll without running the list query, and sees other processes’ changes within a second', async () => {
    const service = t.app.container.get(TASKS_SERVICE);
    const first = await t.request().get('/api/tasks/available').query({ lat: 51.4828, lon: 11.9697, radiusKm: 2 });
    const spy = vi.spyOn(service, 'listAvailable');
    try {
      const again = await t.request().get('/api/tasks/available').query({ radiusKm: 2, lat: 51.4828, lon: 11.9697 }).set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(spy).not.toHaveBeenCalled();
      // Another process changes a task (straight in the database): this process notices after VERSION_TTL_MS.
      await t.db('tasks').where('status', 'available').limit(1).update({ reward: 99 });
      await new Promise((r) => setTimeout(r, VERSION_TTL_MS + 50));
      const changed = await t.request().get('/api/tasks/available').query({ lat: 51.4828, lon: 11.9697, radiusKm: 2 }).set('If-None-Match', first.headers.etag);
      expect(changed.status).toBe(200);
      expect(spy).toHaveBeenCalledTimes(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a poll wave for one query runs the list query once, and this process sees its own change at once', async () => {
    const service = t.app.container.get(TASKS_SERVICE);
    const q = { lat: 51.4828, lon: 11.9697, radiusKm: 3 };
    const spy = vi.spyOn(service, 'listAvailable');
    try {
      const answers = await Promise.all(Array.from({ length: 20 }, () => t.request().get('/api/tasks/available').query(q)));
      expect(answers.every((a) => a.status === 200)).toBe(true);
      expect(new Set(answers.map((a) => a.text)).size).toBe(1);
      expect(new Set(answers.map((a) => a.headers.etag)).size).toBe(1);
      // Once (a slow machine may add one background re-read when the wave outlasts half a second).
      expect(spy.mock.calls.length).toBeLessThanOrEqual(2);
      const calls = spy.mock.calls.length;
      const before = answers[0]!.body as Array<{ id: string }>;
      // A change made by this process (a new task) shows at once, not after the cache's second.
      const accepted = await api.createFromReport({ ...base, latitude: base.latitude + 0.001, description: 'freshly reported' });
      const after = await t.request().get('/api/tasks/available').query(q);
      expect(after.body.map((x: { id: string }) => x.id)).toContain(accepted.taskId);
      expect(after.body).toHaveLength(before.length + 1);
      expect(spy).toHaveBeenCalledTimes(calls + 1);
    } finally {
      spy.mockRestore();
    }
  });

  it.runIf(backend === 'postgres')('a poll between a new task and its commit is not confirmed by a 304 afterwards', async () => {
    const q = { lat: 51.4828, lon: 11.9697, radiusKm: 4 };
    const open = await openUnit(t);
    let taskId: string;
    try {
      ({ taskId } = await api.createFromReport({ ...base, latitude: base.latitude - 0.002, description: 'committed later' }, open.unit));
      // The trigger has moved the version already; the new task is not visible yet.
      const during = await t.request().get('/api/tasks/available').query(q);
      expect(during.body.map((x: { id: string }) => x.id)).not.toContain(taskId);
      await open.commit();
      await vi.waitFor(
        async () => {
          const after = await t.request().get('/api/tasks/available').query(q).set('If-None-Match', during.headers.etag);
          expect(after.status).toBe(200);
          expect(after.body.map((x: { id: string }) => x.id)).toContain(taskId);
        },
        { timeout: 3000, interval: 100 },
      );
    } finally {
      if (!open.ended) await open.rollback();
    }
  });

  it('answers the poll without loading the session, and the same for everyone', async () => {
    const guests = t.app.container.get<GuestApi>(GUEST_API);
    const { agent: browser } = await guest(t);
    const spy = vi.spyOn(guests, 'resolveSession');
    try {
      const withSession = await browser.get('/api/tasks/available').query({ minLat: 47, minLon: 6, maxLat: 55, maxLon: 15 });
      const anonymous = await t.request().get('/api/tasks/available').query({ minLat: 47, minLon: 6, maxLat: 55, maxLon: 15 });
      expect(withSession.status).toBe(200);
      expect(spy).not.toHaveBeenCalled();
      expect(withSession.text).toBe(anonymous.text);
      expect(withSession.headers.etag).toBe(anonymous.headers.etag);
      expect(withSession.headers['set-cookie']).toBeUndefined();
      expect(withSession.headers['content-security-policy']).toBeTruthy();
      // Other routes still load it.
      await browser.get('/api/guest/validate');
      expect(spy).toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('the near-point and map-box queries use their indexes at scale', async () => {
    const trx = await t.db.transaction();
    try {
      // 20,000 tasks spread over Germany, then the planner's statistics; rolled back afterwards.
      await trx.raw(`insert into tasks (latitude, longitude, description)
        select 47 + random() * 8, 6 + random() * 9, 'bulk' from generate_series(1, 20000)`);
      await trx.raw('analyze tasks');
      const explain = async (sql: string) => {
        const { rows } = await trx.raw(`explain ${sql}`);
        return rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      };
      // The very SQL the repository runs (with its ordering and limit), not a simplified copy.
      const repo = t.app.container.get(TASKS_REPO);
      const near = await explain(repo.availableQuery({ lat: 51.48, lon: 11.97, radiusKm: 1 }).toString());
      const box = await explain(repo.availableQuery({ minLat: 51.47, maxLat: 51.49, minLon: 11.95, maxLon: 11.99 }).toString());
      expect(near).toContain('tasks_available_earth_idx');
      expect(box).toContain('tasks_available_box_idx');
      expect(near).not.toContain('Seq Scan');
      expect(box).not.toContain('Seq Scan');
    } finally {
      await trx.rollback();
    }
  });
});

describe.each(backends())('available tasks answers equal a straightforward query on random data (%s)', (backend) => {
  let t: TestApp;
  let seed = 20261124;
  const rand = () => ((seed = (seed * 1664525 + 1013904223) >>> 0) / 2 ** 32);
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks') });
    const rows = Array.from({ length: 3000 }, () => {
      const available = rand() < 0.8;
      return {
        latitude: 51.3 + rand() * 0.4,
        longitude: 11.7 + rand() * 0.5,
        status: available ? 'available' : 'assigned',
        assignee_id: available ? null : '00000000-0000-4000-8000-000000000001',
        created_at: new Date(Date.UTC(2026, 10, 1) + Math.floor(rand() * 1e9)),
      };
    });
    for (let i = 0; i < rows.length; i += 500) await t.db('tasks').insert(rows.slice(i, i + 500));
    await t.db.raw('analyze tasks');
  }, 120_000);
  afterAll(() => t.close());

  it('near a point: the same tasks in the same order as a plain earth_distance filter', async () => {
    let compared = 0;
    for (let i = 0; i < 25; i++) {
      const lat = Number((51.3 + rand() * 0.4).toFixed(5));
      const lon = Number((11.7 + rand() * 0.5).toFixed(5));
      const radiusKm = Number((0.2 + rand() * 4.8).toFixed(2));
      const res = await t.request().get('/api/tasks/available').query({ lat, lon, radiusKm, limit: 10000 });
      expect(res.status).toBe(200);
      const { rows } = await t.db.raw(
        `select id from tasks where status = 'available' and earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?
          order by earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude))`,
        [lat, lon, radiusKm * 1000, lat, lon],
      );
      expect(res.body.map((x: { id: string }) => x.id)).toEqual(rows.map((r: { id: string }) => r.id));
      compared += rows.length;
    }
    expect(compared).toBeGreaterThan(200);
  });

  it('in a map box: the same tasks, newest first, as a plain latitude/longitude filter', async () => {
    let compared = 0;
    for (let i = 0; i < 25; i++) {
      const minLat = 51.3 + rand() * 0.3;
      const minLon = 11.7 + rand() * 0.4;
      const box = { minLat, minLon, maxLat: minLat + rand() * 0.1, maxLon: minLon + rand() * 0.1 };
      const res = await t.request().get('/api/tasks/available').query({ ...box, limit: 10000 });
      expect(res.status).toBe(200);
      const rows = await t.db('tasks').where('status', 'available').whereBetween('latitude', [box.minLat, box.maxLat])
        .whereBetween('longitude', [box.minLon, box.maxLon]).orderBy('created_at', 'desc').select('id');
      expect(res.body.map((x: { id: string }) => x.id)).toEqual(rows.map((r) => r.id));
      compared += rows.length;
    }
    expect(compared).toBeGreaterThan(200);
  });
});
