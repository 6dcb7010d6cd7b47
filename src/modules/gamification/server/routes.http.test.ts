import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  GAMIFICATION_API,
  type CreditInput,
  type GamificationApi,
  type RewardReason,
} from '../contract';
import type { EventBus } from '../../../server/events';
import { EVENTS } from '../../../server/tokens';
import { levelForXp, levelUpBonus } from '../../../shared/levels';
import { withinCap } from '../reward-rules';
import { nextUtcMonday } from '../../../../tests/support/moments';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { balancesRow } from '../../../../tests/support/balances';
import { guest, member, register } from '../../../../tests/support/people';
import { inUnit } from '../../../../tests/support/units';

const DAY_MS = 86_400_000;

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
/** Verifications for credits made directly: an AI photo check, a moderator (not the earner), the operator (demo seed: room for large amounts). */
const PHOTO = { kind: 'photo_check' } as const;
const MODERATOR = { kind: 'moderator', by: '00000000-0000-4000-8000-00000000000d' } as const;
const OPERATOR = { kind: 'operator' } as const;


/** A new guest's id. */
const newGuest = async (t: TestApp) => (await guest(t)).id;

/** The app's bus, to hand this module other modules' events. */
function captureEvents(t: TestApp) {
  return { bus: t.app.container.get<EventBus>(EVENTS) };
}

/** The invariant: cached totals and the leaderboard aggregate equal the ledger sums. */
async function expectTotalsMatchLedger(t: TestApp, userId: string) {
  const [sums] = await t.db('reward_ledger').where({ user_id: userId }).select(t.db.raw('coalesce(sum(coins), 0)::int as coins, coalesce(sum(xp), 0)::int as xp'));
  const user = await balancesRow(t.db, userId);
  expect({ coins: user.total_coins, xp: user.current_xp }).toEqual(sums);
  const stats = await t.db('gamification_user_stats').where({ user_id: userId }).first();
  if (stats) expect({ coins: stats.coins, xp: stats.xp }).toEqual(sums);
  else expect(sums).toEqual({ coins: 0, xp: 0 });
  const [weeks] = await t.db('gamification_weekly').where({ user_id: userId }).select(t.db.raw('coalesce(sum(coins), 0)::int as coins, coalesce(sum(xp), 0)::int as xp'));
  expect(weeks).toEqual(sums);
  expect(user.level).toBe(levelForXp(sums!.xp));
  return sums as { coins: number; xp: number };
}

describe.each(backends())('reward ledger (%s)', (backend) => {
  let t: TestApp;
  let api: GamificationApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification') });
    api = t.app.container.get<GamificationApi>(GAMIFICATION_API);
  });
  afterAll(() => t.close());

  it('pays a (reason, reference) once; a replay is a no-op that reports the totals', async () => {
    const id = await newGuest(t);
    const input: CreditInput = { userId: id, reason: 'task_bonus', reference: `bonus-${id}`, coins: 15, xp: 120, verifiedBy: PHOTO };
    const first = await api.credit(input);
    expect(first).toMatchObject({ credited: true, totals: { totalCoins: 15, currentXP: 120, level: 1, tasksCompleted: 0 }, levelUps: [] });
    const again = await api.credit({ ...input, coins: 999, xp: 999 });
    expect(again).toEqual({ credited: false, totals: first.totals, levelUps: [], achievements: [] });
    expect(await t.db('reward_ledger').where({ reason: 'task_bonus', reference: input.reference })).toHaveLength(1);
    await expectTotalsMatchLedger(t, id);
  });

  it('100 parallel identical credits write exactly one ledger row and pay once', async () => {
    const id = await newGuest(t);
    const input: CreditInput = { userId: id, reason: 'task_completed', reference: `race-${id}`, coins: 10, xp: 100, tasksCompleted: 1, verifiedBy: PHOTO };
    const results = await Promise.all(Array.from({ length: 100 }, () => api.credit(input)));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await t.db('reward_ledger').where({ reason: 'task_completed', reference: input.reference })).toHaveLength(1);
    const user = await balancesRow(t.db, id);
    expect(user.tasks_completed).toBe(1);
    // The task's 10 coins plus the First Cleanup bonus (20), once.
    expect(await expectTotalsMatchLedger(t, id)).toEqual({ coins: 30, xp: 100 });
    expect(await t.db('user_achievements').where({ user_id: id })).toHaveLength(1);
  });

  it('100 parallel identical credits, each in its own caller transaction, pay once', async () => {
    const id = await newGuest(t);
    const input: CreditInput = { userId: id, reason: 'submission_approved', reference: `sub-${id}`, coins: 7, xp: 70, verifiedBy: MODERATOR };
    const results = await Promise.all(Array.from({ length: 100 }, () => inUnit(t, (unit) => api.credit(input, unit))));
    expect(results.filter((r) => r.credited)).toHaveLength(1);
    expect(await t.db('reward_ledger').where({ reason: 'submission_approved', reference: input.reference })).toHaveLength(1);
    await expectTotalsMatchLedger(t, id);
  });

  it('a credit in a transaction that rolls back pays nothing', async () => {
    const id = await newGuest(t);
    const input: CreditInput = { userId: id, reason: 'demo_seed', reference: `rollback-${id}`, coins: 5, xp: 1500, verifiedBy: OPERATOR };
    await expect(
      inUnit(t, async (unit) => {
        const r = await api.credit(input, unit);
        expect(r.levelUps).toEqual([{ level: 2, bonusCoins: 200 }]);
        throw new Error('caller fails later');
      }),
    ).rejects.toThrow('caller fails later');
    expect(await t.db('reward_ledger').where({ user_id: id })).toHaveLength(0);
    await expectTotalsMatchLedger(t, id);
    // The same credit can then be paid for real, with its level-up bonus.
    const paid = await inUnit(t, (unit) => api.credit(input, unit));
    expect(paid.credited).toBe(true);
    expect(await t.db('reward_ledger').where({ user_id: id, reason: 'level_up' }).select('reference', 'coins')).toEqual([{ reference: `${id}:2`, coins: 200 }]);
  });

  it('refuses invalid input and unknown users without writing anything', async () => {
    const id = await newGuest(t);
    await expect(api.credit({ userId: id, reason: 'task_bonus', reference: 'x', coins: -1, xp: 0, verifiedBy: PHOTO })).rejects.toThrow(RangeError);
    await expect(api.credit({ userId: id, reason: 'task_bonus', reference: 'x', coins: 1.5, xp: 0, verifiedBy: PHOTO })).rejects.toThrow(RangeError);
    await expect(api.credit({ userId: id, reason: 'bogus' as RewardReason, reference: 'x', coins: 1, xp: 0, verifiedBy: PHOTO })).rejects.toThrow(RangeError);
    await expect(api.credit({ userId: id, reason: 'task_bonus', reference: '', coins: 1, xp: 0, verifiedBy: PHOTO })).rejects.toThrow(RangeError);
    // What a guest's merge carries is decided by mergeGuest from the guest's ledger, never by a caller.
    await expect(api.credit({ userId: id, reason: 'guest_merge', reference: 'x', coins: 1, xp: 0, verifiedBy: PHOTO })).rejects.toThrow(RangeError);
    await expect(api.credit({ userId: MISSING_ID, reason: 'task_bonus', reference: 'ghost', coins: 1, xp: 1, verifiedBy: PHOTO })).rejects.toMatchObject({ status: 404 });
    expect(await t.db('reward_ledger').where({ reference: 'ghost' })).toHaveLength(0);
    expect(await t.db('reward_ledger').where({ reference: 'x' })).toHaveLength(0);
  });

  it('random sequences of credits, replays, concurrent duplicates and rollbacks keep totals equal to ledger sums and within the daily caps (fast-check)', async () => {
    const reasons: RewardReason[] = ['task_completed', 'task_bonus', 'submission_approved', 'report_created'];
    const op = fc.oneof(
      fc.record({ kind: fc.constant('fresh' as const), user: fc.nat(2), reason: fc.constantFrom(...reasons), coins: fc.nat(40), xp: fc.nat(1800) }),
      fc.record({ kind: fc.constant('replay' as const), pick: fc.nat(), coins: fc.nat(99), xp: fc.nat(5000) }),
      fc.record({ kind: fc.constant('concurrent' as const), user: fc.nat(2), reason: fc.constantFrom(...reasons), coins: fc.nat(40), xp: fc.nat(1800), copies: fc.integer({ min: 2, max: 12 }) }),
      fc.record({ kind: fc.constant('rollback' as const), user: fc.nat(2), reason: fc.constantFrom(...reasons), coins: fc.nat(40), xp: fc.nat(1800) }),
    );
    let run = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(op, { minLength: 5, maxLength: 25 }), async (ops) => {
        run++;
        const users = [await newGuest(t), await newGuest(t), await newGuest(t)];
        const paid = new Map<string, CreditInput>(); // key `${reason}|${reference}` -> what was paid
        // The model of the daily caps: what each user earned with each reason today (the clock stands still).
        const today = new Map<string, { coins: number; xp: number }>();
        const sumOf = (i: CreditInput) => today.get(`${i.userId}|${i.reason}`) ?? { coins: 0, xp: 0 };
        const fits = (i: CreditInput) => withinCap(i.reason, sumOf(i), i);
        const record = (i: CreditInput) => {
          paid.set(`${i.reason}|${i.reference}`, i);
          const was = sumOf(i);
          today.set(`${i.userId}|${i.reason}`, { coins: was.coins + i.coins, xp: was.xp + i.xp });
        };
        let n = 0;
        const fresh = (o: { user: number; reason: RewardReason; coins: number; xp: number }): CreditInput => ({
          userId: users[o.user]!,
          reason: o.reason,
          reference: `r${run}-${n++}`,
          coins: o.reason === 'report_created' ? 0 : o.coins,
          xp: o.reason === 'report_created' ? 0 : o.xp,
          tasksCompleted: o.reason === 'task_completed' ? 1 : undefined,
          verifiedBy: o.reason === 'submission_approved' ? MODERATOR : o.reason === 'report_created' ? { kind: 'other_person', by: MODERATOR.by } : PHOTO,
        });
        for (const o of ops) {
          if (o.kind === 'replay' && paid.size > 0) {
            const old = [...paid.values()][o.pick % paid.size]!;
            expect((await api.credit({ ...old, coins: o.coins, xp: o.xp })).credited).toBe(false);
          } else if (o.kind === 'concurrent') {
            const input = fresh(o);
            const expected = fits(input);
            const results = await Promise.all(Array.from({ length: o.copies }, (_, i) => (i % 2 ? inUnit(t, (unit) => api.credit(input, unit)) : api.credit(input))));
            expect(results.filter((x) => x.credited)).toHaveLength(expected ? 1 : 0);
            if (expected) record(input);
            else expect(results.every((x) => x.refused === 'daily_cap')).toBe(true);
          } else if (o.kind === 'rollback') {
            const input = fresh(o);
            await inUnit(t, async (unit) => {
              await api.credit(input, unit);
              throw new Error('roll back');
            }).catch(() => undefined);
          } else if (o.kind === 'fresh') {
            const input = fresh(o);
            const expected = fits(input);
            const result = await api.credit(input);
            expect([result.credited, result.refused]).toEqual(expected ? [true, undefined] : [false, 'daily_cap']);
            if (expected) record(input);
          }
        }
        await new Promise((res) => setTimeout(res, 50)); // let post-commit work settle
        for (const userId of users) {
          const sums = await expectTotalsMatchLedger(t, userId);
          // Exactly the model's external rows, with the amounts of their first payment.
          const rows = await t.db('reward_ledger').where({ user_id: userId }).whereIn('reason', reasons).select('reason', 'reference', 'coins', 'xp');
          const expected = [...paid.values()].filter((p) => p.userId === userId).map((p) => ({ reason: p.reason, reference: p.reference, coins: p.coins, xp: p.xp }));
          const byKey = (a: { reason: string; reference: string }, b: { reason: string; reference: string }) => `${a.reason}${a.reference}`.localeCompare(`${b.reason}${b.reference}`);
          expect(rows.sort(byKey)).toEqual(expected.sort(byKey));
          // One level-up row per level reached, each with level x 100 coins.
          const levelRows = await t.db('reward_ledger').where({ user_id: userId, reason: 'level_up' }).select('reference', 'coins');
          const levels = Array.from({ length: levelForXp(sums.xp) - 1 }, (_, i) => i + 2);
          expect(levelRows.map((x) => x.reference).sort()).toEqual(levels.map((l) => `${userId}:${l}`).sort());
          for (const row of levelRows) expect(row.coins).toBe(levelUpBonus(Number(row.reference.split(':')[1])));
          // Achievement bonuses: one row per earned achievement with a bonus.
          const earned = await t.db('user_achievements').where({ user_id: userId });
          const bonusRows = await t.db('reward_ledger').where({ user_id: userId, reason: 'achievement' });
          expect(bonusRows.length).toBeLessThanOrEqual(earned.length);
          expect(new Set(bonusRows.map((b) => b.reference)).size).toBe(bonusRows.length);
          const user = await balancesRow(t.db, userId);
          expect(user.tasks_completed).toBe(expected.filter((e) => e.reason === 'task_completed').length);
        }
      }),
      { numRuns: 10 },
    );
  });
});

describe.each(backends())('levels and achievements (%s)', (backend) => {
  let t: TestApp;
  let api: GamificationApi;
  let events: ReturnType<typeof captureEvents>;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification') });
    api = t.app.container.get<GamificationApi>(GAMIFICATION_API);
    events = captureEvents(t);
  });
  afterAll(() => t.close());

  it('pays each level-up bonus once, also when one credit jumps several levels', async () => {
    const id = await newGuest(t);
    const jump = await api.credit({ userId: id, reason: 'demo_seed', reference: `jump-${id}`, coins: 0, xp: 4200, verifiedBy: OPERATOR });
    expect(jump.levelUps).toEqual([
      { level: 2, bonusCoins: 200 },
      { level: 3, bonusCoins: 300 },
      { level: 4, bonusCoins: 400 },
      { level: 5, bonusCoins: 500 },
    ]);
    // 1,400 bonus coins also earn Treasure Keeper (no bonus of its own).
    expect(jump.totals).toEqual({ totalCoins: 1400, currentXP: 4200, level: 5, tasksCompleted: 0 });
    expect(jump.achievements.map((a) => a.id)).toEqual(['coins_1000']);
    const small = await api.credit({ userId: id, reason: 'demo_seed', reference: `small-${id}`, coins: 0, xp: 800, verifiedBy: OPERATOR });
    expect(small.levelUps).toEqual([{ level: 5 + 1, bonusCoins: 600 }]);
    expect(small.achievements.map((a) => a.id)).toEqual(['tier_adept']);
    expect(small.totals.level).toBe(6);
    const none = await api.credit({ userId: id, reason: 'task_bonus', reference: `none-${id}`, coins: 0, xp: 50, verifiedBy: PHOTO });
    expect(none.levelUps).toEqual([]);
    expect(await t.db('reward_ledger').where({ user_id: id, reason: 'level_up' })).toHaveLength(5);
    await expectTotalsMatchLedger(t, id);
  });

  it('concurrent credits that cross levels together still pay each level once', async () => {
    const id = await newGuest(t);
    await Promise.all(Array.from({ length: 20 }, (_, i) => api.credit({ userId: id, reason: 'demo_seed', reference: `par-${id}-${i}`, coins: 1, xp: 250, verifiedBy: OPERATOR })));
    const rows = await t.db('reward_ledger').where({ user_id: id, reason: 'level_up' }).orderBy('coins');
    expect(rows.map((r) => r.coins)).toEqual([200, 300, 400, 500, 600]);
    expect(await expectTotalsMatchLedger(t, id)).toMatchObject({ xp: 5000 });
  });

  it('award() gives a catalogue achievement other modules award once, in the caller’s unit, with its bonus', async () => {
    const id = await newGuest(t);
    const first = await inUnit(t, (unit) => api.award(id, 'challenge_completed', unit));
    expect(first).toEqual({ awarded: true });
    expect(await inUnit(t, (unit) => api.award(id, 'challenge_completed', unit))).toEqual({ awarded: false });
    expect(await t.db('user_achievements').where({ user_id: id, achievement_id: 'challenge_completed' })).toHaveLength(1);
    expect(await t.db('reward_ledger').where({ reason: 'achievement', reference: `${id}:challenge_completed` }).select('coins')).toEqual([{ coins: 50 }]);
    await expectTotalsMatchLedger(t, id);
    // A rollback gives nothing; achievements earned by counts are not for award().
    const other = await newGuest(t);
    await expect(
      inUnit(t, async (unit) => {
        await api.award(other, 'challenge_completed', unit);
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect(await t.db('user_achievements').where({ user_id: other })).toEqual([]);
    await expect(inUnit(t, (unit) => api.award(other, 'first_cleanup', unit))).rejects.toThrow(RangeError);
    expect(await inUnit(t, (unit) => api.award(MISSING_ID, 'challenge_completed', unit))).toEqual({ awarded: false });
  });

  it('awards achievements once, with their coin bonus through the ledger', async () => {
    const achiever = await member(t, { username: 'ach_member' });
    const id = achiever.id;
    const first = await api.credit({ userId: id, reason: 'task_completed', reference: `t1-${id}`, coins: 10, xp: 100, tasksCompleted: 1, verifiedBy: PHOTO });
    expect(first.achievements.map((a) => a.id)).toEqual(['first_cleanup']);
    expect(first.totals.totalCoins).toBe(30);
    const second = await api.credit({ userId: id, reason: 'task_completed', reference: `t2-${id}`, coins: 10, xp: 100, tasksCompleted: 1, verifiedBy: PHOTO });
    expect(second.achievements).toEqual([]);
    expect(await t.db('reward_ledger').where({ reason: 'achievement', reference: `${id}:first_cleanup` })).toHaveLength(1);

    // Filing a report counts for nothing; it counts once someone else cleaned its task (the tasks
    // module's event after a verified or approved completion); a replayed event counts once.
    expect(await t.db('reward_ledger').where({ user_id: id, reason: 'report_created' })).toHaveLength(0);
    const cleanerId = await newGuest(t);
    const cleaned = (i: number) => ({
      taskId: `c${i}-${id}`, userId: cleanerId, reward: 10, wasteType: 'general' as const, hazardous: false, outcome: 'verified' as const, completedAt: '',
      reportId: `r${i}-${id}`, reporterId: id,
    });
    for (let i = 0; i < 5; i++) await events.bus.emit('tasks.completed', cleaned(i));
    await events.bus.emit('tasks.completed', cleaned(0));
    expect(await t.db('reward_ledger').where({ reason: 'report_created' }).whereIn('user_id', [id, cleanerId])).toHaveLength(5);
    // A deleted reporter's report counts for no one.
    const gone = await newGuest(t);
    await t.db('users').where({ id: gone }).update({ deleted_at: t.clock.now() });
    await events.bus.emit('tasks.completed', { ...cleaned(9), reporterId: gone });
    expect(await t.db('reward_ledger').where({ reason: 'report_created', reference: `r9-${id}` })).toHaveLength(0);
    // Hazardous cleanups: on the tasks module's event, once however often it comes.
    const done = { taskId: 'h1', userId: id, reward: 10, wasteType: 'hazardous' as const, hazardous: true, outcome: 'verified' as const, completedAt: '', reportId: null, reporterId: null };
    await events.bus.emit('tasks.completed', done);
    await events.bus.emit('tasks.completed', { ...done, taskId: 'h2' });
    await events.bus.emit('tasks.completed', { ...done, taskId: 'h3', hazardous: false, userId: await newGuest(t) });

    const res = await achiever.agent.get('/api/achievements');
    expect(res.status).toBe(200);
    expect(res.body.length).toBeGreaterThanOrEqual(15);
    const earned = res.body.filter((a: { earned: boolean }) => a.earned).map((a: { id: string }) => a.id).sort();
    expect(earned).toEqual(['first_cleanup', 'first_hazardous', 'first_report', 'reports_5']);
    const firstReport = res.body.find((a: { id: string }) => a.id === 'first_report');
    expect(firstReport).toEqual({
      id: 'first_report',
      icon: expect.any(String),
      title: 'First Report',
      description: 'Report litter that is then verifiably cleaned up.',
      earned: true,
      earnedAt: t.clock.now().toISOString(),
      coinBonus: 10,
    });
    expect(res.body.find((a: { id: string }) => a.id === 'cleanups_10')).toMatchObject({ earned: false, earnedAt: null });
    expect((await t.db('user_achievements').where({ user_id: id })).map((a: { achievement_id: string }) => a.achievement_id).sort()).toEqual(earned);
    const stats = await t.db('gamification_user_stats').where({ user_id: id }).first();
    expect(stats.reports).toBe(5);
    // 20 task coins + First Cleanup 20 + First Report 10 + Watchful Eye 25 + Hazard Handler 50.
    expect(await expectTotalsMatchLedger(t, id)).toEqual({ coins: 125, xp: 200 });
  });

  it('earns streaks for consecutive active days (UTC), not for activity on one day', async () => {
    const id = await newGuest(t);
    const day = 86_400_000;
    const act = (ref: string) => api.credit({ userId: id, reason: 'task_completed', reference: `${ref}-${id}`, coins: 1, xp: 1, tasksCompleted: 1, verifiedBy: PHOTO });
    await act('d1a');
    await act('d1b');
    t.clock.advance(day);
    const d2 = await act('d2');
    expect(d2.achievements.map((a) => a.id)).not.toContain('streak_3');
    t.clock.advance(day);
    const d3 = await act('d3');
    expect(d3.achievements.map((a) => a.id)).toEqual(['streak_3']);
    t.clock.advance(2 * day); // a gap: the run starts again
    for (let i = 0; i < 6; i++) {
      const r = await act(`g${i}`);
      expect(r.achievements.map((a) => a.id)).not.toContain('streak_7');
      t.clock.advance(day);
    }
    const seventh = await act('g6');
    expect(seventh.achievements.map((a) => a.id)).toEqual(['streak_7']);
  });

  it('GET /api/users/{id}/level-progression returns the spec fields for any user', async () => {
    const id = await newGuest(t);
    await api.credit({ userId: id, reason: 'demo_seed', reference: `lp-${id}`, coins: 0, xp: 2345, verifiedBy: OPERATOR });
    const res = await t.request().get(`/api/users/${id}/level-progression`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: id,
      currentLevel: 3,
      currentXP: 2345,
      xpForNextLevel: 3000,
      xpNeededForNext: 655,
      progressPercentage: 34.5,
      isMaxLevel: false,
      xpIntoLevel: 345,
      xpPerLevel: 1000,
      maxLevel: 50,
      tier: 'novice',
      tierName: 'Novice',
      nextLevelReward: { level: 4, coins: 400, newAvatar: false, text: '400 coins' },
    });
  });

  it('answers 400, 401 and 404 in the JSON error format', async () => {
    const bad = await t.request().get('/api/users/not-a-uuid/level-progression');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: 'Please check: User id must be a valid id',
      code: 'VALIDATION_FAILED',
      details: { fields: [{ field: 'id', message: 'User id must be a valid id' }] },
    });
    const missing = await t.request().get(`/api/users/${MISSING_ID}/level-progression`);
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'User not found.', code: 'USER_NOT_FOUND' });
    const deleted = await newGuest(t);
    await t.db('users').where({ id: deleted }).update({ deleted_at: new Date() });
    expect((await t.request().get(`/api/users/${deleted}/level-progression`)).status).toBe(404);

    const anon = await t.request().get('/api/achievements');
    expect(anon.status).toBe(401);
    expect(anon.body).toEqual({ error: expect.any(String), code: 'UNAUTHENTICATED' });

    const window = await t.request().get('/api/leaderboard?window=month');
    expect(window.status).toBe(400);
    expect(window.body).toMatchObject({ code: 'VALIDATION_FAILED', details: { fields: [{ field: 'window', message: 'Window must be one of: all, week' }] } });
    expect((await t.request().post('/api/leaderboard')).status).toBe(405);
  });
});

describe.each(backends())('leaderboard (%s)', (backend) => {
  let t: TestApp;
  let api: GamificationApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification') });
    api = t.app.container.get<GamificationApi>(GAMIFICATION_API);
  });
  afterAll(() => t.close());

  const give = (userId: string, xp: number, ref: string) => api.credit({ userId, reason: 'demo_seed', reference: `${ref}-${userId}`, coins: 3, xp, verifiedBy: OPERATOR });

  it('ranks registered users by XP with ties sharing a rank, leaves guests out, and tells me my rank', async () => {
    const ana = await member(t, { username: 'ana' });
    const ben = await member(t, { username: 'ben' });
    const cem = await member(t, { username: 'cem' });
    const dov = await member(t, { username: 'dov' });
    const visitor = await guest(t);
    const guestId = visitor.id;
    await give(ana.id, 900, 'a');
    await give(ben.id, 500, 'a');
    await give(cem.id, 500, 'a');
    await give(dov.id, 100, 'a');
    await give(guestId, 5000, 'a');

    const anon = await t.request().get('/api/leaderboard');
    expect(anon.status).toBe(200);
    expect(anon.body.window).toBe('all');
    expect(anon.body.since).toBeNull();
    expect(anon.body.me).toBeNull();
    const rows = anon.body.entries.map((e: { rank: number; username: string; xp: number }) => [e.rank, e.username, e.xp]);
    expect(rows).toEqual([
      [1, 'ana', 900],
      [2, [ben.id, cem.id].sort()[0] === ben.id ? 'ben' : 'cem', 500],
      [2, [ben.id, cem.id].sort()[0] === ben.id ? 'cem' : 'ben', 500],
      [4, 'dov', 100],
    ]);
    expect(anon.body.entries[0]).toEqual({ rank: 1, id: ana.id, username: 'ana', displayName: 'ana', avatarUrl: null, level: 1, xp: 900, coins: 3 });

    const mine = await cem.agent.get('/api/leaderboard');
    expect(mine.body.me).toEqual({ id: cem.id, rank: 2, listed: true, xp: 500, coins: 3, level: 1 });
    const guestView = await visitor.agent.get('/api/leaderboard');
    expect(guestView.body.me).toMatchObject({ id: guestId, rank: null, listed: false, xp: 5000 });

    // A guest who registers shows up from their next request on.
    await register(t, visitor, { username: 'eve' });
    const after = await visitor.agent.get('/api/leaderboard');
    expect(after.body.me).toMatchObject({ rank: 1, listed: true });
    expect(after.body.entries[0]).toMatchObject({ rank: 1, username: 'eve', level: 6 });
    expect(after.body.entries.map((e: { rank: number }) => e.rank)).toEqual([1, 2, 3, 3, 5]);
  });

  it('the week window starts Monday 00:00 UTC', async () => {
    // A Sunday 10:00 UTC (at least a day ahead, so it lies after the clock's time), 14 hours before a new week.
    const monday = nextUtcMonday(new Date(t.clock.now().getTime() + DAY_MS));
    t.clock.advanceTo(new Date(monday.getTime() - 14 * 3_600_000));
    const sam = await member(t, { username: 'sam' });
    const tia = await member(t, { username: 'tia' });
    await give(sam.id, 300, 'sun');
    t.clock.advanceTo(new Date(monday.getTime() - 1)); // Sunday 23:59:59.999
    await give(tia.id, 200, 'sun-late');
    let week = await sam.agent.get('/api/leaderboard?window=week');
    expect(week.body.since).toBe(new Date(monday.getTime() - 7 * DAY_MS).toISOString());
    expect(week.body.entries.find((e: { id: string }) => e.id === tia.id)).toMatchObject({ xp: 200 });

    t.clock.advance(1); // Monday 00:00:00.000 UTC: a new week
    week = await sam.agent.get('/api/leaderboard?window=week');
    expect(week.body.since).toBe(monday.toISOString());
    expect(week.body.entries).toEqual([]);
    expect(week.body.me).toEqual({ id: sam.id, rank: 1, listed: true, xp: 0, coins: 0, level: 1 });

    await give(tia.id, 50, 'mon');
    await give(sam.id, 80, 'mon');
    week = await tia.agent.get('/api/leaderboard?window=week');
    expect(week.body.entries.map((e: { username: string; xp: number; coins: number }) => [e.username, e.xp, e.coins])).toEqual([
      ['sam', 80, 3],
      ['tia', 50, 3],
    ]);
    expect(week.body.me).toMatchObject({ rank: 2, xp: 50 });
    // All time still counts both weeks.
    const all = await t.request().get('/api/leaderboard?window=all');
    expect(all.body.entries.find((e: { id: string }) => e.id === sam.id)).toMatchObject({ xp: 380 });
  });

  it('the leaderboard queries use their indexes at scale', async () => {
    const trx = await t.db.transaction();
    try {
      await trx.raw(`insert into gamification_user_stats (user_id, xp, coins, level, listed)
        select gen_random_uuid(), (random() * 100000)::int, 0, 1, random() < 0.7 from generate_series(1, 20000)`);
      await trx.raw(`insert into gamification_weekly (week_start, user_id, xp, coins, listed)
        select '2026-11-23T00:00:00Z'::timestamptz - (g % 10) * interval '7 days', gen_random_uuid(), (random() * 5000)::int, 0, random() < 0.7
          from generate_series(1, 20000) g`);
      await trx.raw('analyze gamification_user_stats');
      await trx.raw('analyze gamification_weekly');
      const explain = async (sql: string) => {
        const { rows } = await trx.raw(`explain ${sql}`);
        return rows.map((r: Record<string, string>) => Object.values(r)[0]).join('\n');
      };
      const top = await explain('select user_id from gamification_user_stats where listed and xp > 0 order by xp desc, user_id limit 50');
      const rank = await explain('select count(*) from gamification_user_stats where listed and xp > 90000');
      const week = await explain(`select user_id from gamification_weekly where week_start = '2026-11-23T00:00:00Z' and listed and xp > 0 order by xp desc, user_id limit 50`);
      expect(top).toContain('gamification_user_stats_rank_idx');
      expect(rank).toContain('gamification_user_stats_rank_idx');
      expect(week).toContain('gamification_weekly_rank_idx');
      for (const plan of [top, rank, week]) expect(plan).not.toContain('Seq Scan');
    } finally {
      await trx.rollback();
    }
  });
});
