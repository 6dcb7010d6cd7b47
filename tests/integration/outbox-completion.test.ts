import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { OUTBOX_DEFAULTS } from '../../src/server/outbox';
import { EVENTS, OUTBOX } from '../../src/server/tokens';
import { scene } from '../support/images';
import { guest, reportTask } from '../support/people';
import { backends, createTestApp, type TestApp } from '../support/test-app';

/**
 * tasks.completed goes through the outbox: the achievement for a verified hazardous cleanup is given
 * even when gamification's handler fails on the delivery right after the commit (here: the database
 * refuses that one achievement for a while), by the delivery job later, exactly once.
 */
describe.each(backends())('a completion through the outbox (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-outbox-'));
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule], env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  const earned = async (agent: ReturnType<TestApp['agent']>) =>
    ((await agent.get('/api/achievements')).body as { id: string; earned: boolean }[]).filter((a) => a.earned).map((a) => a.id);
  const ledger = (userId: string, reason: string) => t.db('reward_ledger').where({ user_id: userId, reason }).select('reference', 'coins');

  it('gives the hazardous cleanup achievement once, by the delivery job after the first delivery failed', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const taskId = await reportTask(reporter, await scene({ litter: 80, seed: 11 }), { filename: 'before.webp' });
    await t.db('tasks').where({ id: taskId }).update({ waste_type: 'hazardous' });
    expect((await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id })).status).toBe(200);

    // Gamification's handler cannot write the achievement until the constraint is gone.
    await t.db.raw("alter table user_achievements add constraint outbox_test_refuses check (achievement_id <> 'first_hazardous') not valid");
    try {
      const res = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, retake: true }), 'after.webp');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ verificationStatus: 'verified', task: { status: 'completed' } });
    } finally {
      await t.db.raw('alter table user_achievements drop constraint outbox_test_refuses');
    }
    expect(await earned(cleaner.agent)).not.toContain('first_hazardous');
    const [event] = await t.db('outbox').where({ event: 'tasks.completed' }).whereRaw("payload->>'taskId' = ?", [taskId]);
    expect(event).toMatchObject({ attempts: 1, delivered_at: null, payload: { taskId, userId: cleaner.id, hazardous: true, outcome: 'verified' } });
    expect(event.last_error).toContain('outbox_test_refuses');

    // The job leaves it alone until its backoff has passed, then delivers it.
    const outbox = t.app.container.get(OUTBOX);
    expect(await outbox.deliverDue()).toBe(0);
    t.clock.advance(OUTBOX_DEFAULTS.retryBaseMs);
    expect(await outbox.deliverDue()).toBe(1);
    expect(await earned(cleaner.agent)).toContain('first_hazardous');
    expect(await ledger(cleaner.id, 'achievement')).toContainEqual({ reference: `${cleaner.id}:first_hazardous`, coins: 50 });
    // The rest of the event's work ran too: the report now counts for its reporter.
    expect(await ledger(reporter.id, 'report_created')).toHaveLength(1);
    expect(await t.db('outbox').where({ id: event.id }).first()).toMatchObject({ attempts: 2, last_error: null, delivered_at: expect.any(Date) });

    // Delivery is at least once: the same event again changes nothing.
    const coinsBefore = (await cleaner.agent.get('/api/guest/validate')).body.user.totalCoins;
    await t.app.container.get(EVENTS).deliver('tasks.completed', event.payload);
    expect((await ledger(cleaner.id, 'achievement')).filter((r) => r.reference === `${cleaner.id}:first_hazardous`)).toHaveLength(1);
    expect(await ledger(reporter.id, 'report_created')).toHaveLength(1);
    expect((await cleaner.agent.get('/api/guest/validate')).body.user.totalCoins).toBe(coinsBefore);
    t.clock.advance(OUTBOX_DEFAULTS.retryMaxMs);
    expect(await outbox.deliverDue()).toBe(0);
  });

  it('gives it right after the request when nothing fails', async () => {
    const reporter = await guest(t);
    const cleaner = await guest(t);
    const taskId = await reportTask(reporter, await scene({ litter: 80, seed: 12 }), { filename: 'before.webp' });
    await t.db('tasks').where({ id: taskId }).update({ waste_type: 'hazardous' });
    await cleaner.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: cleaner.id });
    const res = await cleaner.agent.post(`/api/tasks/${taskId}/complete-with-photo`).attach('completionImage', await scene({ litter: 0, retake: true }), 'after.webp');
    expect(res.body.verificationStatus).toBe('verified');
    expect(await earned(cleaner.agent)).toContain('first_hazardous');
    const [event] = await t.db('outbox').where({ event: 'tasks.completed' }).whereRaw("payload->>'taskId' = ?", [taskId]);
    expect(event).toMatchObject({ attempts: 1, last_error: null, delivered_at: expect.any(Date) });
  });
});
