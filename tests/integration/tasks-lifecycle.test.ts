import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { EVENTS } from '../../src/server/tokens';
import { crop } from '../support/image-edits';
import { scene } from '../support/images';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { guest, reportTask } from '../support/people';

type Agent = ReturnType<TestApp['agent']>;

describe.each(backends())('task lifecycle (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let reporter: { agent: Agent; id: string };
  let cleaner: { agent: Agent; id: string };
  let before: Buffer;

  const person = () => guest(t);
  const newTask = () => reportTask(reporter, before, { filename: 'before.webp' });
  const ledger = async (userId: string) => (await t.db.raw('select count(*)::int as n, coalesce(sum(coins), 0)::int as coins from reward_ledger where user_id = ? and reason in (?, ?)', [userId, 'task_completed', 'task_bonus'])).rows[0];
  const complete = (who: { agent: Agent }, taskId: string, photo?: Buffer) => {
    const r = who.agent.post(`/api/tasks/${taskId}/complete-with-photo`);
    return photo ? r.attach('completionImage', photo, 'after.webp') : r.field('nothing', 'here');
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-lifecycle-'));
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule], env: { DATA_DIR: dataDir } });
    before = await scene({ litter: 80, seed: 7 });
    reporter = await person();
    cleaner = await person();
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('accepts a task once; a second accept gets the spec’s 409', async () => {
    const id = await newTask();
    const res = await cleaner.agent.post(`/api/tasks/${id}/accept`).send({ userId: cleaner.id });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id, status: 'assigned', verificationStatus: null });
    const other = await person();
    const again = await other.agent.post(`/api/tasks/${id}/accept`).send({ userId: other.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: 'Failed to accept task. It may no longer be available.', code: 'TASK_NOT_AVAILABLE' });
    const available = await t.request().get('/api/tasks/available');
    expect(available.body.map((x: { id: string }) => x.id)).not.toContain(id);
  });

  it('lets exactly one of 50 simultaneous accepts win', async () => {
    const id = await newTask();
    const people = await Promise.all(Array.from({ length: 50 }, () => person()));
    const results = await Promise.all(people.map((p) => p.agent.post(`/api/tasks/${id}/accept`).send({ userId: p.id })));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(49);
    const row = await t.db('tasks').where({ id }).first();
    expect(people.map((p) => p.id)).toContain(row.assignee_id);
  });

  it('does not let people accept their own report, or act for someone else', async () => {
    const id = await newTask();
    const own = await reporter.agent.post(`/api/tasks/${id}/accept`).send({ userId: reporter.id });
    expect(own.status).toBe(409);
    expect(own.body.code).toBe('OWN_REPORT');
    expect((await cleaner.agent.post(`/api/tasks/${id}/accept`).send({ userId: reporter.id })).status).toBe(403);
    expect((await t.request().post(`/api/tasks/${id}/accept`).send({ userId: cleaner.id })).status).toBe(401);
    expect((await cleaner.agent.get(`/api/tasks/my-tasks/${reporter.id}`)).status).toBe(403);
    expect((await cleaner.agent.get(`/api/tasks/active/${reporter.id}`)).status).toBe(403);
    expect((await cleaner.agent.get(`/api/tasks/user/${reporter.id}`)).status).toBe(403);
    const missing = await cleaner.agent.post('/api/tasks/00000000-0000-4000-8000-000000000000/accept').send({ userId: cleaner.id });
    expect(missing.status).toBe(404);
  });

  it('lists my tasks, active tasks and reported tasks', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const mine = await a.agent.get(`/api/tasks/my-tasks/${a.id}`);
    expect(mine.status).toBe(200);
    expect(mine.body.map((x: { id: string }) => x.id)).toEqual([id]);
    expect((await a.agent.get(`/api/tasks/active/${a.id}`)).body).toHaveLength(1);
    const reported = await reporter.agent.get(`/api/tasks/user/${reporter.id}`);
    expect(reported.body.map((x: { id: string }) => x.id)).toContain(id);
    const etag = mine.headers.etag;
    expect((await a.agent.get(`/api/tasks/my-tasks/${a.id}`).set('If-None-Match', etag)).status).toBe(304);
  });

  it('DELETE gives the caller’s own accepted task back to everyone, and only theirs', async () => {
    const a = await person();
    const b = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    expect((await b.agent.delete(`/api/tasks/${id}`)).status).toBe(403);
    const res = await a.agent.delete(`/api/tasks/${id}`);
    expect(res.status).toBe(200);
    expect(res.body.status).toBe('available');
    expect((await a.agent.delete(`/api/tasks/${id}`)).status).toBe(403);
    expect((await t.request().get('/api/tasks/available')).body.map((x: { id: string }) => x.id)).toContain(id);
  });

  it('requires a completion photo', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const res = await complete(a, id);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'No completion photo provided', code: 'MISSING_COMPLETION_PHOTO' });
  });

  it('fails an after-photo identical to the report photo and keeps the task with the user', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const res = await complete(a, id, before);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: 'failed', reward: 0, verifier: 'local', task: { status: 'assigned', verificationStatus: 'failed' } });
    expect(await ledger(a.id)).toEqual({ n: 0, coins: 0 });
  });

  it('does not verify or pay for an edited copy of the report photo as the app serves it (issue 17)', async () => {
    const a = await person();
    const id = await newTask();
    const accepted = await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    expect(accepted.status).toBe(200);
    const served = await a.agent.get(accepted.body.report.imageUrl as string);
    expect(served.status).toBe(200);
    expect(Buffer.isBuffer(served.body)).toBe(true);
    // Filtered until the small litter is gone, darker, turned, the turn's corners cropped away.
    const edited = await crop(await sharp(served.body as Buffer).median(15).modulate({ brightness: 0.8 }).rotate(3).png().toBuffer(), 0.12);
    const res = await complete(a, id, await sharp(edited).jpeg({ quality: 90 }).toBuffer());
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: 'needs_review', reward: 0, verifier: 'local', task: { status: 'assigned' } });
    expect(res.body.analysis.feedback).toContain('edited copy of the report photo');
    expect(await ledger(a.id)).toEqual({ n: 0, coins: 0 });
  });

  it('verifies a cleaned-up spot, pays once, and refuses a second completion', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const events: string[] = [];
    const off = t.app.container.get(EVENTS).on('tasks.completed', (e) => {
      events.push(`${e.taskId}:${e.userId}:${e.outcome}`);
    });
    const after = await scene({ litter: 0, retake: true });
    const res = await complete(a, id, after);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: 'verified', reward: 10, verifier: 'local', fallbackReason: null, task: { status: 'completed' } });
    expect(res.body.analysis.completionPercentage).toBeGreaterThanOrEqual(70);
    const me = (await a.agent.get('/api/guest/validate')).body.user;
    expect(me.tasksCompleted).toBe(1);
    // The header's coins are the whole ledger: the reward plus any achievement bonus it unlocked.
    const all = (await t.db.raw('select coalesce(sum(coins), 0)::int as coins from reward_ledger where user_id = ?', [a.id])).rows[0].coins;
    expect(me.totalCoins).toBe(all);
    expect(all).toBeGreaterThanOrEqual(10);
    const again = await complete(a, id, after);
    expect(again.status).toBe(409);
    expect(again.body.code).toBe('TASK_ALREADY_COMPLETED');
    expect(await ledger(a.id)).toEqual({ n: 1, coins: 10 });
    off();
    expect(events).toEqual([`${id}:${a.id}:verified`]);
    expect((await a.agent.get(`/api/tasks/my-tasks/${a.id}`)).body[0]).toMatchObject({ id, status: 'completed' });
  });

  it('pays once when the same completion is sent twice at the same time', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const after = await scene({ litter: 0, retake: true });
    const results = await Promise.all([complete(a, id, after), complete(a, id, after), complete(a, id, after)]);
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await ledger(a.id)).toEqual({ n: 1, coins: 10 });
    const photos = (await t.db.raw("select count(*)::int as n from photos where owner_id = ? and purpose = 'completion'", [a.id])).rows[0].n;
    expect(photos).toBe(1); // the losers' photos were discarded
  });

  it('mark-completed holds the task for review without paying', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const res = await a.agent.post(`/api/tasks/${id}/mark-completed`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ verificationStatus: 'needs_review', reward: 0, task: { status: 'assigned', verificationStatus: 'needs_review' } });
    expect((await cleaner.agent.post(`/api/tasks/${id}/mark-completed`)).status).toBe(403);
    expect(await ledger(a.id)).toEqual({ n: 0, coins: 0 });
  });

  it('only the assignee may complete', async () => {
    const a = await person();
    const id = await newTask();
    await a.agent.post(`/api/tasks/${id}/accept`).send({ userId: a.id });
    const res = await complete(cleaner, id, await scene({ litter: 0, retake: true }));
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('NOT_YOUR_TASK');
  });
});
