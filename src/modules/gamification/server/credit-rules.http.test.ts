import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Logger } from '../../../server/http/errors';
import { LOGGER } from '../../../server/tokens';
import { GAMIFICATION_API, type CreditInput, type GamificationApi } from '../contract';
import { REWARD_RULES } from '../reward-rules';
import { nextUtcHour } from '../../../../tests/support/moments';
import { backends, createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';
import { guest, member } from '../../../../tests/support/people';
import { inUnit } from '../../../../tests/support/units';

/**
 * Issue 33: no one earns alone. credit() refuses what breaks a reason's declaration (REWARD_RULES):
 * a verification of a kind the reason does not accept, the earner as their own verifier, and a credit
 * over the earner's daily cap; a refusal writes nothing, is logged and throws nothing.
 */
describe.each(backends())('credits against their declarations (%s)', (backend) => {
  let t: TestApp;
  let api: GamificationApi;
  let log: Logger;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: manifests('guest', 'gamification') });
    api = t.app.container.get<GamificationApi>(GAMIFICATION_API);
    log = t.app.container.get<Logger>(LOGGER);
  });
  afterAll(() => t.close());

  const rows = (userId: string) => t.db('reward_ledger').where({ user_id: userId });
  const sum = async (userId: string, reason: string) =>
    (await rows(userId).where({ reason }).first(t.db.raw('coalesce(sum(coins), 0)::int as coins'), t.db.raw('coalesce(sum(xp), 0)::int as xp'))) as { coins: number; xp: number };
  const attended = (userId: string, n: number, organiser = 'organiser-id'): CreditInput => ({
    userId, reason: 'event_attended', reference: `e${n}:${userId}`, coins: 25, xp: 50, verifiedBy: { kind: 'organiser', by: organiser },
  });

  it('refuses a verification the reason does not declare, a missing verifier and the earner verifying themselves, and logs it', async () => {
    const id = (await guest(t)).id;
    const errors = vi.spyOn(log, 'error');
    const cases: [CreditInput, string][] = [
      [{ ...attended(id, 1), verifiedBy: { kind: 'photo_check' } }, 'wrong_verifier'],
      [{ ...attended(id, 2), verifiedBy: { kind: 'organiser', by: id } }, 'own_work'],
      [{ ...attended(id, 3), verifiedBy: { kind: 'organiser', by: null } }, 'no_verifier'],
      [{ userId: id, reason: 'submission_approved', reference: `s-${id}`, coins: 5, xp: 50, verifiedBy: { kind: 'derived' } }, 'wrong_verifier'],
      [{ userId: id, reason: 'task_completed', reference: `t-${id}`, coins: 10, xp: 100, tasksCompleted: 1, verifiedBy: { kind: 'moderator', by: id } }, 'own_work'],
      [{ userId: id, reason: 'task_confirmed', reference: `c-${id}`, coins: 0, xp: 20, verifiedBy: { kind: 'other_person', by: null } }, 'no_verifier'],
    ];
    for (const [input, refused] of cases) {
      const r = await api.credit(input);
      expect(r, refused).toEqual({ credited: false, refused, totals: { totalCoins: 0, currentXP: 0, level: 1, tasksCompleted: 0 }, levelUps: [], achievements: [] });
    }
    expect(await rows(id)).toEqual([]);
    expect(errors.mock.calls.filter(([msg]) => msg === 'credit refused: verification')).toHaveLength(cases.length);
    errors.mockRestore();
    // In a caller's unit of work the refusal does not break the unit: its other work commits.
    await inUnit(t, async (unit, trx) => {
      expect((await api.credit({ ...attended(id, 4), verifiedBy: { kind: 'organiser', by: id } }, unit)).refused).toBe('own_work');
      await trx('users').where({ id }).update({ updated_at: t.clock.now() });
    });
  });

  it('pays up to the daily cap per UTC day; over it nothing is written; a replay stays a replay; the next day pays again', async () => {
    t.clock.advanceTo(new Date(nextUtcHour(t.clock.now(), 0).getTime() + 60_000));
    const id = (await member(t)).id;
    const cap = REWARD_RULES.event_attended.dailyCap;
    const fit = cap.coins / 25;
    for (let i = 0; i < fit; i++) expect((await api.credit(attended(id, i))).credited).toBe(true);
    const info = vi.spyOn(log, 'info');
    const over = await api.credit(attended(id, fit));
    expect([over.credited, over.refused]).toEqual([false, 'daily_cap']);
    expect(info.mock.calls.some(([msg, fields]) => msg === 'credit refused: daily cap' && (fields as { userId?: string }).userId === id)).toBe(true);
    info.mockRestore();
    const replay = await api.credit(attended(id, 0));
    expect([replay.credited, replay.refused]).toEqual([false, undefined]);
    expect(await sum(id, 'event_attended')).toEqual(cap);
    // Late in the same day: still refused. After midnight UTC: paid.
    t.clock.advanceTo(new Date(nextUtcHour(t.clock.now(), 0).getTime() - 1));
    expect((await api.credit(attended(id, fit))).refused).toBe('daily_cap');
    t.clock.advance(1);
    expect((await api.credit(attended(id, fit))).credited).toBe(true);
  });

  it('never lets concurrent credits pass the cap together', async () => {
    const id = (await guest(t)).id;
    const confirm = (n: number): CreditInput => ({ userId: id, reason: 'task_confirmed', reference: `task${n}:${id}`, coins: 0, xp: 20, verifiedBy: { kind: 'other_person', by: 'reporter-id' } });
    const results = await Promise.all(Array.from({ length: 25 }, (_, i) => (i % 2 ? inUnit(t, (unit) => api.credit(confirm(i), unit)) : api.credit(confirm(i)))));
    const fit = REWARD_RULES.task_confirmed.dailyCap.xp / 20;
    expect(results.filter((r) => r.credited)).toHaveLength(fit);
    expect(results.filter((r) => r.refused === 'daily_cap')).toHaveLength(25 - fit);
    expect(await rows(id).where({ reason: 'task_confirmed' })).toHaveLength(fit);
  });

  it("carries what fits under the account's guest_merge cap today; the rest stays behind", async () => {
    const account = (await member(t)).id;
    const cap = REWARD_RULES.guest_merge.dailyCap;
    const guests = [(await guest(t)).id, (await guest(t)).id];
    for (const g of guests) {
      // A guest at its own caps of what a merge carries (a day's work each).
      await api.credit({ userId: g, reason: 'task_completed', reference: `m-${g}`, ...REWARD_RULES.task_completed.dailyCap, tasksCompleted: 1, verifiedBy: { kind: 'photo_check' } });
      await api.credit({ userId: g, reason: 'task_bonus', reference: `b-${g}`, ...REWARD_RULES.task_bonus.dailyCap, verifiedBy: { kind: 'photo_check' } });
      await api.credit({ userId: g, reason: 'submission_approved', reference: `a-${g}`, ...REWARD_RULES.submission_approved.dailyCap, verifiedBy: { kind: 'moderator', by: account } });
    }
    const first = await inUnit(t, (unit) => api.mergeGuest(guests[0]!, account, unit));
    expect(first).toMatchObject({ credited: true, coins: cap.coins, xp: cap.xp, tasksCompleted: 1, actions: 1 });
    const second = await inUnit(t, (unit) => api.mergeGuest(guests[1]!, account, unit));
    // Nothing fits any more: the counts are carried (achievements pay once per person anyway), no coins or XP.
    expect(second).toMatchObject({ credited: true, coins: 0, xp: 0, tasksCompleted: 1, actions: 1 });
    expect(await sum(account, 'guest_merge')).toEqual(cap);
  });
});
