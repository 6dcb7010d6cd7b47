import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app';
import { createLogger } from '../../src/server/log';
import { OUTBOX } from '../../src/server/tokens';
import { alertsModule } from '../../src/modules/alerts/server';
import { ALERT_DELIVERY, ALERTS_SERVICE } from '../../src/modules/alerts/server/container';
import { alertEndingClaims } from '../../src/modules/alerts/server/triggers';
import { TASKS_API, type TasksApi } from '../../src/modules/tasks/contract';
import { MAX_PUSH_DEVICES, type AlertChoices } from '../../src/modules/alerts/contract';
import { startPushStandIn, verifyVapid, type PushStandIn } from '../support/push-stand-in';
import { guest, member, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const off = { push: false, email: false };
const choices = (over: Partial<AlertChoices>): AlertChoices => ({ reportCleaned: off, claimEndsSoon: off, areaNew: off, adoptionDue: off, ...over });
const modules = () => [...manifests('guest', 'gamification', 'photos', 'tasks'), alertsModule];
let events = 0;

describe.each(backends())('push alerts (%s)', (backend) => {
  let t: TestApp;
  let push: PushStandIn;

  /** The notifications module's outbox event for a reporter whose report was cleaned. */
  const reportCleaned = (userId: string, notificationId = `n-${backend}-${++events}`) =>
    inUnit(t, (unit) => t.app.container.get(OUTBOX).publish(unit, 'notifications.created', { notificationId, userId, kind: 'task_cleaned' }));

  const subscribe = async (p: Person, path: string) => {
    const sub = push.subscriber(path);
    const res = await p.agent.post('/api/alerts/push/subscriptions').send(sub.subscription);
    expect(res.status).toBe(200);
    return sub;
  };
  const choose = (p: Person, c: AlertChoices, language: 'en' | 'de' = 'en') => p.agent.put('/api/alerts/preferences').send({ choices: c, language }).expect(200);
  const sentTo = (path: string) => push.requests.filter((r) => r.path === path);

  beforeAll(async () => {
    push = await startPushStandIn();
    t = await createTestApp({ backend, modules: modules(), env: push.env });
  });
  afterAll(async () => {
    await t.close();
    await push.close();
  });

  it('makes one VAPID key pair on first use, shared by two app processes that start at once', async () => {
    // A second process on the same database: on PostgreSQL its own pool, on PGlite a second app on the one connection.
    const second = t.databaseUrl ? await createTestApp({ backend, modules: modules(), env: push.env, databaseUrl: t.databaseUrl }) : null;
    const other = second?.app ?? createApp({ config: t.config, db: t.db, modules: modules(), log: createLogger(true), clock: t.clock });
    try {
      const [a, b] = await Promise.all([t.request().get('/api/alerts/push/key'), supertest(other.callback).get('/api/alerts/push/key')]);
      expect(a.status).toBe(200);
      expect(a.body.publicKey).toMatch(/^[A-Za-z0-9_-]{87}$/);
      expect(b.body.publicKey).toBe(a.body.publicKey);
      expect(Number((await t.db('alert_vapid_keys').count<{ n: string }[]>({ n: '*' }))[0]!.n)).toBe(1);
    } finally {
      await second?.close();
    }
  });

  it('sends nothing without the person’s opt-in, and only the kinds they chose', async () => {
    const p = await guest(t);
    await subscribe(p, `/optin-${backend}`);
    await reportCleaned(p.id);
    expect(sentTo(`/optin-${backend}`)).toHaveLength(0);

    await choose(p, choices({ claimEndsSoon: { push: true, email: false } }));
    await reportCleaned(p.id);
    expect(sentTo(`/optin-${backend}`)).toHaveLength(0);
    expect((await p.agent.get('/api/alerts/preferences')).body).toMatchObject({ choices: choices({ claimEndsSoon: { push: true, email: false } }), pushDevices: 1, email: null });
  });

  it('delivers "your report was cleaned" by push: VAPID-signed, aes128gcm, the text in the person’s language; once per notification', async () => {
    const p = await guest(t);
    const path = `/cleaned-${backend}`;
    const device = await subscribe(p, path);
    await choose(p, choices({ reportCleaned: { push: true, email: false } }), 'de');
    const key = (await t.request().get('/api/alerts/push/key')).body.publicKey as string;

    await reportCleaned(p.id, `cleaned-${backend}`);
    const [req] = sentTo(path);
    expect(req).toBeDefined();
    const vapid = verifyVapid(req!.headers.authorization);
    expect(vapid.publicKey).toBe(key);
    expect(vapid.aud).toBe(push.url);
    expect(vapid.exp * 1000).toBeGreaterThan(Date.now());
    expect(req!.headers['content-encoding']).toBe('aes128gcm');
    expect(Number(req!.headers.ttl)).toBeGreaterThan(0);
    expect(JSON.parse(device.decrypt(req!.body))).toEqual({
      title: 'Deine Meldung wurde aufgeräumt',
      body: 'Der Müll, den du gemeldet hast, wurde aufgeräumt. Danke für deine Meldung!',
      url: expect.stringMatching(/^\//),
      icon: expect.any(String),
      tag: `reportCleaned:notification:cleaned-${backend}`,
    });

    // The outbox delivers at least once: the same notification again sends nothing new.
    await reportCleaned(p.id, `cleaned-${backend}`);
    expect(sentTo(path)).toHaveLength(1);
  });

  it('a 410 from the push service removes that subscription; other failures are tried again later', async () => {
    const p = await guest(t);
    await subscribe(p, `/gone-${backend}`);
    const flaky = await subscribe(p, `/flaky-${backend}`);
    push.statusFor.set(`/gone-${backend}`, 410);
    push.statusFor.set(`/flaky-${backend}`, 503);
    await choose(p, choices({ reportCleaned: { push: true, email: false } }));

    await reportCleaned(p.id);
    expect(sentTo(`/gone-${backend}`)).toHaveLength(1);
    expect(sentTo(`/flaky-${backend}`)).toHaveLength(1);
    expect((await p.agent.get('/api/alerts/preferences')).body.pushDevices).toBe(1);
    const endpoints = (await t.db('alert_push_subscriptions').where({ user_id: p.id })).map((r: { endpoint: string }) => r.endpoint);
    expect(endpoints).toEqual([flaky.subscription.endpoint]);

    // Not before its wait is over; then it goes out.
    const delivery = t.app.container.get(ALERT_DELIVERY);
    await delivery.deliverDue();
    expect(sentTo(`/flaky-${backend}`)).toHaveLength(1);
    push.statusFor.delete(`/flaky-${backend}`);
    t.clock.advance(31_000);
    await delivery.deliverDue();
    expect(sentTo(`/flaky-${backend}`)).toHaveLength(2);
    expect(JSON.parse(flaky.decrypt(sentTo(`/flaky-${backend}`)[1]!.body)).title).toBe('Your report was cleaned');
    await delivery.deliverDue();
    expect(sentTo(`/flaky-${backend}`)).toHaveLength(2);
  });

  it('refuses push endpoints that are not https (loopback only with the test setting) and removes a device on request', async () => {
    const p = await guest(t);
    const plain = { endpoint: 'http://push.example.org/x', keys: push.subscriber('/x').subscription.keys };
    const refused = await p.agent.post('/api/alerts/push/subscriptions').send(plain);
    expect(refused.status).toBe(400);
    expect(refused.body.code).toBe('ALERTS_BAD_PUSH_ENDPOINT');
    const device = await subscribe(p, `/removed-${backend}`);
    const res = await p.agent.delete('/api/alerts/push/subscriptions').send({ endpoint: device.subscription.endpoint });
    expect(res.status).toBe(200);
    expect(res.body.pushDevices).toBe(0);
    expect((await t.request().get('/api/alerts/preferences')).status).toBe(401);
  });

  it(`keeps at most ${MAX_PUSH_DEVICES} devices per person: the 11th replaces the oldest`, async () => {
    const p = await member(t);
    const paths = Array.from({ length: MAX_PUSH_DEVICES + 1 }, (_, i) => `/many-${backend}-${i}`);
    for (const path of paths) {
      await subscribe(p, path);
      t.clock.advance(1000);
    }
    expect((await p.agent.get('/api/alerts/preferences')).body.pushDevices).toBe(MAX_PUSH_DEVICES);
    const endpoints = (await t.db('alert_push_subscriptions').where({ user_id: p.id })).map((r: { endpoint: string }) => new URL(r.endpoint).pathname).sort();
    expect(endpoints).toEqual(paths.slice(1).sort());
    // One alert: one push per device, at most ten.
    await choose(p, choices({ reportCleaned: { push: true, email: false } }));
    await reportCleaned(p.id);
    expect(push.requests.filter((r) => r.path.startsWith(`/many-${backend}-`))).toHaveLength(MAX_PUSH_DEVICES);
    expect(sentTo(paths[0]!)).toHaveLength(0);
  });

  it('does not move a device another person holds to the caller (409), and the holder keeps getting its alerts', async () => {
    const a = await member(t);
    const b = await member(t);
    const path = `/taken-${backend}`;
    const device = await subscribe(a, path);
    const attacker = push.subscriber(path);
    const res = await b.agent.post('/api/alerts/push/subscriptions').send(attacker.subscription);
    expect(res.status).toBe(409);
    expect(res.body.code).toBe('ALERTS_PUSH_DEVICE_TAKEN');
    const [row] = await t.db('alert_push_subscriptions').where({ endpoint: device.subscription.endpoint });
    expect(row).toMatchObject({ user_id: a.id, p256dh: device.subscription.keys.p256dh, auth: device.subscription.keys.auth });
    expect((await b.agent.get('/api/alerts/preferences')).body.pushDevices).toBe(0);
    // B cannot remove it either.
    await b.agent.delete('/api/alerts/push/subscriptions').send({ endpoint: device.subscription.endpoint }).expect(200);
    await choose(a, choices({ reportCleaned: { push: true, email: false } }));
    await reportCleaned(a.id);
    expect(sentTo(path)).toHaveLength(1);
    expect(JSON.parse(device.decrypt(sentTo(path)[0]!.body)).title).toBe('Your report was cleaned');
    // The holder subscribing the same endpoint again renews its keys.
    const renewed = await subscribe(a, path);
    expect(await t.db('alert_push_subscriptions').where({ endpoint: device.subscription.endpoint })).toMatchObject([{ user_id: a.id, p256dh: renewed.subscription.keys.p256dh }]);
  });

  it('refuses keys that are no P-256 point or 16-byte secret, such as "AAAA"', async () => {
    const p = await guest(t);
    const good = push.subscriber(`/keys-${backend}`).subscription;
    const point = Buffer.from(good.keys.p256dh, 'base64url');
    point[64]! ^= 1;
    for (const keys of [
      { p256dh: 'AAAA', auth: 'AAAA' },
      { p256dh: 'AAAA', auth: good.keys.auth },
      { p256dh: good.keys.p256dh, auth: 'AAAA' },
      { p256dh: point.toString('base64url'), auth: good.keys.auth },
    ]) {
      const res = await p.agent.post('/api/alerts/push/subscriptions').send({ endpoint: good.endpoint, keys });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('ALERTS_BAD_PUSH_KEYS');
    }
    expect((await p.agent.get('/api/alerts/preferences')).body.pushDevices).toBe(0);
  });

  it('takes only push services on the list (the known ones and ALERTS_PUSH_HOSTS)', async () => {
    const p = await guest(t);
    const keys = push.subscriber('/x').subscription.keys;
    for (const endpoint of ['https://push.example.org/x', 'https://fcm.googleapis.com.evil.example/x', `http://127.0.0.2:${new URL(push.url).port}/x`, 'https://user:pw@fcm.googleapis.com/x']) {
      const res = await p.agent.post('/api/alerts/push/subscriptions').send({ endpoint, keys });
      expect(res.status, endpoint).toBe(400);
      expect(res.body.code).toBe('ALERTS_BAD_PUSH_ENDPOINT');
    }
  });

  it('alerts the assignee once per claim when the hold ends within the lead time', async () => {
    const p = await guest(t);
    const path = `/claim-${backend}`;
    const device = await subscribe(p, path);
    await choose(p, choices({ claimEndsSoon: { push: true, email: false } }));
    const taskId = await task(t, { description: `claim alert ${backend}` });
    const accepted = await p.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: p.id });
    expect(accepted.status).toBe(200);
    const heldUntil = new Date(accepted.body.heldUntil as string);
    const tasks = t.app.container.get<TasksApi>(TASKS_API);
    const scan = () => alertEndingClaims(tasks, t.app.container.get(ALERTS_SERVICE), t.clock, 30);

    await scan();
    expect(sentTo(path)).toHaveLength(0);
    t.clock.advanceTo(new Date(heldUntil.getTime() - 20 * 60_000));
    expect(await scan()).toBe(1);
    expect(await scan()).toBe(0);
    // Sent before the clock jumps: a jump past the 60 s lease while the push is on its way would let
    // another worker claim it again (no real send outlives its lease: the per-target timeout is 15 s).
    await t.settle();
    t.clock.advance(5 * 60_000);
    await scan();
    await t.settle(); // the job queues; the alert goes out in the background
    expect(sentTo(path)).toHaveLength(1);
    expect(JSON.parse(device.decrypt(sentTo(path)[0]!.body))).toMatchObject({ title: 'Your claim ends soon', body: expect.stringContaining('20 minutes') });
  });
});
