import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_API, type AccountApi } from '../../account/contract';
import { AUDIT_LOG, type AuditLog } from '../../admin/contract';
import { GAMIFICATION_API, type GamificationApi } from '../../gamification/contract';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import type { NewTaskFromReport } from '../contract';
import { TASK_CONFIRMATIONS_REPO, TASK_HOLDS_REPO, TASK_REVIEW_REPO, TASKS_REPO, TASKS_SERVICE } from './container';
import { tasksPersonalData } from './personal-data';
import { TaskReviewService } from './review';
import { VERSION_TTL_MS } from './service';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import { CHANGE_FEED, CLOCK, OUTBOX } from '../../../server/tokens';
import { guest as newGuest } from '../../../../tests/support/people';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { openUnit, unitOfWork } from '../../../../tests/support/units';

const { latitude, longitude } = DEFAULT_MAP_POINT;
const base: NewTaskFromReport = {
  reportId: null, photoId: null, reporterId: null, latitude, longitude, wasteType: 'general', priority: 'medium', imageUrl: null,
  thumbnailUrl: null, description: 'Cleanup needed', location: null, estimatedEffort: 15, reward: 10, aiAnalysis: null,
};
/** The map area every poll here asks for. */
const AREA = { minLat: latitude - 0.05, minLon: longitude - 0.05, maxLat: latitude + 0.05, maxLon: longitude + 0.05 };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** Long enough for every cached version and answer read before now to be gone. */
const pastTtl = () => sleep(VERSION_TTL_MS + 100);

describe.each(backends())('available tasks ETag for writes on every path (%s)', (backend) => {
  let t: TestApp;
  const service = () => t.app.container.get(TASKS_SERVICE);
  const repo = () => t.app.container.get(TASKS_REPO);
  const poll = (etag?: string) => {
    const r = t.request().get('/api/tasks/available').query(AREA);
    return etag ? r.set('If-None-Match', etag) : r;
  };
  const ids = (res: { body: Array<{ id: string }> }) => res.body.map((x) => x.id);
  const person = async () => (await newGuest(t)).id;
  /** The accepting guest as their session describes them (accept takes the session's person). */
  const guest = (id: string) => ({ id, isGuest: true, expiresAt: new Date(t.clock.now().getTime() + 86_400_000) });
  const review = () =>
    new TaskReviewService({
      repo: t.app.container.get(TASK_REVIEW_REPO), rewards: t.app.container.get<GamificationApi>(GAMIFICATION_API), audit: t.app.container.get<AuditLog>(AUDIT_LOG),
      guests: t.app.container.get<GuestApi>(GUEST_API), outbox: t.app.container.get(OUTBOX), clock: t.app.container.get(CLOCK),
      uow: unitOfWork(t),
    });

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification', 'photos', 'tasks', 'admin', 'account') });
  });
  afterAll(() => t.close());

  it('the first write to a new database moves the version', async () => {
    const before = await repo().version();
    await t.db('tasks').insert({ latitude: 48.1, longitude: 11.6, description: 'far away' });
    expect((await repo().version()).value).not.toBe(before.value);
  });

  it('after a report is created the first poll’s ETag stays valid while the data is unchanged', async () => {
    const before = await repo().version();
    // As the reports module does it: the task is written in the report's transaction.
    const open = await openUnit(t);
    const { taskId } = await service().createFromReport({ ...base, description: 'just reported' }, open.unit);
    await open.commit();
    const first = await poll();
    expect(first.status).toBe(200);
    expect(ids(first)).toContain(taskId);
    await pastTtl();
    // One move for one write (each move makes every process read the lists again) ...
    expect(Number((await repo().version()).value)).toBe(Number(before.value) + 1);
    // ... and the answer's ETag is confirmed: nothing changed.
    expect((await poll(first.headers.etag)).status).toBe(304);
  });

  it('keeps answering an unchanged poll 304 without a list query, also more than a second later', async () => {
    const first = await poll();
    await pastTtl();
    const spy = vi.spyOn(service(), 'listAvailable');
    try {
      expect((await poll(first.headers.etag)).status).toBe(304);
      expect(spy).not.toHaveBeenCalled();
    } finally {
      spy.mockRestore();
    }
  });

  it('a write elsewhere and a moderator review move the version but leave the ETag of an unchanged list valid', async () => {
    const first = await poll();
    const before = await repo().version();
    await t.db('tasks').where({ description: 'far away' }).update({ reward: 42 });
    // A task in the area goes through review: assigned, completed without a photo, approved.
    const userId = await person();
    const moderatorId = await person();
    const { taskId } = await service().createFromReport({ ...base, latitude: latitude + 0.01, description: 'to review' });
    await service().accept(taskId, guest(userId));
    const assigned = await poll();
    expect(ids(assigned)).not.toContain(taskId);
    expect(ids(assigned)).toEqual(ids(first));
    expect(assigned.headers.etag).toBe(first.headers.etag);
    await service().markCompleted(taskId, userId, 'en');
    await review().approve(taskId, moderatorId);
    await pastTtl();
    expect(Number((await repo().version()).value)).toBeGreaterThan(Number(before.value));
    expect((await poll(first.headers.etag)).status).toBe(304);
  });

  it('after an erasure, a poll with the old ETag gets the new list within a second', async () => {
    const userId = await person();
    const { taskId } = await service().createFromReport({ ...base, latitude: latitude + 0.02, description: 'held by the erased person' });
    await service().accept(taskId, guest(userId));
    const first = await poll();
    expect(ids(first)).not.toContain(taskId);
    await t.app.container.get<AccountApi>(ACCOUNT_API).erase(userId);
    await pastTtl();
    const after = await poll(first.headers.etag);
    expect(after.status).toBe(200);
    expect(ids(after)).toContain(taskId);
  });

  it('a transaction that changed tasks holds the version lock until it ends', async () => {
    const trx = await t.db.transaction();
    try {
      expect((await repo().version(trx)).settled).toBe(true);
      await trx('tasks').where({ description: 'far away' }).update({ reward: 43 });
      // Read from inside (PGlite has one connection): its own lock counts as a writer in flight.
      expect((await repo().version(trx)).settled).toBe(false);
      await trx.commit();
      expect((await repo().version()).settled).toBe(true);
    } finally {
      if (!trx.isCompleted()) await trx.rollback();
    }
  });

  // PGlite has one connection: no read can happen while another transaction is open.
  it.runIf(backend === 'postgres').each(['an erasure', 'a direct write'])(
    'a poll between %s and its commit is not confirmed by 304s afterwards',
    async (path) => {
      const userId = await person();
      const { taskId } = await service().createFromReport({ ...base, latitude: latitude - 0.01, description: `back via ${path}` });
      await service().accept(taskId, guest(userId));
      const open = await openUnit(t);
      try {
        if (path === 'an erasure') await tasksPersonalData(repo(), t.app.container.get(TASK_HOLDS_REPO), t.clock, t.app.container.get(CHANGE_FEED), t.app.container.get(TASK_CONFIRMATIONS_REPO)).erase(userId, open.unit);
        else await open.trx('tasks').where({ id: taskId }).update({ status: 'available', assignee_id: null, accepted_at: null });
        expect((await repo().version()).settled).toBe(false);
        // The trigger moved the version already; the list read now cannot see the change.
        await pastTtl();
        const during = await poll();
        expect(during.status).toBe(200);
        expect(ids(during)).not.toContain(taskId);
        await open.commit();
        await pastTtl();
        const after = await poll(during.headers.etag);
        expect(after.status).toBe(200);
        expect(ids(after)).toContain(taskId);
        // From now on the answer is settled: confirmed without a list query.
        const spy = vi.spyOn(service(), 'listAvailable');
        try {
          await pastTtl();
          expect((await poll(after.headers.etag)).status).toBe(304);
          expect(spy).not.toHaveBeenCalled();
        } finally {
          spy.mockRestore();
        }
      } finally {
        if (!open.ended) await open.rollback();
      }
    },
  );
});
