import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_POINT } from '../../src/shared/constants';
import { task } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/** Issue 37, point 3: the documented names (latitude/longitude) work, and the old short ones still do. */
const { latitude, longitude } = DEFAULT_MAP_POINT;
const box = (a: string, b: string, c: string, d: string) => ({ [a]: latitude - 0.01, [b]: longitude - 0.01, [c]: latitude + 0.01, [d]: longitude + 0.01 });

describe.each(backends())('one coordinate vocabulary, old names still read (%s)', (backend) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'embed') });
    await task(t, { latitude, longitude });
  });
  afterAll(() => t.close());

  it('GET /api/tasks/available: latitude/longitude and lat/lon answer the same list with the same ETag', async () => {
    const now = await t.request().get('/api/tasks/available').query({ latitude, longitude, radiusKm: 1 }).expect(200);
    const old = await t.request().get('/api/tasks/available').query({ lat: latitude, lon: longitude, radiusKm: 1 }).expect(200);
    expect(now.body).toHaveLength(1);
    expect(old.body).toEqual(now.body);
    expect(old.headers.etag).toBe(now.headers.etag);
    const inBox = await t.request().get('/api/tasks/available').query(box('minLatitude', 'minLongitude', 'maxLatitude', 'maxLongitude')).expect(200);
    const oldBox = await t.request().get('/api/tasks/available').query(box('minLat', 'minLon', 'maxLat', 'maxLon')).expect(200);
    expect(inBox.body).toHaveLength(1);
    expect(oldBox.headers.etag).toBe(inBox.headers.etag);
  });

  it('refuses a name and its old name together, and names the field', async () => {
    const res = await t.request().get('/api/tasks/available').query({ latitude, lat: latitude + 1, longitude }).expect(400);
    expect(JSON.stringify(res.body.details)).toContain('lat');
    await t.request().get('/api/tasks/available').query({ latitude: 'x', longitude }).expect(400);
  });

  it('GET /api/embed/stats reads the box under both names', async () => {
    const now = await t.request().get('/api/embed/stats').query(box('minLatitude', 'minLongitude', 'maxLatitude', 'maxLongitude')).expect(200);
    const old = await t.request().get('/api/embed/stats').query(box('minLat', 'minLon', 'maxLat', 'maxLon')).expect(200);
    expect(old.body).toEqual(now.body);
  });
});
