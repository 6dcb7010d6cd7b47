import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AREA_LIMIT, type AreaDto } from '../../src/modules/areas/contract';
import type { NotificationDto } from '../../src/modules/notifications/contract';
import { EVENTS, OUTBOX } from '../../src/server/tokens';
import { scene } from '../support/images';
import { startPushStandIn, type PushStandIn } from '../support/push-stand-in';
import { guest, member, reportTask, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const MISSING = '00000000-0000-4000-8000-000000000000';
/** About 111 m of latitude. */
const M100 = 0.001;

/**
 * Issue 24: area alerts. A registered person names circles (at most 10, guests none); a task made
 * from a report inside someone's circle tells them once through the notification list (never the
 * reporter, never twice however often the outbox delivers `tasks.created`); a cleanup event created
 * inside one tells them too (`events.created`).
 */
describe.each(backends())('area alerts (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let alice: Person;
  let bob: Person;
  let hasEvents: boolean;
  let push: PushStandIn;

  /** Each test at a place of its own, far from the others' circles. */
  let place = 0;
  const nextPlace = () => ({ latitude: 50 + ++place * 0.5, longitude: 10 });

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-areas-'));
    hasEvents = tryManifests('events');
    push = await startPushStandIn();
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'notifications', 'gamification', 'photos', 'tasks', 'reports', 'alerts', 'areas', 'account', ...(hasEvents ? ['events'] : [])),
      env: { DATA_DIR: dataDir, ...push.env },
    });
    alice = await member(t);
    bob = await member(t);
  });
  afterAll(async () => {
    await t.close();
    await push.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const addArea = (p: Person, body: Record<string, unknown>) => p.agent.post('/api/areas').send(body);
  const areasOf = async (p: Person) => {
    const res = await p.agent.get('/api/areas');
    expect(res.status).toBe(200);
    return res.body as { areas: AreaDto[]; limit: number };
  };
  const notes = async (p: Person, kind: NotificationDto['kind']) => {
    const res = await p.agent.get('/api/notifications');
    expect(res.status).toBe(200);
    return (res.body.notifications as NotificationDto[]).filter((n) => n.kind === kind);
  };
  const area = async (p: Person, at: { latitude: number; longitude: number }, radiusM = 1000, name = 'Home') => {
    const res = await addArea(p, { name, ...at, radiusM });
    expect(res.status, res.text).toBe(201);
    return res.body as AreaDto;
  };

  it('adds, lists and deletes the person’s own areas; checks the fields', async () => {
    const p = await member(t);
    const at = nextPlace();
    const created = await addArea(p, { name: '  River park ', latitude: at.latitude, longitude: at.longitude, radiusM: 2500 });
    expect(created.status, created.text).toBe(201);
    expect(created.body).toEqual({ id: expect.any(String), name: 'River park', latitude: at.latitude, longitude: at.longitude, radiusM: 2500, createdAt: t.clock.now().toISOString() });
    expect(await areasOf(p)).toEqual({ areas: [created.body], limit: AREA_LIMIT });
    // Nobody else sees it, or may delete it.
    expect((await areasOf(bob)).areas.map((a) => a.id)).not.toContain(created.body.id);
    const foreign = await bob.agent.delete(`/api/areas/${created.body.id}`);
    expect(foreign.status).toBe(404);
    expect(foreign.body.code).toBe('AREA_NOT_FOUND');
    expect((await p.agent.delete(`/api/areas/${MISSING}`)).status).toBe(404);
    expect((await p.agent.delete('/api/areas/not-an-id')).status).toBe(400);
    expect((await p.agent.delete(`/api/areas/${created.body.id}`)).status).toBe(204);
    expect((await p.agent.delete(`/api/areas/${created.body.id}`)).status).toBe(404);
    expect((await areasOf(p)).areas).toEqual([]);

    for (const bad of [
      { name: '', latitude: 50, longitude: 10, radiusM: 1000 },
      { name: 'x'.repeat(61), latitude: 50, longitude: 10, radiusM: 1000 },
      { name: 'Too small', latitude: 50, longitude: 10, radiusM: 99 },
      { name: 'Too large', latitude: 50, longitude: 10, radiusM: 20_001 },
      { name: 'Half metres', latitude: 50, longitude: 10, radiusM: 150.5 },
      { name: 'Off the globe', latitude: 91, longitude: 10, radiusM: 1000 },
      { name: 'Off the globe', latitude: 50, longitude: -181, radiusM: 1000 },
      { name: 'Extra', latitude: 50, longitude: 10, radiusM: 1000, userId: bob.id },
    ]) {
      const res = await addArea(p, bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    // German field messages.
    const de = await p.agent.post('/api/areas').set('Accept-Language', 'de').send({ name: 'x', latitude: 50, longitude: 10, radiusM: 5 });
    expect(JSON.stringify(de.body.details)).toContain('Der Radius muss');
    // The edges are allowed.
    expect((await addArea(p, { name: 'Small', latitude: 50, longitude: 10, radiusM: 100 })).status).toBe(201);
    expect((await addArea(p, { name: 'Large', latitude: 50, longitude: 10, radiusM: 20_000 })).status).toBe(201);
  });

  it('refuses guests and people without a session; at most 10 areas each, also when added at once', async () => {
    const g = await guest(t);
    const refused = await addArea(g, { name: 'Mine', latitude: 50, longitude: 10, radiusM: 1000 });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'REGISTERED_ONLY', error: 'Create your profile first: only registered accounts can set up area alerts.' });
    const refusedDe = await g.agent.post('/api/areas').set('Accept-Language', 'de').send({ name: 'Mine', latitude: 50, longitude: 10, radiusM: 1000 });
    expect(refusedDe.body.error).toMatch(/^Erstelle zuerst dein Profil/);
    expect(await areasOf(g)).toEqual({ areas: [], limit: AREA_LIMIT });
    expect((await t.request().get('/api/areas')).status).toBe(401);
    expect((await t.request().post('/api/areas').send({ name: 'Mine', latitude: 50, longitude: 10, radiusM: 1000 })).status).toBe(401);

    const p = await member(t);
    const results = await Promise.all(Array.from({ length: AREA_LIMIT + 3 }, (_, i) => addArea(p, { name: `Area ${i}`, latitude: 50, longitude: 10, radiusM: 1000 })));
    expect(results.filter((r) => r.status === 201)).toHaveLength(AREA_LIMIT);
    const over = results.filter((r) => r.status !== 201);
    expect(over.map((r) => [r.status, r.body.code])).toEqual(Array.from({ length: 3 }, () => [409, 'AREA_LIMIT']));
    expect((await areasOf(p)).areas).toHaveLength(AREA_LIMIT);
    // Deleting one makes room for one.
    const [first] = (await areasOf(p)).areas;
    expect((await p.agent.delete(`/api/areas/${first!.id}`)).status).toBe(204);
    expect((await addArea(p, { name: 'Again', latitude: 50, longitude: 10, radiusM: 1000 })).status).toBe(201);
    expect((await addArea(p, { name: 'Over', latitude: 50, longitude: 10, radiusM: 1000 })).status).toBe(409);
  });

  it('a report inside someone’s area tells them once; outside, and the reporter’s own area, tell nobody', async () => {
    const at = nextPlace();
    const aliceArea = await area(alice, at, 1000, 'Riverside');
    // Bob's own area holds his report: he is not told about it.
    await area(bob, at, 5000, 'Bob’s patch');
    const carol = await member(t);
    // Carol's circle is 5 km away with a 1 km radius: it does not reach.
    await area(carol, { latitude: at.latitude + 0.045, longitude: at.longitude }, 1000, 'Elsewhere');

    const taskId = await reportTask(bob, await scene({ litter: 70, seed: place }), { latitude: at.latitude + 5 * M100, longitude: at.longitude });
    const told = await notes(alice, 'area_task');
    expect(told).toEqual([
      { id: expect.any(String), kind: 'area_task', data: { taskId, areaId: aliceArea.id, areaName: 'Riverside', wasteType: expect.any(String), latitude: at.latitude + 5 * M100, longitude: at.longitude }, createdAt: t.clock.now().toISOString(), readAt: null },
    ]);
    expect(await notes(bob, 'area_task')).toEqual([]);
    expect(await notes(carol, 'area_task')).toEqual([]);

    // Outside Alice's circle (about 1.7 km north): nobody is told.
    await reportTask(bob, await scene({ litter: 70, seed: place + 100 }), { latitude: at.latitude + 15 * M100, longitude: at.longitude });
    expect(await notes(alice, 'area_task')).toHaveLength(1);
  });

  it('two of one person’s areas holding the point make one notification, named after the nearer one', async () => {
    const at = nextPlace();
    const dave = await member(t);
    await area(dave, { latitude: at.latitude + 20 * M100, longitude: at.longitude }, 5000, 'Wide');
    const near = await area(dave, at, 500, 'Near');
    const taskId = await task(t, { ...at, reporterId: null, wasteType: 'organic' });
    expect((await notes(dave, 'area_task')).map((n) => n.data)).toEqual([{ taskId, areaId: near.id, areaName: 'Near', wasteType: 'organic', latitude: at.latitude, longitude: at.longitude }]);
  });

  it('a redelivered tasks.created (the outbox row again, or the bus) tells nobody twice', async () => {
    const at = nextPlace();
    const erin = await member(t);
    await area(erin, at, 2000, 'Square');
    const taskId = await task(t, { ...at });
    expect(await notes(erin, 'area_task')).toHaveLength(1);

    const [row] = await t.db('outbox').where({ event: 'tasks.created' }).whereRaw("payload->>'taskId' = ?", [taskId]);
    expect(row).toMatchObject({ delivered_at: expect.any(Date), payload: { taskId, latitude: at.latitude, longitude: at.longitude, wasteType: 'plastic', reporterId: null } });
    // The outbox delivers it again (a lost lease, a crash after the handlers ran).
    await t.db('outbox').where({ id: row.id }).update({ delivered_at: null, next_attempt_at: t.clock.now() });
    expect(await t.app.container.get(OUTBOX).deliverDue()).toBe(1);
    // The same payload through the bus, twice at once.
    const bus = t.app.container.get(EVENTS);
    await Promise.all([bus.deliver('tasks.created', row.payload), bus.deliver('tasks.created', row.payload)]);
    expect(await notes(erin, 'area_task')).toHaveLength(1);
    expect(await t.db('notifications').where({ user_id: erin.id, kind: 'area_task' })).toHaveLength(1);
  });

  it('an area deleted before the report tells nothing', async () => {
    const at = nextPlace();
    const fay = await member(t);
    const a = await area(fay, at, 2000);
    expect((await fay.agent.delete(`/api/areas/${a.id}`)).status).toBe(204);
    await task(t, { ...at });
    expect(await notes(fay, 'area_task')).toEqual([]);
  });

  it('a cleanup event created inside an area tells its people, not its organiser, once (the events.created payload through the bus)', async () => {
    const at = nextPlace();
    const gus = await member(t);
    const a = await area(gus, at, 3000, 'Harbour');
    await area(alice, at, 3000, 'Alice’s harbour');
    const payload = { eventId: '11111111-1111-4111-8111-111111111111', title: 'Beach cleanup', latitude: at.latitude, longitude: at.longitude + 0.01, startsAt: '2030-06-01T09:00:00.000Z', organiserId: alice.id };
    const bus = t.app.container.get(EVENTS);
    await bus.deliver('events.created', payload);
    await bus.deliver('events.created', payload);
    expect((await notes(gus, 'area_event')).map((n) => n.data)).toEqual([
      { eventId: payload.eventId, areaId: a.id, areaName: 'Harbour', title: 'Beach cleanup', startsAt: payload.startsAt },
    ]);
    expect(await notes(alice, 'area_event')).toEqual([]);
  });

  it.skipIf(!tryManifests('events'))('an event created through POST /api/events inside an area tells its people, not its organiser', async () => {
    const at = nextPlace();
    const hal = await member(t);
    const a = await area(hal, at, 2000, 'Lake');
    await area(bob, at, 2000, 'Bob’s lake');
    const startsAt = new Date(t.clock.now().getTime() + 48 * 3_600_000);
    const res = await bob.agent.post('/api/events').send({
      title: 'Lake shore cleanup',
      latitude: at.latitude + 2 * M100,
      longitude: at.longitude,
      startsAt: startsAt.toISOString(),
      endsAt: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(),
      capacity: 20,
    });
    expect(res.status, res.text).toBe(201);
    expect((await notes(hal, 'area_event')).map((n) => n.data)).toEqual([
      { eventId: res.body.id, areaId: a.id, areaName: 'Lake', title: 'Lake shore cleanup', startsAt: startsAt.toISOString() },
    ]);
    expect(await notes(bob, 'area_event')).toEqual([]);
  });

  it('people who opted in to “News in your areas” get a push too, once per notification', async () => {
    const at = nextPlace();
    const ida = await member(t);
    const device = push.subscriber(`/areas-${backend}`);
    await ida.agent.post('/api/alerts/push/subscriptions').send(device.subscription).expect(200);
    const off = { push: false, email: false };
    await ida.agent.put('/api/alerts/preferences').send({ choices: { reportCleaned: off, claimEndsSoon: off, areaNew: { push: true, email: false } }, language: 'de' }).expect(200);
    await area(ida, at, 1000, 'Garden');
    const taskId = await task(t, { ...at });
    const pushed = () => push.requests.filter((r) => r.path === `/areas-${backend}`);
    await expect.poll(() => pushed().length).toBe(1);
    expect(JSON.parse(device.decrypt(pushed()[0]!.body))).toMatchObject({ title: 'Neuer Müll in deinem Gebiet gemeldet', url: '/map' });
    // A redelivered tasks.created writes no second notification, so no second push either.
    const [row] = await t.db('outbox').where({ event: 'tasks.created' }).whereRaw("payload->>'taskId' = ?", [taskId]);
    await t.app.container.get(EVENTS).deliver('tasks.created', row.payload);
    expect(pushed()).toHaveLength(1);
    // An older client that does not know the kind yet may leave it out: it is off then.
    const older = await ida.agent.put('/api/alerts/preferences').send({ choices: { reportCleaned: off, claimEndsSoon: off }, language: 'en' });
    expect(older.status, older.text).toBe(200);
    expect(older.body.choices.areaNew).toEqual(off);
  });

  it('the data export lists the areas and the alerts given; the erasure removes both', async () => {
    const p = await member(t);
    const at = nextPlace();
    const a = await area(p, at, 1000, 'Export me');
    const taskId = await task(t, { ...at });
    const exported = await p.agent.get('/api/account/export');
    expect(exported.status).toBe(200);
    const body = JSON.parse(exported.text || JSON.stringify(exported.body)) as { areas: unknown[]; areaAlertsGiven: unknown[] };
    expect(body.areas).toEqual([a]);
    expect(body.areaAlertsGiven).toEqual([{ kind: 'area_task', reference: taskId, areaId: a.id, createdAt: expect.any(String) }]);
    expect((await p.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(200);
    expect(await t.db('area_subscriptions').where({ user_id: p.id })).toEqual([]);
    expect(await t.db('area_alerts_sent').where({ user_id: p.id })).toEqual([]);
  });
});

function tryManifests(id: string): boolean {
  try {
    manifests(id);
    return true;
  } catch {
    return false;
  }
}
