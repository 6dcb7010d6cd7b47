import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REWARD_REASONS, type RewardReason } from '../../src/modules/gamification/contract';
import { dailyCapTotal, REWARD_RULES, utcDayWindow } from '../../src/modules/gamification/reward-rules';
import { levelsReached, levelUpBonus } from '../../src/shared/levels';
import { attend, clean, confirm, makeCrew, markCompleted, mergeInto, organise, report, submitAction, summarise, teamChallenge, type Crew, type RobotPhotos } from '../support/farming-robot';
import { scene } from '../support/images';
import { nextUtcHour } from '../support/moments';
import { backends, createTestApp, manifests, type TestApp } from '../support/test-app';

const MINUTE = 60_000;
/** What the robot tries in a day, each more than one person's cap allows. */
const CLEANUPS = REWARD_RULES.task_completed.dailyCap.coins / 10 + 1;
const CONFIRMATIONS = REWARD_RULES.task_confirmed.dailyCap.xp / 20 + 1;
const EVENTS = REWARD_RULES.event_attended.dailyCap.coins / 25 + 1;
const GUEST_CLEANUPS = 2;

/** Runs `work` on every item, at most four at a time (as a script would), in order of the items. */
async function inBatches<T, R>(items: T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = [];
  for (let i = 0; i < items.length; i += 4) out.push(...(await Promise.all(items.slice(i, i + 4).map(work))));
  return out;
}

type Sums = Map<string, Map<RewardReason, { coins: number; xp: number }>>;

/**
 * Issue 33, "a farming robot in the test suite": one person with every guest one address may create
 * (and then guests from other addresses), and then two people helping each other, drive every endpoint
 * that pays for a simulated UTC day: reports cleaned by their own other identities with photos the AI
 * check accepts, confirmations, their own events and events of their own second accounts, environmental
 * actions, a team challenge, guests merged into the account. What they earn stays within the declared
 * daily caps (docs/gamification.md).
 */
describe.each(backends())('the farming robot (%s)', (backend) => {
  let t: TestApp;
  let dataDir: string;
  let photos: RobotPhotos;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-robot-'));
    t = await createTestApp({
      backend,
      modules: manifests('guest', 'notifications', 'gamification', 'teams', 'photos', 'litter', 'tasks', 'reports', 'challenges', 'actions', 'embed', 'events', 'auth'),
      // The real per-address and per-person limits of guests and reports; addresses come from X-Forwarded-For.
      env: { DATA_DIR: dataDir, TRUST_PROXY: 'true', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '30', RATE_LIMIT_REPORTS_PER_USER: '30', RATE_LIMIT_REPORTS_PER_ADDRESS: '60' },
    });
    photos = { litter: await scene({ litter: 80, seed: 3, width: 320, height: 240 }), cleaned: await scene({ litter: 0, retake: true, width: 320, height: 240 }) };
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  /** Moves the clock to just after the next UTC midnight: the day the caps count. */
  const startDay = () => {
    t.clock.advanceTo(new Date(nextUtcHour(t.clock.now(), 0).getTime() + MINUTE));
    return utcDayWindow(t.clock.now());
  };

  /** One simulated day of the crews' farming, each using the other crews' identities where that pays more. */
  async function farm(crews: Crew[]): Promise<string[]> {
    for (const c of crews) await teamChallenge(t, c.main, c.name);
    t.clock.advance(2 * MINUTE);
    // Reports by guests, a few at a time; each crew's main works on the next crew's (its own when alone).
    const tasks = new Map<Crew, string[]>();
    let n = 0;
    for (const c of crews) {
      const jobs = Array.from({ length: CLEANUPS + GUEST_CLEANUPS + 1 }, (_, i) => ({ who: c.guests[i % c.guests.length]!, n: n++ }));
      tasks.set(c, await inBatches(jobs, (j) => report(j.who, photos.litter, j.n)));
    }
    await Promise.all(
      crews.map(async (c, i) => {
        const pool = tasks.get(crews[(i + 1) % crews.length]!)!;
        await inBatches(pool.slice(0, CONFIRMATIONS), (id) => confirm(c.main, id, photos.litter));
        for (const id of pool.slice(0, CLEANUPS)) await clean(c.main, id, photos.cleaned);
        // Guests clean too (each paid under its own caps), then sign in to the account, merging their points.
        // A claim without a photo waits for a moderator, and none is on the robot's side.
        await markCompleted(c.main, pool[CLEANUPS + GUEST_CLEANUPS]!);
        for (const [k, id] of tasks.get(c)!.slice(CLEANUPS, CLEANUPS + GUEST_CLEANUPS).entries()) {
          const cleaner = c.guests[c.guests.length - 1 - k]!.person;
          await clean(cleaner, id, photos.cleaned);
          await mergeInto(c, cleaner);
        }
        for (let k = 0; k < 3; k++) await submitAction(c.main, k);
      }),
    );
    // Events: each main loops its own (never paid), and every crew's second account organises events
    // that all mains and companions attend, one after the other through the day.
    const ownLoop: [Crew, string][] = [];
    for (const c of crews) {
      for (let k = 0; k < 3; k++) {
        const id = await organise(t, c.main, -50, 60);
        await attend(c.main, id);
        expect((await summarise(c.main, id)).status).toBe(200);
        ownLoop.push([c, id]);
      }
    }
    for (let round = 0; round < EVENTS; round++) {
      const events = [];
      for (const c of crews) {
        const id = await organise(t, c.organiser, 0, 40);
        for (const p of crews.flatMap((x) => [x.main, x.companion])) await attend(p, id);
        events.push([c, id] as const);
      }
      t.clock.advance(41 * MINUTE);
      for (const [c, id] of events) expect((await summarise(c.organiser, id)).status).toBe(200);
    }
    for (const [c, id] of ownLoop) expect((await summarise(c.main, id)).status).toBe(200);
    t.clock.advanceTo(new Date(nextUtcHour(t.clock.now(), 0).getTime() - MINUTE));
    return ownLoop.map(([, id]) => id);
  }

  /** The events a crew's main organised alone paid nobody (the organiser least of all). */
  async function expectOwnEventsUnpaid(eventIds: string[]): Promise<void> {
    for (const id of eventIds) expect(await t.db('reward_ledger').where({ reason: 'event_attended' }).whereLike('reference', `${id}:%`), id).toEqual([]);
  }

  /** Each guest's earnings of the day, by reason. */
  async function sums(ids: string[], day: { start: Date; end: Date }): Promise<Sums> {
    const rows = (await t.db('reward_ledger')
      .whereIn('user_id', ids)
      .where('created_at', '>=', day.start)
      .where('created_at', '<', day.end)
      .groupBy('user_id', 'reason')
      .select('user_id', 'reason', t.db.raw('sum(coins)::int as coins'), t.db.raw('sum(xp)::int as xp'))) as { user_id: string; reason: RewardReason; coins: number; xp: number }[];
    const out: Sums = new Map();
    for (const r of rows) out.set(r.user_id, (out.get(r.user_id) ?? new Map()).set(r.reason, { coins: r.coins, xp: r.xp }));
    return out;
  }

  /** What the crew holds at the end of the day: its accounts and the guests it did not merge (merged ones arrived as guest_merge). */
  const holders = (c: Crew) => [c.main, c.organiser, c.companion, ...c.guests.map((g) => g.person).filter((g) => !c.merged.has(g.id))].map((p) => p.id);

  function expectWithinCaps(crews: Crew[], earned: Sums): void {
    const all = crews.flatMap((c) => [c.main, c.organiser, c.companion, ...c.guests.map((g) => g.person)]);
    for (const p of all) {
      for (const [reason, got] of earned.get(p.id) ?? []) {
        const cap = REWARD_RULES[reason].dailyCap;
        expect(got.coins, `${reason} coins of ${p.id}`).toBeLessThanOrEqual(cap.coins);
        expect(got.xp, `${reason} XP of ${p.id}`).toBeLessThanOrEqual(cap.xp);
      }
    }
    for (const c of crews) {
      const mine = earned.get(c.main.id) ?? new Map();
      // The robot did more than each cap allows: exactly the caps were paid.
      expect(mine.get('task_completed'), 'cleanups').toEqual(REWARD_RULES.task_completed.dailyCap);
      expect(mine.get('task_confirmed'), 'confirmations').toEqual(REWARD_RULES.task_confirmed.dailyCap);
      expect(mine.get('event_attended'), 'events').toEqual(REWARD_RULES.event_attended.dailyCap);
      // Nobody verified the actions it submitted; its own events paid it nothing.
      expect(mine.get('submission_approved')).toBeUndefined();
      // Level-ups are exactly the bonuses of the levels its XP reached (it started at 0).
      const xp = [...mine.values()].reduce((s, x) => s + x.xp, 0);
      expect(mine.get('level_up')?.coins ?? 0).toBe(levelsReached(0, xp).reduce((s, l) => s + levelUpBonus(l), 0));
    }
    const total = (ids: string[]) =>
      ids.flatMap((id) => [...(earned.get(id)?.values() ?? [])]).reduce((s, x) => ({ coins: s.coins + x.coins, xp: s.xp + x.xp }), { coins: 0, xp: 0 });
    const held = total(crews.flatMap(holders));
    const bound = dailyCapTotal();
    expect(held.coins).toBeLessThanOrEqual(bound.coins * crews.length);
    expect(held.xp).toBeLessThanOrEqual(bound.xp * crews.length);
    // Also without the derived bonuses: the work paid stays within the caps of the work.
    const work = REWARD_REASONS.filter((r) => REWARD_RULES[r].verifiedBy.every((k) => k !== 'derived' && k !== 'operator'));
    const paidWork = crews.flatMap(holders).flatMap((id) => work.map((r) => earned.get(id)?.get(r) ?? { coins: 0, xp: 0 }));
    const workTotal = paidWork.reduce((s, x) => ({ coins: s.coins + x.coins, xp: s.xp + x.xp }), { coins: 0, xp: 0 });
    console.info(`farming robot (${backend}, ${crews.length} ${crews.length === 1 ? 'person' : 'people'}): held ${held.coins} coins, ${held.xp} XP; paid work ${workTotal.coins} coins, ${workTotal.xp} XP`);
  }

  it('one person with every guest one address may create, then guests from more addresses, earns at most the solo caps in a day', { timeout: 120_000 }, async () => {
    const day = startDay();
    const { crew, fromFirstAddress } = await makeCrew(t, 'solo', 7);
    expect(fromFirstAddress).toBe(30);
    await expectOwnEventsUnpaid(await farm([crew]));
    expectWithinCaps([crew], await sums([crew.main, crew.organiser, crew.companion, ...crew.guests.map((g) => g.person)].map((p) => p.id), day));
  });

  it('two people helping each other earn at most twice the solo caps in a day', { timeout: 180_000 }, async () => {
    const day = startDay();
    const crews = [(await makeCrew(t, 'left', 8)).crew, (await makeCrew(t, 'right', 9)).crew];
    await expectOwnEventsUnpaid(await farm(crews));
    expectWithinCaps(crews, await sums(crews.flatMap((c) => [c.main, c.organiser, c.companion, ...c.guests.map((g) => g.person)]).map((p) => p.id), day));
  });
});
