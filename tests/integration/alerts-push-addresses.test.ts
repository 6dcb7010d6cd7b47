import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTBOX } from '../../src/server/tokens';
import { alertsModule } from '../../src/modules/alerts/server';
import type { ResolvedAddress } from '../../src/server/outbound/guard';
import { startConnectionRecorder, type ConnectionRecorder } from '../support/connection-recorder';
import { testSubscriber } from '../support/push-stand-in';
import { guest, member, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const off = { push: false, email: false };
const pushOn = { reportCleaned: { push: true, email: false }, claimEndsSoon: off, areaNew: off };

/**
 * Issue 33, point 2: the server connected wherever a push endpoint said. Here the app runs as in
 * production (no OUTBOUND_ALLOW_LOOPBACK) with name resolution handed in, and the operator lists the
 * issue's addresses on ALERTS_PUSH_HOSTS, so what refuses them is the address check itself. Loopback
 * listeners on 127.0.0.1, 127.0.0.2 and ::1, on the port the endpoints name, record any connection:
 * a refusal must come before one. Nothing here connects to a non-loopback address.
 */
describe.each(backends())('push endpoints lead to public addresses only (%s)', (backend) => {
  let t: TestApp;
  let recorder: ConnectionRecorder;
  let events = 0;
  /** What each name resolves to; a list of lists answers call after call (the last one again). */
  const names = new Map<string, string[][]>();
  const asked: string[] = [];
  const resolve = async (hostname: string): Promise<ResolvedAddress[]> => {
    asked.push(hostname);
    const lists = names.get(hostname) ?? [];
    const calls = asked.filter((h) => h === hostname).length;
    return (lists[Math.min(calls - 1, lists.length - 1)] ?? []).map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
  };

  const endpoint = (hostAndPath: string) => `https://${hostAndPath.replace('PORT', String(recorder.port))}`;
  const subscribe = (p: Person, url: string) => p.agent.post('/api/alerts/push/subscriptions').send({ endpoint: url, keys: testSubscriber(url).subscription.keys });
  const reportCleaned = (userId: string) =>
    inUnit(t, (unit) => t.app.container.get(OUTBOX).publish(unit, 'notifications.created', { notificationId: `addr-${backend}-${++events}`, userId, kind: 'task_cleaned' }));
  const deliveries = (userId: string) => t.db('alert_deliveries').where({ user_id: userId, channel: 'push' }).orderBy('id');

  beforeAll(async () => {
    recorder = await startConnectionRecorder(['127.0.0.1', '127.0.0.2', '::1']);
    const hosts = ['127.0.0.2:PORT', '169.254.169.254', '10.0.0.1:8443', '192.168.1.1', '0.0.0.0:PORT', '[::1]:PORT', '*.push.test:PORT'];
    t = await createTestApp({
      backend,
      modules: [...manifests('guest', 'gamification', 'photos', 'tasks'), alertsModule],
      env: { ALERTS_PUSH_HOSTS: hosts.map((h) => h.replace('PORT', String(recorder.port))).join(',') },
      resolve,
    });
  });
  afterAll(async () => {
    await t.close();
    await recorder.close();
  });

  it.each([
    ['127.0.0.2:PORT/x', 'loopback'],
    ['169.254.169.254/latest/meta-data/', 'cloud metadata'],
    ['10.0.0.1:8443/', 'private'],
    ['192.168.1.1/', 'private'],
    ['0.0.0.0:PORT/', 'this host'],
    ['[::1]:PORT/', 'IPv6 loopback'],
    ['private.push.test:PORT/x', 'a name that resolves to a private address'],
    ['metadata.push.test:PORT/x', 'a name that resolves to the metadata service'],
    ['mixed.push.test:PORT/x', 'a name with a public and a private address'],
    ['loop.push.test:PORT/x', 'a name that resolves to loopback'],
  ])('refuses https://%s (%s) when a device subscribes, before connecting', async (hostAndPath) => {
    names.set('private.push.test', [['10.0.0.1']]);
    names.set('metadata.push.test', [['169.254.169.254']]);
    names.set('mixed.push.test', [['93.184.215.14', '192.168.1.1']]);
    names.set('loop.push.test', [['127.0.0.2']]);
    const p = await guest(t);
    const res = await subscribe(p, endpoint(hostAndPath));
    expect(res.status).toBe(400);
    // (The schema's URL check already refuses an IPv6 literal; the send-time test below has one stored.)
    expect(res.body.code).toBe(hostAndPath.startsWith('[') ? 'VALIDATION_FAILED' : 'ALERTS_BAD_PUSH_ENDPOINT');
    expect(await t.db('alert_push_subscriptions').where({ user_id: p.id })).toEqual([]);
    expect(recorder.total()).toBe(0);
  });

  it('checks again at every send: a name public when the device subscribed and loopback when the alert goes out is not connected to', async () => {
    names.set('rebind.push.test', [['93.184.215.14'], ['127.0.0.2']]);
    const p = await member(t);
    expect((await subscribe(p, endpoint('rebind.push.test:PORT/x'))).status).toBe(200);
    await p.agent.put('/api/alerts/preferences').send({ choices: pushOn, language: 'en' }).expect(200);
    await reportCleaned(p.id);
    expect(asked.filter((h) => h === 'rebind.push.test')).toHaveLength(2);
    const [row] = await deliveries(p.id);
    expect(row).toMatchObject({ status: 'gone', last_error: expect.stringContaining('rebind.push.test leads to an address this server does not connect to') });
    expect(recorder.total()).toBe(0);
    // The device stays (its name may lead somewhere public again); nothing is retried.
    expect(await t.db('alert_push_subscriptions').where({ user_id: p.id })).toHaveLength(1);
  });

  it('refuses endpoints stored before this check at send, before connecting; one off the push host list is removed', async () => {
    const p = await member(t);
    await p.agent.put('/api/alerts/preferences').send({ choices: pushOn, language: 'en' }).expect(200);
    const stored = ['127.0.0.2:PORT/old', '0.0.0.0:PORT/old', '[::1]:PORT/old', '127.0.0.1:PORT/unlisted'].map(endpoint);
    for (const url of stored) {
      const keys = testSubscriber(url).subscription.keys;
      await t.db('alert_push_subscriptions').insert({ id: crypto.randomUUID(), user_id: p.id, endpoint: url, p256dh: keys.p256dh, auth: keys.auth, created_at: t.clock.now() });
    }
    await reportCleaned(p.id);
    expect(Object.fromEntries(recorder.connections)).toEqual({ '127.0.0.1': 0, '127.0.0.2': 0, '::1': 0 });
    const rows = await deliveries(p.id);
    expect(rows).toHaveLength(4);
    expect(rows.map((r: { status: string }) => r.status)).toEqual(['gone', 'gone', 'gone', 'gone']);
    const left = (await t.db('alert_push_subscriptions').where({ user_id: p.id })).map((r: { endpoint: string }) => r.endpoint).sort();
    expect(left).toEqual(stored.slice(0, 3).sort());
  });
});
