import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { guest, type Person } from '../../../../tests/support/people';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { inUnit } from '../../../../tests/support/units';
import { NOTIFICATIONS_API, NOTIFICATIONS_KEEP, NOTIFICATIONS_LIST_LIMIT, type NotificationsApi, type NotifyInput } from '../contract';

/** The notifications module alone: notify() in the caller's unit, the bounded list, its ETag, the outbox event. */
describe.each(backends())('notifications module (%s)', (backend) => {
  let t: TestApp;
  let p: Person;

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'notifications') });
    p = await guest(t);
  });
  afterAll(() => t.close());

  const api = () => t.app.container.get<NotificationsApi>(NOTIFICATIONS_API);
  const hidden = (userId: string, n: number): NotifyInput => ({ userId, kind: 'photo_hidden', data: { photoId: `p${n}`, reason: `reason ${n}` } });

  it('writes in the caller’s unit with its outbox event; a rollback leaves neither', async () => {
    const { id } = await inUnit(t, (unit) => api().notify(hidden(p.id, 1), unit));
    const [row] = await t.db('notifications').where({ id });
    expect(row).toMatchObject({ user_id: p.id, kind: 'photo_hidden', data: { photoId: 'p1', reason: 'reason 1' }, read_at: null });
    expect(new Date(row.created_at)).toEqual(t.clock.now());
    const events = await t.db('outbox').where({ event: 'notifications.created' }).whereRaw("payload->>'notificationId' = ?", [id]);
    expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([{ notificationId: id, userId: p.id, kind: 'photo_hidden' }]);

    const other = await guest(t);
    await expect(
      inUnit(t, async (unit) => {
        await api().notify(hidden(other.id, 2), unit);
        throw new Error('the event failed');
      }),
    ).rejects.toThrow('the event failed');
    expect(await t.db('notifications').where({ user_id: other.id })).toEqual([]);
    expect(await t.db('outbox').where({ event: 'notifications.created' }).whereRaw("payload->>'userId' = ?", [other.id])).toEqual([]);
  });

  it('answers the newest 50 with the count of all unread, and keeps the newest 200 per person', async () => {
    const q = await guest(t);
    const total = NOTIFICATIONS_KEEP + 5;
    await inUnit(t, async (unit) => {
      for (let n = 1; n <= total; n++) await api().notify(hidden(q.id, n), unit);
    });
    const kept = await t.db('notifications').where({ user_id: q.id }).orderBy('seq').select('data');
    expect(kept).toHaveLength(NOTIFICATIONS_KEEP);
    expect(kept[0].data.photoId).toBe('p6');
    const res = await q.agent.get('/api/notifications');
    expect(res.body.notifications).toHaveLength(NOTIFICATIONS_LIST_LIMIT);
    expect(res.body.notifications[0].data.photoId).toBe(`p${total}`);
    expect(res.body.unreadCount).toBe(NOTIFICATIONS_KEEP);
    expect((await q.agent.post('/api/notifications/read').send({ all: true })).body).toEqual({ marked: NOTIFICATIONS_KEEP, unreadCount: 0 });
  });

  it('notifyMany writes many people’s notifications set-based, keeps the newest 200 of each, and publishes one event (issue 35)', async () => {
    const [a, b] = [await guest(t), await guest(t)];
    await inUnit(t, async (unit) => {
      for (let n = 0; n < NOTIFICATIONS_KEEP; n++) await api().notify(hidden(a.id, n), unit);
    });
    const written = await inUnit(t, (unit) => api().notifyMany([hidden(a.id, 900), hidden(b.id, 901)], unit));
    expect(written.map((w) => w.userId)).toEqual([a.id, b.id]);
    expect(Number((await t.db('notifications').where({ user_id: a.id }).count<{ n: string }[]>({ n: '*' }))[0]!.n)).toBe(NOTIFICATIONS_KEEP);
    expect(await t.db('notifications').where({ user_id: a.id }).whereRaw("data->>'photoId' = 'p0'")).toEqual([]);
    expect((await t.db('notifications').where({ user_id: b.id })).map((r: { id: string }) => r.id)).toEqual([written[1]!.id]);
    const [event] = await t.db('outbox').where({ event: 'notifications.created_many' }).whereRaw("payload->'notifications'->0->>'userId' = ?", [a.id]);
    expect(event.payload).toEqual({ notifications: [
      { notificationId: written[0]!.id, userId: a.id, kind: 'photo_hidden' },
      { notificationId: written[1]!.id, userId: b.id, kind: 'photo_hidden' },
    ] });
  });

  it('decides the ETag without reading the list: 304 while nothing changed, 200 after a write or a read', async () => {
    const r = await guest(t);
    const first = await r.agent.get('/api/notifications');
    const etag = first.headers.etag as string;
    expect((await r.agent.get('/api/notifications').set('If-None-Match', etag)).status).toBe(304);
    await inUnit(t, (unit) => api().notify(hidden(r.id, 1), unit));
    const second = await r.agent.get('/api/notifications').set('If-None-Match', etag);
    expect(second.status).toBe(200);
    expect(second.headers.etag).not.toBe(etag);
    expect((await r.agent.get('/api/notifications').set('If-None-Match', second.headers.etag as string)).status).toBe(304);
    await r.agent.post('/api/notifications/read').send({ ids: [second.body.notifications[0].id] });
    expect((await r.agent.get('/api/notifications').set('If-None-Match', second.headers.etag as string)).status).toBe(200);
    // Another person with the same counts never shares the ETag.
    const s = await guest(t);
    expect((await s.agent.get('/api/notifications')).headers.etag).not.toBe(etag);
  });
});
