import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NotificationDto, NotificationsResponse } from '../../src/modules/notifications/contract';
import { scene } from '../support/images';
import { guest, member, reportTask, task, type Person } from '../support/people';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

/**
 * Issue 23, point 4: the in-app notification list. A reporter hears that their report was cleaned
 * (with the before and after photos only where public), a cleaner hears a moderator's decision, an
 * owner hears that a moderator hid their photo; each notification is written in the event's own
 * transaction; the list answers 304 to its own ETag; read marks; erasure removes.
 */
describe.each(backends())('notifications (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let mod: Person;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-notifications-'));
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'notifications', 'gamification', 'photos', 'tasks', 'reports', 'actions', 'admin', 'account'),
      env: { DATA_DIR: dataDir },
    });
    mod = await member(t, { role: 'moderator' });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const list = async (p: Person): Promise<NotificationsResponse> => {
    const res = await p.agent.get('/api/notifications');
    expect(res.status).toBe(200);
    return res.body as NotificationsResponse;
  };
  const notes = async (p: Person, kind?: NotificationDto['kind']) => (await list(p)).notifications.filter((n) => !kind || n.kind === kind);
  const accept = async (who: Person, taskId: string) => expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
  const photoOf = async (taskId: string) => ((await t.db('tasks').where({ id: taskId }).first()) as { image_url: string }).image_url;
  const afterPhoto = async (taskId: string) => {
    const row = (await t.db('task_completions').where({ task_id: taskId }).whereNotNull('photo_id').orderBy('created_at', 'desc').first()) as { photo_id: string };
    return `/api/photos/${row.photo_id}`;
  };
  const idOf = (url: string) => url.split('/').pop()!;
  /** Each report at a spot of its own (reports close to an open one are refused as possible duplicates). */
  let spot = 0;
  const somewhere = () => ({ latitude: 51.49 + ++spot * 0.01, longitude: 11.98 });

  it('a completion the AI verifies at once tells the reporter, with both public photos; nobody else hears of it', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const taskId = await reportTask(reporter, await scene({ litter: 80, seed: 21 }), { filename: 'before.webp', location: 'Riverbank', ...somewhere() });
    await accept(cleaner, taskId);
    const done = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, seed: 21, retake: true }), 'after.webp');
    expect(done.body).toMatchObject({ verificationStatus: 'verified' });

    const { notifications, unreadCount } = await list(reporter);
    expect(unreadCount).toBe(1);
    expect(notifications).toEqual([
      {
        id: expect.any(String), kind: 'task_cleaned', createdAt: t.clock.now().toISOString(), readAt: null,
        data: { taskId, location: 'Riverbank', beforePhotoUrl: await photoOf(taskId), afterPhotoUrl: await afterPhoto(taskId) },
      },
    ]);
    expect(await notes(cleaner)).toEqual([]);
    // The outbox carries it to other channels, written in the same transaction.
    const events = await t.db('outbox').where({ event: 'notifications.created' }).whereRaw("payload->>'userId' = ?", [reporter.id]);
    expect(events.map((e: { payload: unknown }) => e.payload)).toEqual([{ notificationId: notifications[0]!.id, userId: reporter.id, kind: 'task_cleaned' }]);
  });

  it('an approval tells the cleaner and the reporter; a photo hidden before the approval is left out', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    // A task without a report photo: the local verifier holds any after-photo for review.
    const taskId = await task(t, { reporterId: reporter.id, location: 'Old mill' });
    await accept(cleaner, taskId);
    const held = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, seed: 4 }), 'after.jpg');
    expect(held.body.verificationStatus).toBe('needs_review');
    expect(await notes(reporter)).toEqual([]);
    const after = await afterPhoto(taskId);
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);

    expect(await notes(reporter)).toEqual([
      expect.objectContaining({ kind: 'task_cleaned', data: { taskId, location: 'Old mill', beforePhotoUrl: null, afterPhotoUrl: after } }),
    ]);
    expect(await notes(cleaner)).toEqual([
      expect.objectContaining({ kind: 'task_review', data: { taskId, location: 'Old mill', outcome: 'approved', reason: null, reward: 25 } }),
    ]);

    // The same again, but a moderator hides the after-photo first: its owner hears of that, the reporter gets no photo.
    const reporter2 = await guest(t);
    const cleaner2 = await guest(t);
    const task2 = await task(t, { reporterId: reporter2.id });
    await accept(cleaner2, task2);
    await cleaner2.agent.post(`/api/tasks/${task2}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, seed: 5 }), 'after.jpg');
    const after2 = idOf(await afterPhoto(task2));
    expect((await mod.agent.post(`/api/admin/photos/${after2}/hide`).send({ reason: 'Shows a face' })).status).toBe(200);
    expect((await mod.agent.post(`/api/admin/tasks/review/${task2}/approve`)).status).toBe(200);
    expect(await notes(reporter2)).toEqual([expect.objectContaining({ kind: 'task_cleaned', data: expect.objectContaining({ beforePhotoUrl: null, afterPhotoUrl: null }) })]);
    expect((await notes(cleaner2)).map((n) => [n.kind, n.data])).toEqual([
      ['task_review', expect.objectContaining({ outcome: 'approved' })],
      ['photo_hidden', { photoId: after2, reason: 'Shows a face' }],
    ]);
  });

  it('an approved claim without an after-photo shows the public report photo, and a hidden one not', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const taskId = await reportTask(reporter, await scene({ litter: 80, seed: 31 }), somewhere());
    await accept(cleaner, taskId);
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.verificationStatus).toBe('needs_review');
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    const before = await photoOf(taskId);
    const [cleaned] = await notes(reporter, 'task_cleaned');
    expect(cleaned!.data).toMatchObject({ beforePhotoUrl: before, afterPhotoUrl: null });

    const reporter2 = await guest(t);
    const task2 = await reportTask(reporter2, await scene({ litter: 80, seed: 32 }), somewhere());
    await accept(cleaner, task2);
    await cleaner.agent.post(`/api/tasks/${task2}/mark-completed`);
    expect((await mod.agent.post(`/api/admin/photos/${idOf(await photoOf(task2))}/hide`).send({ reason: 'Shows a number plate' })).status).toBe(200);
    expect((await mod.agent.post(`/api/admin/tasks/review/${task2}/approve`)).status).toBe(200);
    const [cleaned2] = await notes(reporter2, 'task_cleaned');
    expect(cleaned2!.data).toMatchObject({ beforePhotoUrl: null, afterPhotoUrl: null });
    expect((await notes(reporter2, 'photo_hidden')).map((n) => n.data)).toEqual([{ photoId: idOf(await photoOf(task2)), reason: 'Shows a number plate' }]);
  });

  it('a rejection tells the cleaner the reason, and the reporter nothing', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const taskId = await task(t, { reporterId: reporter.id, location: 'Park' });
    await accept(cleaner, taskId);
    await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/reject`).send({ reason: 'Still bottles by the bench.' })).status).toBe(200);
    expect((await notes(cleaner)).map((n) => [n.kind, n.data])).toEqual([
      ['task_review', { taskId, location: 'Park', outcome: 'rejected', reason: 'Still bottles by the bench.', reward: 0 }],
    ]);
    expect(await notes(reporter)).toEqual([]);
  });

  it('a decided action submission tells its person (approved with the amounts, rejected with the reason)', async () => {
    const person = await guest(t);
    const submit = async (title: string) => {
      // 500 trees are far above the typical: held for a moderator.
      const res = await person.agent.post('/api/tasks/submit').send({ taskType: 'tree_planting', title, quantity: 500, unit: 'trees' });
      expect(res.status).toBe(201);
      expect(res.body.submission.status).toBe('pending');
      return res.body.submission.id as string;
    };
    const one = await submit('Trees along the pier');
    const two = await submit('Trees by the dunes');
    const approved = await mod.agent.post(`/api/admin/actions/submissions/${one}/approve`).send({});
    expect(approved.status).toBe(200);
    expect((await mod.agent.post(`/api/admin/actions/submissions/${two}/reject`).send({ reason: 'No photo of the bags.' })).status).toBe(200);
    const approvedRow = (await t.db('action_submissions').where({ id: one }).first()) as { actual_xp: number; actual_coins: number };
    expect((await notes(person)).map((n) => n.data)).toEqual([
      { submissionId: two, title: 'Trees by the dunes', outcome: 'rejected', reason: 'No photo of the bags.', xp: 0, coins: 0 },
      { submissionId: one, title: 'Trees along the pier', outcome: 'approved', reason: null, xp: approvedRow.actual_xp, coins: approvedRow.actual_coins },
    ]);
  });

  it('a decision whose transaction fails leaves no notification (written in the same transaction)', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const taskId = await task(t, { reporterId: reporter.id });
    await accept(cleaner, taskId);
    await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    // The approval's last write (tasks.completed into the outbox) is refused: the whole approval rolls back.
    await t.db.raw("alter table outbox add constraint notifications_test_refuses check (event <> 'tasks.completed') not valid");
    try {
      expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(500);
    } finally {
      await t.db.raw('alter table outbox drop constraint notifications_test_refuses');
    }
    expect(await notes(reporter)).toEqual([]);
    expect(await notes(cleaner)).toEqual([]);
    expect(await t.db('notifications').whereIn('user_id', [reporter.id, cleaner.id])).toEqual([]);
    // Tried again, it goes through, and both hear of it once.
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    expect((await notes(reporter)).map((n) => n.kind)).toEqual(['task_cleaned']);
    expect((await notes(cleaner)).map((n) => n.kind)).toEqual(['task_review']);
  });

  it('the list answers 304 to its own ETag; a new notification and reading it change the ETag', async () => {
    const owner = await guest(t);
    const first = await owner.agent.get('/api/notifications');
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ notifications: [], unreadCount: 0 });
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    expect((await owner.agent.get('/api/notifications').set('If-None-Match', etag)).status).toBe(304);
    // Someone else's notification does not change this person's list.
    const other = await guest(t);
    const photoId = await ownPhoto(other);
    expect((await mod.agent.post(`/api/admin/photos/${photoId}/hide`).send({ reason: 'Not litter' })).status).toBe(200);
    expect((await owner.agent.get('/api/notifications').set('If-None-Match', etag)).status).toBe(304);

    const mine = await ownPhoto(owner);
    expect((await mod.agent.post(`/api/admin/photos/${mine}/hide`).send({ reason: 'Not litter' })).status).toBe(200);
    const changed = await owner.agent.get('/api/notifications').set('If-None-Match', etag);
    expect(changed.status).toBe(200);
    expect(changed.body.unreadCount).toBe(1);
    const etag2 = changed.headers.etag as string;
    expect(etag2).not.toBe(etag);
    expect((await owner.agent.get('/api/notifications').set('If-None-Match', etag2)).status).toBe(304);

    expect((await owner.agent.post('/api/notifications/read').send({ ids: [changed.body.notifications[0].id] })).body).toEqual({ marked: 1, unreadCount: 0 });
    const read = await owner.agent.get('/api/notifications').set('If-None-Match', etag2);
    expect(read.status).toBe(200);
    expect(read.body.notifications[0].readAt).toBe(t.clock.now().toISOString());
  });

  it('read marks only the caller’s own, by id or all; the body is checked', async () => {
    const a = await guest(t);
    const b = await guest(t);
    for (const p of [a, a, b]) {
      const photoId = await ownPhoto(p);
      expect((await mod.agent.post(`/api/admin/photos/${photoId}/hide`).send({ reason: 'Not litter' })).status).toBe(200);
    }
    const [newest, older] = await notes(a);
    const [bs] = await notes(b);
    // b's id in a's call is ignored.
    expect((await a.agent.post('/api/notifications/read').send({ ids: [newest!.id, bs!.id] })).body).toEqual({ marked: 1, unreadCount: 1 });
    expect((await list(b)).unreadCount).toBe(1);
    expect((await a.agent.post('/api/notifications/read').send({ ids: [newest!.id] })).body).toEqual({ marked: 0, unreadCount: 1 });
    expect((await a.agent.post('/api/notifications/read').send({ all: true })).body).toEqual({ marked: 1, unreadCount: 0 });
    expect((await notes(a)).map((n) => [n.id, n.readAt !== null])).toEqual([[newest!.id, true], [older!.id, true]]);

    for (const bad of [{}, { all: false }, { ids: ['nope'] }, { ids: [newest!.id], all: true }, { ids: [], extra: 1 }]) {
      const res = await a.agent.post('/api/notifications/read').send(bad);
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
    }
    const de = await a.agent.post('/api/notifications/read').set('Accept-Language', 'de').send({ ids: ['nope'] });
    expect(JSON.stringify(de.body.details)).toContain('Die Benachrichtigungs-ID muss eine gültige ID sein');
    expect((await t.request().get('/api/notifications')).status).toBe(401);
    expect((await t.request().post('/api/notifications/read').send({ all: true })).status).toBe(401);
  });

  it('the data export lists the notifications and the erasure removes them', async () => {
    const p = await guest(t);
    const photoId = await ownPhoto(p);
    expect((await mod.agent.post(`/api/admin/photos/${photoId}/hide`).send({ reason: 'Not litter' })).status).toBe(200);
    const exported = await p.agent.get('/api/account/export');
    expect(exported.status).toBe(200);
    const body = JSON.parse(exported.text || JSON.stringify(exported.body)) as { notifications: unknown[] };
    expect(body.notifications).toEqual([expect.objectContaining({ kind: 'photo_hidden', data: { photoId, reason: 'Not litter' }, readAt: null })]);
    expect((await p.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(200);
    expect(await t.db('notifications').where({ user_id: p.id })).toEqual([]);
  });

  /** A public report photo of `p` (through POST /api/reports); its id. */
  async function ownPhoto(p: Person): Promise<string> {
    const taskId = await reportTask(p, await scene({ litter: 60, seed: spot }), somewhere());
    return idOf(await photoOf(taskId));
  }
});
