import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../server';
import { migrateLatest } from '../../../server/db';
import { scene } from '../../../../tests/support/images';
import { guest, member, task, type Person } from '../../../../tests/support/people';
import { backends, createTestApp, createTestDb, manifests, migrationSource, type TestApp } from '../../../../tests/support/test-app';


const MIGRATION = '20261126001705_tasks_one_pending_review';

/** Issue 17, point 5: one pending review per task and person; repeated mark-completed answers the waiting one. */
describe.each(backends())('one pending review per task and person (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let reporter: Person;
  let mod: Person;

  const person = (role?: 'moderator'): Promise<Person> => (role ? member(t, { role }) : guest(t));
  /** A task without a report photo (the local verifier holds any after-photo of it for review), accepted by `who`. */
  const acceptedTask = async (who: Person) => {
    const taskId = await task(t, { reporterId: reporter.id });
    expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
    return taskId;
  };
  const rows = (taskId: string) => t.db('task_completions').where({ task_id: taskId }).orderBy('created_at');
  const waiting = (taskId: string) => t.db('task_completions').where({ task_id: taskId, verification_status: 'needs_review' }).whereNull('review_outcome').whereNull('superseded_at');

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-pending-'));
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'admin'), env: { DATA_DIR: dataDir } });
    reporter = await person();
    mod = await person('moderator');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('100 simultaneous mark-completed write one pending review and all answer it alike', async () => {
    const cleaner = await person();
    const taskId = await acceptedTask(cleaner);
    const results = await Promise.all(Array.from({ length: 100 }, () => cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`)));
    expect(results.map((r) => r.status)).toEqual(Array(100).fill(200));
    for (const r of results) expect(r.body).toEqual(results[0]!.body);
    expect(results[0]!.body).toMatchObject({ verificationStatus: 'needs_review', reward: 0, verifier: 'local', task: { id: taskId, status: 'assigned', verificationStatus: 'needs_review' } });
    expect(await rows(taskId)).toHaveLength(1);
    expect(await waiting(taskId)).toHaveLength(1);
  });

  it('a repeat later writes nothing and keeps the task’s place in the review queue', async () => {
    const cleaner = await person();
    const taskId = await acceptedTask(cleaner);
    const first = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    const placed = (await t.db('tasks').where({ id: taskId }).first()).updated_at;
    t.clock.advance(60_000);
    const again = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(await rows(taskId)).toHaveLength(1);
    expect((await t.db('tasks').where({ id: taskId }).first()).updated_at).toEqual(placed);
  });

  it('the database refuses a second pending review for the same task and person', async () => {
    const cleaner = await person();
    const taskId = await acceptedTask(cleaner);
    await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    const row = { task_id: taskId, user_id: cleaner.id, verification_status: 'needs_review', verifier: 'none', analysis: '{}' };
    await expect(t.db('task_completions').insert(row)).rejects.toThrow(/task_completions_one_pending_idx/);
    // Other states and other people are not limited.
    await t.db('task_completions').insert({ ...row, verification_status: 'failed' });
    await t.db('task_completions').insert({ ...row, user_id: reporter.id });
  });

  it('an after-photo replaces the waiting claim, and the moderator decides the photo', async () => {
    const cleaner = await person();
    const taskId = await acceptedTask(cleaner);
    const claim = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect(claim.body.verificationStatus).toBe('needs_review');
    t.clock.advance(1000);
    const photo = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, seed: 3 }), 'after.jpg');
    expect(photo.status).toBe(200);
    expect(photo.body.verificationStatus).toBe('needs_review');
    const [first, second] = await rows(taskId);
    expect(first).toMatchObject({ photo_id: null, review_outcome: null, superseded_at: t.clock.now() });
    expect(second).toMatchObject({ review_outcome: null, superseded_at: null });
    expect(second.photo_id).toEqual(expect.any(String));
    // A repeated claim now answers the photo attempt that waits.
    const repeat = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect(repeat.body).toMatchObject({ verificationStatus: 'needs_review', analysis: { feedback: photo.body.analysis.feedback } });
    expect(await rows(taskId)).toHaveLength(2);

    const item = (await mod.agent.get('/api/admin/tasks/review')).body.items.find((i: { task: { id: string } }) => i.task.id === taskId);
    expect(item.completion).toMatchObject({ id: second.id, afterPhotoUrl: `/api/photos/${second.photo_id}` });
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    const decided = await rows(taskId);
    expect(decided.map((r) => r.review_outcome)).toEqual([null, 'approved']);
  });

  it('after a release and a new accept, a claim is a new pending review, not the old one', async () => {
    const cleaner = await person();
    const taskId = await acceptedTask(cleaner);
    await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect((await cleaner.agent.delete(`/api/tasks/${taskId}`)).status).toBe(200);
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    t.clock.advance(1000);
    const again = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`);
    expect(again.body.task).toMatchObject({ status: 'assigned', verificationStatus: 'needs_review' });
    expect(await rows(taskId)).toHaveLength(2);
    const [old] = await rows(taskId);
    expect(old.superseded_at).toEqual(t.clock.now());
    expect(await waiting(taskId)).toHaveLength(1);
  });

  it('the moderator decides the assignee’s waiting attempt, not a newer-looking row of an earlier assignee', async () => {
    const first = await person();
    const second = await person();
    const taskId = await acceptedTask(first);
    await first.agent.post(`/api/tasks/${taskId}/mark-completed`);
    await first.agent.delete(`/api/tasks/${taskId}`);
    expect((await second.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: second.id })).status).toBe(200);
    await second.agent.post(`/api/tasks/${taskId}/mark-completed`);
    // The earlier assignee's attempt looks newest (clocks of two transactions need not agree).
    await t.db('task_completions').where({ task_id: taskId, user_id: first.id }).update({ created_at: new Date(t.clock.now().getTime() + 3_600_000) });
    const mine = await t.db('task_completions').where({ task_id: taskId, user_id: second.id }).first();
    const item = (await mod.agent.get('/api/admin/tasks/review')).body.items.find((i: { task: { id: string } }) => i.task.id === taskId);
    expect(item.completion.id).toBe(mine.id);
    expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/reject`).send({ reason: 'Still bottles there.' })).status).toBe(200);
    expect((await t.db('task_completions').where({ id: mine.id }).first()).review_outcome).toBe('rejected');
    expect((await t.db('task_completions').where({ task_id: taskId, user_id: first.id }).first()).review_outcome).toBeNull();
  });
});

describe.each(backends())('migration %s: one pending review', (backend) => {
  it('keeps the newest of the repeats written before it pending and marks the others replaced', async () => {
    const { db, drop } = await createTestDb(backend);
    try {
      await migrateLatest(db, serverModules);
      await db.migrate.down({ migrationSource, name: MIGRATION });
      const [task] = await db('tasks').insert({ description: 'Old task', location: 'Here', latitude: 51.5, longitude: 12, reward: 10, status: 'available' }).returning('id');
      const user = '00000000-0000-4000-8000-000000000001';
      const at = (s: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, s));
      const row = (s: number, extra: Record<string, unknown> = {}) => ({ task_id: task.id, user_id: user, verification_status: 'needs_review', verifier: 'none', analysis: '{}', created_at: at(s), ...extra });
      await db('task_completions').insert([row(1), row(3), row(2), row(4, { review_outcome: 'rejected' }), row(5, { verification_status: 'failed' })]);
      await db.migrate.up({ migrationSource, name: MIGRATION });
      const after = await db('task_completions').orderBy('created_at');
      expect(after.map((r) => [r.created_at.getTime(), r.superseded_at === null])).toEqual([
        [at(1).getTime(), false],
        [at(2).getTime(), false],
        [at(3).getTime(), true],
        [at(4).getTime(), true],
        [at(5).getTime(), true],
      ]);
    } finally {
      await drop();
    }
  });
});
