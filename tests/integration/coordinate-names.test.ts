import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_MAP_POINT } from '../../src/shared/constants';
import { member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/** Issue 37, point 3: the documented names (latitude/longitude) work, and the old short ones still do. */
const { latitude, longitude } = DEFAULT_MAP_POINT;
const box = (a: string, b: string, c: string, d: string) => ({ [a]: latitude - 0.01, [b]: longitude - 0.01, [c]: latitude + 0.01, [d]: longitude + 0.01 });

describe.each(backends())('one coordinate vocabulary, old names still read (%s)', (backend) => {
  let t: TestApp;
  let admin: Person;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'actions', 'embed', 'impact', 'admin') });
    await task(t, { latitude, longitude });
    admin = await member(t, { role: 'admin' });
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

  const partner = { name: 'Green NGO', allowedOrigins: ['https://ngo.example'], zoom: 13, areaRadiusKm: 2 };

  it('the embed partner admin endpoints take and give centerLatitude/centerLongitude, and still read centerLat/centerLon', async () => {
    const created = await admin.agent.post('/api/admin/embed/partners').send({ ...partner, centerLatitude: latitude, centerLongitude: longitude }).expect(201);
    expect(created.body.partner.center).toEqual({ latitude, longitude });
    expect(created.body.partner.area).toEqual({ latitude, longitude, radiusKm: 2 });
    const id = created.body.partner.id as string;
    // An admin page loaded before the rename sends the old names: read as the new ones.
    const edited = await admin.agent.put(`/api/admin/embed/partners/${id}`).send({ ...partner, centerLat: latitude + 0.5, centerLon: longitude + 0.5 }).expect(200);
    expect(edited.body.partner.center).toEqual({ latitude: latitude + 0.5, longitude: longitude + 0.5 });
    expect(await t.db('embed_partners').where({ id }).first('center_lat', 'center_lon')).toEqual({ center_lat: latitude + 0.5, center_lon: longitude + 0.5 });
    const old = await admin.agent.post('/api/admin/embed/partners').send({ ...partner, centerLat: latitude, centerLon: longitude }).expect(201);
    expect(old.body.partner.center).toEqual({ latitude, longitude });
    // A name and its old name together: refused, naming the old one.
    const both = await admin.agent.post('/api/admin/embed/partners').send({ ...partner, centerLatitude: latitude, centerLat: latitude + 1, centerLongitude: longitude }).expect(400);
    expect(JSON.stringify(both.body.details)).toContain('centerLat');
    const list = await admin.agent.get('/api/admin/embed/partners').expect(200);
    const centres = list.body.partners.map((p: { center: object }) => p.center);
    expect(centres).toHaveLength(2);
    expect(centres).toEqual(expect.arrayContaining([{ latitude: latitude + 0.5, longitude: longitude + 0.5 }, { latitude, longitude }]));
  });

  it('GET /api/partners/{id}/impact: the area in latitude/longitude, and lat/lon kept beside them for partner pages', async () => {
    const created = await admin.agent.post('/api/admin/embed/partners').send({ ...partner, centerLatitude: latitude, centerLongitude: longitude }).expect(201);
    const res = await t.request().get(`/api/partners/${created.body.partner.id}/impact`).expect(200);
    expect(res.body.partner.area).toEqual({ latitude, longitude, radiusKm: 2, lat: latitude, lon: longitude });
  });
});
