import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { actionsModule } from '../../src/modules/actions/server';
import { adminModule } from '../../src/modules/admin/server';
import { gamificationModule } from '../../src/modules/gamification/server';
import { guestModule } from '../../src/modules/guest/server';
import { photosModule } from '../../src/modules/photos/server';
import { tasksModule } from '../../src/modules/tasks/server';
import { levelForXp } from '../../src/shared/levels';
import { backends, createTestApp, type TestApp } from '../support/test-app';
import { balancesRow } from '../support/balances';
import { member, task, type Person } from '../support/people';

interface Balance { coins: number; xp: number; level: number }

/** The submission: far above the typical 20 trees, no evidence (potential 500 XP, 50 coins). */
const TREES = { taskType: 'tree_planting', title: '500 trees', quantity: 500, unit: 'trees' };
const TREES_POTENTIAL = { xp: 500, coins: 50 };

/**
 * Issue 17, point 7: nobody decides their own work (another moderator has to), and an approval of an
 * environmental action credits at most its computed potential unless an admin gives a reason.
 */
describe.each(backends())('moderators cannot approve their own work, nor above the potential (%s)', (backend) => {
  let t: TestApp;
  let reporter: Person;
  let cleaner: Person;
  let mod: Person;
  let mod2: Person;
  let admin: Person;

  const person = (role?: 'moderator' | 'admin'): Promise<Person> => member(t, { role });

  /** A task from the reporter, accepted and marked completed (no photo) by `who`: held for review. */
  const heldTask = async (who: Person, reward = 25) => {
    const taskId = await task(t, { reporterId: reporter.id, reward });
    expect((await who.agent.post(`/api/tasks/${taskId}/accept`).send({ userId: who.id })).status).toBe(200);
    expect((await who.agent.post(`/api/tasks/${taskId}/mark-completed`)).body.verificationStatus).toBe('needs_review');
    return taskId;
  };

  const submit = async (who: Person, body: Record<string, unknown> = { ...TREES, title: `500 trees ${Math.random()}` }) => {
    const res = await who.agent.post('/api/tasks/submit').send(body);
    expect(res.status).toBe(201);
    expect(res.body.submission.status).toBe('pending');
    return res.body.submission.id as string;
  };

  const ledger = async (reason: string, reference: string) =>
    (await t.db.raw('select count(*)::int as n, coalesce(sum(coins), 0)::int as coins, coalesce(sum(xp), 0)::int as xp from reward_ledger where reason = ? and reference = ?', [reason, reference])).rows[0] as { n: number; coins: number; xp: number };

  /** The person's balance, which must equal their ledger. */
  const balance = async (id: string): Promise<Balance> => {
    const u = await balancesRow(t.db, id);
    const sum = (await t.db.raw('select coalesce(sum(coins), 0)::int as coins, coalesce(sum(xp), 0)::int as xp from reward_ledger where user_id = ?', [id])).rows[0] as { coins: number; xp: number };
    expect({ coins: u.total_coins, xp: u.current_xp }).toEqual(sum);
    return { coins: u.total_coins, xp: u.current_xp, level: u.level };
  };

  const approveSubmission = (who: Person, id: string, body: Record<string, unknown> = {}) => who.agent.post(`/api/admin/actions/submissions/${id}/approve`).send(body);
  const auditOf = (targetId: string) => t.db('admin_audit_log').where({ target_id: targetId }).orderBy('seq');

  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, actionsModule, adminModule] });
    reporter = await person();
    cleaner = await person();
    mod = await person('moderator');
    mod2 = await person('moderator');
    admin = await person('admin');
  });
  afterAll(() => t.close());

  describe('task completions', () => {
    it('a moderator cannot approve or reject a completion they made (403 OWN_WORK); another moderator can', async () => {
      const taskId = await heldTask(mod);
      const own = await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`);
      expect(own.status).toBe(403);
      expect(own.body).toEqual({ code: 'OWN_WORK', error: 'This is your own work: another moderator has to decide it.' });
      const ownDe = await mod.agent.post(`/api/admin/tasks/review/${taskId}/reject`).set('Accept-Language', 'de').send({ reason: 'Nicht sauber genug.' });
      expect(ownDe.status).toBe(403);
      expect(ownDe.body).toMatchObject({ code: 'OWN_WORK', error: expect.stringContaining('eigene Arbeit') });
      // Nothing changed: still waiting, nothing paid, nothing audited.
      expect(await t.db('tasks').where({ id: taskId }).first('status', 'verification_status')).toEqual({ status: 'assigned', verification_status: 'needs_review' });
      expect(await ledger('task_completed', taskId)).toMatchObject({ n: 0 });
      expect(await auditOf(taskId)).toHaveLength(0);

      // The queue says whose it is, for each viewer.
      const itemFor = async (viewer: Person) =>
        ((await viewer.agent.get('/api/admin/tasks/review')).body.items as { task: { id: string }; ownWork: boolean }[]).find((i) => i.task.id === taskId);
      expect(await itemFor(mod)).toMatchObject({ ownWork: true });
      expect(await itemFor(mod2)).toMatchObject({ ownWork: false });

      const other = await mod2.agent.post(`/api/admin/tasks/review/${taskId}/approve`);
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({ reward: 25, task: { status: 'completed', verificationStatus: 'verified' } });
      expect(await ledger('task_completed', taskId)).toEqual({ n: 1, coins: 25, xp: expect.any(Number) });
    });

    it('an admin cannot approve their own completion either', async () => {
      const taskId = await heldTask(admin);
      expect((await admin.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).body.code).toBe('OWN_WORK');
      expect((await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`)).status).toBe(200);
    });

    it('pays the task’s reward, whatever amount the request names', async () => {
      const taskId = await heldTask(cleaner, 30);
      const res = await mod.agent.post(`/api/admin/tasks/review/${taskId}/approve`).send({ reward: 100000, actualXP: 100000, actualCoins: 100000, coins: 100000 });
      expect(res.status).toBe(200);
      expect(res.body.reward).toBe(30);
      expect((await ledger('task_completed', taskId)).coins).toBe(30);
      expect((await t.db('task_completions').where({ task_id: taskId }).first('reward_credited')).reward_credited).toBe(30);
    });
  });

  describe('environmental action submissions', () => {
    it('a moderator cannot approve or reject their own submission (403 OWN_WORK); another moderator can', async () => {
      const id = await submit(mod);
      const own = await approveSubmission(mod, id);
      expect(own.status).toBe(403);
      expect(own.body.code).toBe('OWN_WORK');
      const ownReject = await mod.agent.post(`/api/admin/actions/submissions/${id}/reject`).send({ reason: 'Changed my mind.' });
      expect(ownReject.status).toBe(403);
      expect(ownReject.body.code).toBe('OWN_WORK');
      expect(await t.db('action_submissions').where({ id }).first('status')).toEqual({ status: 'pending' });
      expect(await auditOf(id)).toHaveLength(0);

      const itemFor = async (viewer: Person) =>
        ((await viewer.agent.get('/api/admin/actions/pending')).body.submissions as { id: string; ownWork: boolean }[]).find((s) => s.id === id);
      expect(await itemFor(mod)).toMatchObject({ ownWork: true, potentialXP: TREES_POTENTIAL.xp, potentialCoins: TREES_POTENTIAL.coins });
      expect(await itemFor(mod2)).toMatchObject({ ownWork: false });

      const other = await approveSubmission(mod2, id);
      expect(other.status).toBe(200);
      expect(await ledger('submission_approved', id)).toEqual({ n: 1, ...TREES_POTENTIAL });
    });

    it('replays the issue: a moderator’s "500 trees" with actualXP 100000 stays within the potential', async () => {
      const attacker = await person('moderator');
      const start = await balance(attacker.id);
      const id = await submit(attacker, TREES);
      const validation = (await attacker.agent.post('/api/tasks/validate').send(TREES)).body.validation;
      expect(validation).toMatchObject({ potentialXP: TREES_POTENTIAL.xp, potentialCoins: TREES_POTENTIAL.coins, flags: expect.arrayContaining(['quantity_above_typical', 'missing_evidence']) });

      // Their own approval, with the amounts: refused.
      expect((await approveSubmission(attacker, id, { actualXP: 100000, actualCoins: 100000 })).body.code).toBe('OWN_WORK');
      // A fellow moderator asked for the same amounts: refused too, naming the potential.
      const above = await approveSubmission(mod, id, { actualXP: 100000, actualCoins: 100000 });
      expect(above.status).toBe(403);
      expect(above.body).toEqual({
        code: 'APPROVAL_ABOVE_POTENTIAL',
        error: 'Crediting more than the computed potential (500 XP, 50 coins) needs an admin and a reason.',
        details: { potentialXP: 500, potentialCoins: 50 },
      });
      expect(await balance(attacker.id)).toEqual(start);

      // What the other moderator may credit is the potential.
      expect((await approveSubmission(mod, id)).status).toBe(200);
      const end = await balance(attacker.id);
      expect(await ledger('submission_approved', id)).toEqual({ n: 1, ...TREES_POTENTIAL });
      expect(end.xp - start.xp).toBe(TREES_POTENTIAL.xp);
      // Besides the potential only a first-action achievement, nothing from a level jump.
      const extras = (await t.db('reward_ledger').where({ user_id: attacker.id }).whereNot({ reason: 'submission_approved' }).select('reason', 'coins')) as { reason: string; coins: number }[];
      expect(extras.map((e) => e.reason)).toEqual(extras.map(() => 'achievement'));
      expect(end.coins - start.coins).toBe(TREES_POTENTIAL.coins + extras.reduce((sum, e) => sum + e.coins, 0));
      expect(end.coins - start.coins).toBeLessThan(100);
      expect(end.level).toBe(levelForXp(end.xp));
      expect(end.level).toBe(1);
    });

    it('refuses a moderator more XP or more coins than the potential, even by one', async () => {
      const id = await submit(cleaner);
      for (const body of [{ actualXP: 501 }, { actualXP: 500, actualCoins: 51 }, { actualXP: 0, actualCoins: 51 }, { actualXP: 501, reason: 'Planted with a school class.' }]) {
        const res = await approveSubmission(mod, id, body);
        expect(res.status, JSON.stringify(body)).toBe(403);
        expect(res.body.code).toBe('APPROVAL_ABOVE_POTENTIAL');
      }
      const de = await approveSubmission(mod, id, { actualXP: 501 }).set('Accept-Language', 'de');
      expect(de.body.error).toBe('Mehr als das berechnete Potenzial (500 XP, 50 Münzen) gutzuschreiben, braucht einen Admin und eine Begründung.');
      expect(await t.db('action_submissions').where({ id }).first('status')).toEqual({ status: 'pending' });
      expect(await ledger('submission_approved', id)).toMatchObject({ n: 0 });
    });

    it('lets a moderator credit the potential or less, as before', async () => {
      const atPotential = await submit(cleaner);
      const res = await approveSubmission(mod, atPotential, { actualXP: 500, actualCoins: 50 });
      expect(res.status).toBe(200);
      expect(res.body.submission).toMatchObject({ status: 'approved', actualXP: 500, actualCoins: 50 });
      const less = await submit(cleaner);
      expect((await approveSubmission(mod, less, { actualXP: 120 })).body.submission).toMatchObject({ actualXP: 120, actualCoins: 12 });
      expect(await ledger('submission_approved', less)).toEqual({ n: 1, coins: 12, xp: 120 });
      const [entry] = await auditOf(less);
      expect(entry).toMatchObject({ actor_id: mod.id, reason: null, before: { potentialXP: 500, potentialCoins: 50 }, after: { actualXP: 120, actualCoins: 12, abovePotential: false } });
    });

    it('lets an admin credit more only with a reason, which the audit log keeps with the amounts', async () => {
      const id = await submit(cleaner);
      const noReason = await approveSubmission(admin, id, { actualXP: 800 });
      expect(noReason.status).toBe(400);
      expect(noReason.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'reason', message: 'A reason is required to credit more than the computed potential' }] } });
      expect((await approveSubmission(admin, id, { actualXP: 800, reason: '   ' })).status).toBe(400);
      const noReasonDe = await approveSubmission(admin, id, { actualXP: 800 }).set('Accept-Language', 'de');
      expect(noReasonDe.body.details.fields[0].message).toBe('Um mehr als das berechnete Potenzial gutzuschreiben, ist eine Begründung nötig');
      expect(await ledger('submission_approved', id)).toMatchObject({ n: 0 });

      const reason = 'Photos of all 500 seedlings came by email; the city confirmed the planting.';
      const ok = await approveSubmission(admin, id, { actualXP: 800, actualCoins: 80, reason });
      expect(ok.status).toBe(200);
      expect(ok.body.submission).toMatchObject({ status: 'approved', actualXP: 800, actualCoins: 80 });
      expect(await ledger('submission_approved', id)).toEqual({ n: 1, coins: 80, xp: 800 });
      const audit = await auditOf(id);
      expect(audit).toHaveLength(1);
      expect(audit[0]).toMatchObject({
        actor_id: admin.id, action: 'actions.submission_approved', reason,
        before: { status: 'pending', potentialXP: 500, potentialCoins: 50 },
        after: { status: 'approved', actualXP: 800, actualCoins: 80, abovePotential: true, userId: cleaner.id },
      });
      // Admins read it in the audit log.
      const listed = await admin.agent.get('/api/admin/audit').query({ targetId: id });
      expect(listed.body.entries[0]).toMatchObject({ reason, before: { potentialXP: 500 }, after: { actualXP: 800 } });
    });

    it('caps at the potential computed again from the stored submission, not at a stored or sent number', async () => {
      const id = await submit(cleaner);
      // Even if the stored potential were wrong, the ceiling is recomputed from type and quantity.
      await t.db('action_submissions').where({ id }).update({ potential_xp: 100000, potential_coins: 100000 });
      expect((await approveSubmission(mod, id, { actualXP: 100000 })).body.code).toBe('APPROVAL_ABOVE_POTENTIAL');
      expect((await approveSubmission(mod, id, { potentialXP: 100000, actualXP: 100000 })).status).toBe(400);
      const pending = ((await mod.agent.get('/api/admin/actions/pending')).body.submissions as { id: string; potentialXP: number }[]).find((s) => s.id === id);
      expect(pending?.potentialXP).toBe(500);
      expect((await approveSubmission(mod, id)).body.submission).toMatchObject({ actualXP: 500, actualCoins: 50 });
    });
  });
});
