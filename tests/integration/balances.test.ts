import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { GAMIFICATION_API, type GamificationApi } from '../../src/modules/gamification/contract';
import { gamificationModule } from '../../src/modules/gamification/server';
import { GUEST_API, type GuestApi } from '../../src/modules/guest/contract';
import { guestModule } from '../../src/modules/guest/server';
import { migrateLatest } from '../../src/server/db';
import { serverModules } from '../../src/modules/server';
import { guest, member, register } from '../support/people';
import { backends, createTestApp, createTestDb, migrationSource, type TestApp } from '../support/test-app';
import { inUnit } from '../support/units';

const MIGRATION = '20261127000000_gamification_owns_balances';
const LATER = '20261127010000_profiles_own_table';

/** Issue 19: the gamification module owns the balances beside its ledger; the guest module keeps none. */
describe.each(backends())('balances beside the ledger (%s)', (backend) => {
  let t: TestApp;
  let rewards: GamificationApi;
  let guests: GuestApi;
  beforeAll(async () => {
    t = await createTestApp({ backend, modules: [guestModule, gamificationModule] });
    rewards = t.app.container.get<GamificationApi>(GAMIFICATION_API);
    guests = t.app.container.get<GuestApi>(GUEST_API);
  });
  afterAll(() => t.close());

  const registered = async (username: string) => {
    const { id, agent: browser } = await member(t, { username });
    return { id, browser };
  };
  const board = async (browser = t.request()) => (await browser.get('/api/leaderboard')).body as { entries: { id: string }[]; me: { listed: boolean } | null };

  it('pays a reward, its level-ups and its achievements without asking the guest module anything', async () => {
    const { id } = await registered('walker');
    const asked = Object.getOwnPropertyNames(Object.getPrototypeOf(guests))
      .filter((name) => name !== 'constructor' && typeof (guests as unknown as Record<string, unknown>)[name] === 'function')
      .map((name) => vi.spyOn(guests as unknown as Record<string, () => unknown>, name));
    try {
      const paid = await rewards.credit({ userId: id, reason: 'task_completed', reference: `walk-${id}`, coins: 10, xp: 1200, tasksCompleted: 1, verifiedBy: { kind: 'photo_check' } });
      expect(paid.credited).toBe(true);
      expect(paid.levelUps.length).toBeGreaterThan(0);
      expect(paid.achievements.map((a) => a.id)).toContain('first_cleanup');
      const replay = await rewards.credit({ userId: id, reason: 'task_completed', reference: `walk-${id}`, coins: 10, xp: 1200, tasksCompleted: 1, verifiedBy: { kind: 'photo_check' } });
      expect(replay).toMatchObject({ credited: false, totals: paid.totals });
      expect(asked.filter((spy) => spy.mock.calls.length > 0).map((spy) => spy.getMockName())).toEqual([]);
    } finally {
      for (const spy of asked) spy.mockRestore();
    }
    // The user as guests shows them carries the balances gamification keeps.
    const shown = await guests.getUser(id);
    expect(shown).toMatchObject({ totalCoins: (await rewards.credit({ userId: id, reason: 'task_completed', reference: `walk-${id}`, coins: 0, xp: 0, verifiedBy: { kind: 'photo_check' } })).totals.totalCoins, currentXP: 1200, tasksCompleted: 1 });
  });

  it('checks "balance = sum of ledger" in one place, and finds a balance changed behind its back', async () => {
    const { id } = await registered('ledger');
    await rewards.credit({ userId: id, reason: 'task_bonus', reference: `drift-${id}`, coins: 7, xp: 70, verifiedBy: { kind: 'photo_check' } });
    expect(await rewards.balanceDrift()).toEqual([]);
    await t.db('gamification_user_stats').where({ user_id: id }).update({ coins: 9 });
    expect(await rewards.balanceDrift()).toEqual([{ userId: id, coins: 9, xp: 70, ledgerCoins: 7, ledgerXp: 70 }]);
    await t.db('gamification_user_stats').where({ user_id: id }).update({ coins: 7 });
    expect(await rewards.balanceDrift()).toEqual([]);
  });

  it('reading the leaderboard writes nothing', async () => {
    const { id, browser } = await registered('reader');
    await rewards.credit({ userId: id, reason: 'task_bonus', reference: `read-${id}`, coins: 1, xp: 10, verifiedBy: { kind: 'photo_check' } });
    // Taken off the list (as erasure does): the reader's own GET must not put them back.
    await t.db('gamification_user_stats').where({ user_id: id }).update({ listed: false });
    await t.db('gamification_weekly').where({ user_id: id }).update({ listed: false });
    const before = await t.db('gamification_user_stats').orderBy('user_id');
    const weeks = await t.db('gamification_weekly').orderBy(['week_start', 'user_id']);
    expect((await board(browser)).me).toMatchObject({ listed: false });
    await board();
    expect(await t.db('gamification_user_stats').orderBy('user_id')).toEqual(before);
    expect(await t.db('gamification_weekly').orderBy(['week_start', 'user_id'])).toEqual(weeks);
  });

  it('lists people when they register, and takes them off while their account is disabled', async () => {
    const lou = await guest(t);
    const { id } = lou;
    await rewards.credit({ userId: id, reason: 'task_bonus', reference: `list-${id}`, coins: 1, xp: 10, verifiedBy: { kind: 'photo_check' } });
    expect((await board()).entries.map((e) => e.id)).not.toContain(id);
    await register(t, lou, { username: 'lou_listed' });
    expect((await board()).entries.map((e) => e.id)).toContain(id);

    await inUnit(t, (unit) => guests.setActive(id, false, unit));
    await vi.waitFor(async () => expect((await board()).entries.map((e) => e.id)).not.toContain(id));
    await inUnit(t, (unit) => guests.setActive(id, true, unit));
    await vi.waitFor(async () => expect((await board()).entries.map((e) => e.id)).toContain(id));
  });

  it('credits only people: someone guests never created has no balances', async () => {
    await expect(rewards.credit({ userId: '00000000-0000-4000-8000-00000000beef', reason: 'task_bonus', reference: 'nobody', coins: 1, xp: 1, verifiedBy: { kind: 'photo_check' } })).rejects.toMatchObject({ status: 404 });
    expect(await t.db('gamification_user_stats').where({ user_id: '00000000-0000-4000-8000-00000000beef' })).toEqual([]);
  });

  it('moves the balances out of the users table, for everyone, and back on the way down', async () => {
    const { db, drop } = await createTestDb(backend);
    try {
      await migrateLatest(db, serverModules);
      // Back to the schema before this migration (the later profiles one first).
      await db.migrate.down({ migrationSource, name: LATER });
      await db.migrate.down({ migrationSource, name: MIGRATION });
      const [ada] = await db('users').insert({ username: 'ada', first_name: 'Ada', is_guest: false, total_coins: 1400, current_xp: 4200, level: 5, tasks_completed: 12 }).returning('id');
      const [gus] = await db('users').insert({ username: 'guest_1', first_name: 'Guest', is_guest: true, total_coins: 30, current_xp: 120 }).returning('id');
      const [off] = await db('users').insert({ username: 'off', first_name: 'Off', is_guest: false, is_active: false }).returning('id');
      const [new1] = await db('users').insert({ username: 'new', first_name: 'New', is_guest: false }).returning('id');
      // Ada's stats row existed already (listed by a read, say) and drifted from what she saw: hers wins.
      await db('gamification_user_stats').insert({ user_id: ada.id, xp: 4100, coins: 1300, level: 5, tasks_completed: 11, reports: 3, actions: 2, listed: false });
      await db('gamification_weekly').insert({ week_start: new Date(Date.UTC(2026, 0, 5)), user_id: ada.id, xp: 100, coins: 10, listed: false });
      await db.migrate.up({ migrationSource, name: MIGRATION });

      const stats = await db('gamification_user_stats').orderBy('user_id').select('user_id', 'coins', 'xp', 'level', 'tasks_completed', 'reports', 'actions', 'listed');
      expect(stats).toEqual(
        [
          { user_id: ada.id, coins: 1400, xp: 4200, level: 5, tasks_completed: 12, reports: 3, actions: 2, listed: true },
          { user_id: gus.id, coins: 30, xp: 120, level: 1, tasks_completed: 0, reports: 0, actions: 0, listed: false },
          { user_id: off.id, coins: 0, xp: 0, level: 1, tasks_completed: 0, reports: 0, actions: 0, listed: false },
          { user_id: new1.id, coins: 0, xp: 0, level: 1, tasks_completed: 0, reports: 0, actions: 0, listed: true },
        ].sort((a, b) => a.user_id.localeCompare(b.user_id)),
      );
      expect(await db('gamification_weekly').where({ user_id: ada.id }).first('listed')).toEqual({ listed: true });
      const columns = Object.keys(await db('users').columnInfo());
      for (const gone of ['total_coins', 'current_xp', 'level', 'tasks_completed']) expect(columns).not.toContain(gone);

      await db.migrate.down({ migrationSource, name: MIGRATION });
      expect(await db('users').where({ id: ada.id }).first('total_coins', 'current_xp', 'level', 'tasks_completed')).toEqual({ total_coins: 1400, current_xp: 4200, level: 5, tasks_completed: 12 });
      expect(await db('users').where({ id: gus.id }).first('total_coins', 'current_xp')).toEqual({ total_coins: 30, current_xp: 120 });
    } finally {
      await drop();
    }
  });
});
