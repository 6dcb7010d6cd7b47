import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountModule } from '../../src/modules/account/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { scene } from '../support/images';
import { guest, reportTask, type Person } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

const modules = [guestModule, gamificationModule, photosModule, tasksModule, reportsModule, accountModule];

type Res = Awaited<ReturnType<ReturnType<TestApp['agent']>['get']>>;

/**
 * Issue 23: a device sends each report and completion with an Idempotency-Key and sends it again when
 * a send was cut off. The repeat gets the first answer; no second task, photo, report or reward, also
 * when the repeats run at once (on PostgreSQL really in parallel).
 */
describe.each(backends())('Idempotency-Key on reports and completions (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let before: Buffer;
  let after: Buffer;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-idempotency-'));
    t = await createTestApp({ backend, modules, env: { DATA_DIR: dataDir } });
    before = await scene({ litter: 80, seed: 11 });
    after = await scene({ litter: 0, retake: true });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** A spot of its own for each person: reports near someone else's open task would ask 'Is this the same spot?' (409). */
  let spots = 0;
  const spotOf = new Map<string, { latitude: number; longitude: number }>();
  const spot = (p: Pick<Person, 'id'>) => {
    if (!spotOf.has(p.id)) spotOf.set(p.id, { latitude: 40 + ++spots * 0.05, longitude: 10 + spots * 0.05 });
    return spotOf.get(p.id)!;
  };
  const report = (p: Person, key: string | undefined, fields: Record<string, string> = {}, photo: Buffer | null = before) => {
    const r = p.agent.post('/api/reports');
    if (key) r.set('Idempotency-Key', key);
    const at = spot(p);
    for (const [k, v] of Object.entries({ userId: p.id, location: 'Riverbank', latitude: String(at.latitude), longitude: String(at.longitude), ...fields })) r.field(k, v);
    if (photo) r.attach('image', photo, 'photo.webp');
    return r;
  };
  /** Sends until the answer is not 409 IDEMPOTENCY_IN_PROGRESS (the first request with the key took longer than the wait). */
  const untilAnswered = async (send: () => PromiseLike<Res>): Promise<Res> => {
    for (let i = 0; ; i++) {
      const res = await send();
      if (res.status !== 409 || res.body.code !== 'IDEMPOTENCY_IN_PROGRESS' || i === 20) return res;
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  const count = async (table: string, where: Record<string, unknown>) => Number((await t.db(table).where(where).count<{ n: number }[]>({ n: '*' }))[0]!.n);
  const reportsOf = async (userId: string) => ({ reports: await count('reports', { user_id: userId }), tasks: await count('tasks', { reporter_id: userId }), photos: await count('photos', { owner_id: userId }) });

  it('gives one task, one photo and one report for a report sent twice, and the same answer', async () => {
    const ada = await guest(t);
    const key = crypto.randomUUID();
    const first = await report(ada, key);
    expect(first.status).toBe(201);
    const again = await report(ada, key);
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body).toEqual(first.body);
    expect(again.text).toBe(first.text);
    expect(await reportsOf(ada.id)).toEqual({ reports: 1, tasks: 1, photos: 1 });
  });

  it('creates exactly one task for five sends at once with one key; all get the first answer', async () => {
    const ada = await guest(t);
    const key = crypto.randomUUID();
    const sends = await Promise.all(Array.from({ length: 5 }, () => untilAnswered(() => report(ada, key))));
    expect(sends.map((r) => r.status)).toEqual([201, 201, 201, 201, 201]);
    const bodies = new Set(sends.map((r) => r.text));
    expect(bodies.size).toBe(1);
    expect(sends.filter((r) => r.headers['idempotent-replayed'] === undefined)).toHaveLength(1);
    expect(await reportsOf(ada.id)).toEqual({ reports: 1, tasks: 1, photos: 1 });
    expect(await count('idempotency_keys', { user_id: ada.id, key, state: 'done' })).toBe(1);
  });

  it('keeps two people’s equal keys apart', async () => {
    const [ada, bob] = [await guest(t), await guest(t)];
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([report(ada, key), report(bob, key)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    expect(a.body.task.id).not.toBe(b.body.task.id);
    expect(b.headers['idempotent-replayed']).toBeUndefined();
    expect(await reportsOf(ada.id)).toEqual({ reports: 1, tasks: 1, photos: 1 });
    expect(await reportsOf(bob.id)).toEqual({ reports: 1, tasks: 1, photos: 1 });
  });

  it('refuses the same key with another report (422) and another photo (422)', async () => {
    const ada = await guest(t);
    const key = crypto.randomUUID();
    expect((await report(ada, key)).status).toBe(201);
    const otherText = await report(ada, key, { location: 'Old bridge' });
    expect(otherText.status).toBe(422);
    expect(otherText.body).toMatchObject({ code: 'IDEMPOTENCY_KEY_REUSED', error: 'This Idempotency-Key was already used for another request.' });
    const otherPhoto = await report(ada, key, {}, await scene({ litter: 40, seed: 3 })).set('Accept-Language', 'de');
    expect(otherPhoto.status).toBe(422);
    expect(otherPhoto.body.error).toBe('Dieser Idempotency-Key wurde schon für eine andere Anfrage verwendet.');
    expect(await reportsOf(ada.id)).toEqual({ reports: 1, tasks: 1, photos: 1 });
  });

  it('lets a device retry with the same key after the first attempt failed', async () => {
    const ada = await guest(t);
    const key = crypto.randomUUID();
    const invalid = await report(ada, key, { latitude: '123' });
    expect(invalid.status).toBe(400);
    const noPhoto = await report(ada, key, {}, null);
    expect(noPhoto.status).toBe(400);
    expect(noPhoto.body.code).toBe('MISSING_PHOTO');
    expect(await count('idempotency_keys', { user_id: ada.id, key })).toBe(0);
    const ok = await report(ada, key);
    expect(ok.status).toBe(201);
    expect(ok.headers['idempotent-replayed']).toBeUndefined();
    expect(await reportsOf(ada.id)).toEqual({ reports: 1, tasks: 1, photos: 1 });
  });

  it('refuses a key that is not a UUID', async () => {
    const ada = await guest(t);
    const res = await report(ada, 'report-1');
    expect(res.status).toBe(400);
    expect(res.body.code).toBe('IDEMPOTENCY_KEY_INVALID');
    expect(await reportsOf(ada.id)).toEqual({ reports: 0, tasks: 0, photos: 0 });
  });

  it('pays a completion with an after-photo once, however often and however concurrently it is sent', async () => {
    const [reporter, cleaner] = [await guest(t), await guest(t)];
    const taskId = await reportTask(reporter, before, { filename: 'before.webp', ...spot(reporter) });
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    const key = crypto.randomUUID();
    const complete = () => cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).set('Idempotency-Key', key).attach('completionImage', after, 'after.webp');
    const sends = await Promise.all(Array.from({ length: 3 }, () => untilAnswered(complete)));
    const again = await complete();
    for (const res of [...sends, again]) expect(res.status).toBe(200);
    expect(new Set([...sends, again].map((r) => r.text)).size).toBe(1);
    expect(again.body).toMatchObject({ verificationStatus: 'verified', task: { status: 'completed' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    const reward = again.body.reward as number;
    expect(reward).toBeGreaterThan(0);

    // Paid once: the completion's reward (and bonus) in the ledger once, the balance equal to the ledger.
    const paid = (await t.db('reward_ledger').where({ user_id: cleaner.id, reference: taskId })) as { reason: string; coins: number }[];
    expect(paid.filter((r) => r.reason === 'task_completed')).toHaveLength(1);
    expect(paid.reduce((sum, r) => sum + r.coins, 0)).toBe(reward);
    const all = (await t.db('reward_ledger').where({ user_id: cleaner.id })) as { coins: number }[];
    expect((await cleaner.agent.get('/api/guest/validate')).body.user.totalCoins).toBe(all.reduce((sum, r) => sum + r.coins, 0));
    expect(await count('task_completions', { task_id: taskId, user_id: cleaner.id })).toBe(1);
    expect(await count('photos', { owner_id: cleaner.id, purpose: 'completion' })).toBe(1);
  });

  it('answers a repeated completion without a photo with the first answer', async () => {
    const [reporter, cleaner] = [await guest(t), await guest(t)];
    const taskId = await reportTask(reporter, before, spot(reporter));
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);
    const key = crypto.randomUUID();
    const first = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`).set('Idempotency-Key', key);
    expect(first.status).toBe(200);
    const again = await cleaner.agent.post(`/api/tasks/${taskId}/mark-completed`).set('Idempotency-Key', key);
    expect(again.status).toBe(200);
    expect(again.text).toBe(first.text);
    expect(again.headers['idempotent-replayed']).toBe('true');
    // The same key on another task is another request.
    const otherTask = await reportTask(reporter, before, { latitude: spot(reporter).latitude + 0.01, longitude: spot(reporter).longitude });
    const other = await cleaner.agent.post(`/api/tasks/${otherTask}/mark-completed`).set('Idempotency-Key', key);
    expect(other.status).toBe(422);
    expect(await count('task_completions', { task_id: taskId, user_id: cleaner.id })).toBe(1);
  });

  it('erases a person’s keys and stored answers with their account', async () => {
    const ada = await guest(t);
    const key = crypto.randomUUID();
    expect((await report(ada, key, { description: 'Ada’s bottles by the weir' })).status).toBe(201);
    const exported = await ada.agent.get('/api/account/export');
    expect(exported.body.idempotencyKeys).toEqual([expect.objectContaining({ key, method: 'POST', path: '/reports', state: 'done' })]);
    expect((await ada.agent.delete('/api/account').send({ confirm: 'DELETE' })).status).toBe(200);
    expect(await count('idempotency_keys', { user_id: ada.id })).toBe(0);
  });
});
