import type { Knex } from 'knex';
import type { EventBus } from '../../../server/events';
import { notFound, type Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { ErrorCodes } from '../../../shared/errors';
import { levelForXp, levelProgression, levelsReached, levelUpBonus } from '../../../shared/levels';
import { GuestEvents, type ActiveChanged, type GuestApi, type ProfileCreated, type SessionUser } from '../../guest/contract';
import { TaskEvents, type TaskCompleted } from '../../tasks/contract';
import { ACHIEVEMENTS, streakEndingAtLatest, type AchievementDef, type Progress } from '../achievements';
import {
  ACTIVITY_REASONS,
  type BalanceDriftDto,
  MERGE_CARRIES,
  type AchievementDto,
  type CreditInput,
  type CreditRefusal,
  type CreditResult,
  type GamificationApi,
  type GuestMerge,
  type LeaderboardDto,
  type LeaderboardWindow,
  type LevelProgressionDto,
  type LevelUp,
  type UserTotals,
} from '../contract';
import { verificationProblem } from '../reward-rules';
import { utcDay } from '../week';
import { readLeaderboard } from './leaderboard';
import { toAchievementDto, toTotals } from './presenter';
import { checkCredit, logRefusal, mergeAllowance, payRow, type Paid, type Payment } from './pay';
import type { GamificationRepository, StatsRow } from './repository';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';

const DAY_MS = 86_400_000;
/** The longest streak an achievement asks for; older days need not be read. */
const LONGEST_STREAK = Math.max(7, ...ACHIEVEMENTS.map((a) => (a.id.startsWith('streak_') ? Number(a.id.slice(7)) : 0)));

const NO_MERGE: GuestMerge = { credited: false, coins: 0, xp: 0, tasksCompleted: 0, reports: 0, actions: 0 };

/** What a credit wrote, for the events sent after the commit. */
interface Written {
  levelUps: LevelUp[];
  achievements: AchievementDto[];
}

export class GamificationService implements GamificationApi {
  constructor(
    private readonly repo: GamificationRepository,
    private readonly guests: GuestApi,
    private readonly events: EventBus,
    private readonly clock: Clock,
    private readonly uow: UnitOfWork,
    private readonly log: Logger,
  ) {}

  /**
   * Reacts to other modules' events: a verified cleanup makes its report count for the report's owner,
   * hazardous cleanups earn an achievement. Filing a report counts for nothing by itself. These events
   * come through the outbox, at least once and, after a retry, out of order: a repeat is a no-op (the
   * achievement and the report's ledger row are unique) and the listing follows the person's state
   * now, not the event's.
   */
  subscribe(): void {
    this.events.on(TaskEvents.completed, async (e: TaskCompleted) => {
      if (e.hazardous) await this.awardOnEvent(e.userId, 'hazardous_cleanup');
      if (e.reportId && e.reporterId) await this.countReport(e.reportId, e.reporterId, e.userId);
    });
    // The leaderboards list registered, active people: a guest who registers is listed at once, a
    // disabled account leaves them until it is enabled again (erasure unlists in its transaction).
    this.events.on(GuestEvents.profileCreated, (e: ProfileCreated) => this.relist(e.userId));
    this.events.on(GuestEvents.activeChanged, (e: ActiveChanged) => this.relist(e.userId));
  }

  /**
   * Lists the person when they are registered and active now (an erased account is inactive), else
   * unlists them: a late retry of an older event (registered, then disabled) cannot list them again.
   */
  private async relist(userId: string): Promise<void> {
    const user = await this.guests.getUser(userId);
    await this.repo.setListed(userId, !!user && user.isActive && !user.isGuest);
  }

  async credit(given: CreditInput, unit?: Unit): Promise<CreditResult> {
    checkCredit(given);
    if (given.reason === 'guest_merge') throw new RangeError('Invalid credit: guest_merge is written by mergeGuest only');
    const { userId, reason, reference, coins, xp, tasksCompleted, verifiedBy } = given;
    return this.write({ userId, reason, reference, coins, xp, tasksCompleted, verifiedBy }, unit);
  }

  /**
   * A report counts (a zero 'report_created' row: report achievements, active days) once its task was
   * cleaned and verified or approved, for whoever owns the report by then, unless that is the person
   * who cleaned it (a guest's report cleaned from the account the guest was merged into).
   */
  private async countReport(reportId: string, reporterId: string, cleanerId: string): Promise<void> {
    const owner = await this.guests.accountOf(reporterId);
    if (!owner || owner === (await this.guests.accountOf(cleanerId))) return;
    await this.write({ userId: owner, reason: 'report_created', reference: reportId, coins: 0, xp: 0, verifiedBy: { kind: 'other_person', by: cleanerId } });
  }

  /**
   * What goes over the account's guest_merge cap for today stays behind (the counts are carried in
   * full: achievements are paid once per person anyway).
   */
  async mergeGuest(guestId: string, intoUserId: string, unit: Unit): Promise<GuestMerge> {
    const trx = trxOf(unit);
    const earned = await this.repo.sumLedger(trx, guestId, MERGE_CARRIES);
    const stats = await this.repo.findStats(guestId, trx);
    const counts = { tasksCompleted: stats?.tasks_completed ?? 0, reports: stats?.reports ?? 0, actions: stats?.actions ?? 0 };
    if ([earned.coins, earned.xp, ...Object.values(counts)].every((n) => n === 0)) return NO_MERGE;
    // The account's balances stay locked from here: the day's merges the cap reads cannot change meanwhile.
    await this.balancesOf(trx, intoUserId);
    const fits = await mergeAllowance(this.repo, trx, intoUserId, earned, this.clock.now());
    if (fits.coins < earned.coins || fits.xp < earned.xp) this.log.info('guest merge capped', { guestId, userId: intoUserId, coins: earned.coins, xp: earned.xp, carried: fits });
    const carried = { ...fits, ...counts };
    const input: Payment = { userId: intoUserId, reason: 'guest_merge', reference: guestId, verifiedBy: { kind: 'derived' }, ...carried };
    checkCredit(input);
    const result = await this.write(input, unit);
    return result.credited ? { credited: true, ...carried } : NO_MERGE;
  }

  /**
   * One credit in the caller's unit of work (or a new one); its events once that has committed. A
   * verification the reason does not declare is refused before anything is read or written.
   */
  private write(input: Payment, unit?: Unit): Promise<CreditResult> {
    const problem = verificationProblem(input.reason, input.userId, input.verifiedBy);
    return this.uow.run(async (_u, trx) => {
      if (problem) return this.refuse(input, problem, await this.balancesOf(trx, input.userId));
      const result = await this.creditIn(trx, input);
      return result;
    }, unit);
  }

  /** A refused credit: nothing written, the work it was for stays done; the refusal is logged. */
  private refuse(input: Payment, refused: CreditRefusal, balances: StatsRow): CreditResult {
    logRefusal(this.log, input, refused);
    return { credited: false, refused, totals: toTotals(balances), levelUps: [], achievements: [] };
  }

  private async creditIn(trx: Knex.Transaction, input: Payment): Promise<CreditResult> {
    const now = this.clock.now();
    // The balances stay locked until the transaction ends: the day's sums the cap reads cannot change meanwhile.
    const before = await this.balancesOf(trx, input.userId);
    const paid = await this.pay(trx, input, now);
    if (paid.status === 'capped') return this.refuse(input, 'daily_cap', before);
    // A replay: nothing changes.
    if (paid.status === 'replay') return { credited: false, totals: toTotals(before), levelUps: [], achievements: [] };
    const written: Written = { levelUps: [], achievements: [] };
    let totals = await this.payLevelUps(trx, input.userId, paid.totals, paid.totals.currentXP - input.xp, now, written);
    totals = await this.evaluate(trx, input.userId, totals, now, ACTIVITY_REASONS.includes(input.reason), written);
    return { credited: true, totals, ...written };
  }

  /** One ledger row (pay.ts); a derived row over its cap (which the caps' arithmetic rules out) is logged. */
  private async pay(trx: Knex.Transaction, r: Payment, now: Date): Promise<Paid> {
    const paid = await payRow(this.repo, trx, r, now);
    if (paid.status === 'capped' && r.verifiedBy.kind === 'derived') logRefusal(this.log, r, 'daily_cap');
    return paid;
  }

  /** The new balances when a derived row (level-up, achievement bonus) was paid, else null. */
  private async payDerived(trx: Knex.Transaction, r: Omit<Payment, 'verifiedBy'>, now: Date): Promise<UserTotals | null> {
    const paid = await this.pay(trx, { ...r, verifiedBy: { kind: 'derived' } }, now);
    return paid.status === 'paid' ? paid.totals : null;
  }

  /** One 'level_up' row per level reached (level x 100 coins); coins add no XP, so nothing cascades. */
  private async payLevelUps(trx: Knex.Transaction, userId: string, totals: UserTotals, xpBefore: number, now: Date, written: Written): Promise<UserTotals> {
    let current = totals;
    for (const level of levelsReached(xpBefore, totals.currentXP)) {
      const bonusCoins = levelUpBonus(level);
      const paid = await this.payDerived(trx, { userId, reason: 'level_up', reference: `${userId}:${level}`, coins: bonusCoins, xp: 0 }, now);
      if (!paid) continue;
      current = paid;
      written.levelUps.push({ level, bonusCoins });
    }
    const level = levelForXp(current.currentXP);
    if (level > current.level) current = { ...current, level: await this.repo.raiseLevel(trx, userId, level) };
    return current;
  }

  /** Awards every achievement the user now qualifies for, once; their coin bonuses may earn more (coins_1000). */
  private async evaluate(trx: Knex.Transaction, userId: string, totals: UserTotals, now: Date, activity: boolean, written: Written): Promise<UserTotals> {
    const earned = new Set((await this.repo.earnedAchievements(userId, trx)).map((r) => r.achievement_id));
    if (ACHIEVEMENTS.every((a) => earned.has(a.id) || !a.earned)) return totals;
    const stats = await this.repo.findStats(userId, trx);
    const streakDays = activity
      ? streakEndingAtLatest(await this.repo.activeDays(trx, userId, ACTIVITY_REASONS, new Date(Date.parse(utcDay(now)) - (LONGEST_STREAK - 1) * DAY_MS), now))
      : 0;
    let current = totals;
    for (let round = 0; round <= ACHIEVEMENTS.length; round++) {
      const progress: Progress = {
        reports: stats?.reports ?? 0,
        actions: stats?.actions ?? 0,
        cleanups: current.tasksCompleted,
        streakDays,
        level: Math.max(current.level, levelForXp(current.currentXP)),
        totalCoins: current.totalCoins,
      };
      const due = ACHIEVEMENTS.filter((a) => !earned.has(a.id) && a.earned?.(progress));
      if (due.length === 0) break;
      for (const a of due) {
        earned.add(a.id);
        current = (await this.grant(trx, userId, a, now, written)) ?? current;
      }
    }
    return current;
  }

  /** Records an achievement once and credits its coin bonus; returns the new totals when coins were paid. */
  private async grant(trx: Knex.Transaction, userId: string, a: AchievementDef, now: Date, written: Written): Promise<UserTotals | null> {
    if (!(await this.repo.insertAchievement(trx, userId, a.id, now))) return null;
    written.achievements.push(toAchievementDto(a, now));
    if (a.coinBonus <= 0) return null;
    return this.payDerived(trx, { userId, reason: 'achievement', reference: `${userId}:${a.id}`, coins: a.coinBonus, xp: 0 }, now);
  }

  /**
   * A catalogue achievement another module gives (`on: 'award'`), once per person, in the caller's unit
   * of work; its coin bonus through the ledger. Nobody without balances (an erased person) gets it.
   */
  async award(userId: string, achievementId: string, unit: Unit): Promise<{ awarded: boolean }> {
    const a = ACHIEVEMENTS.find((x) => x.id === achievementId && x.on === 'award');
    if (!a) throw new RangeError(`Invalid award: ${JSON.stringify(achievementId)} is not an achievement other modules give`);
    const now = this.clock.now();
    const written: Written = { levelUps: [], achievements: [] };
    return this.uow.run(async (_u, trx) => {
      const stats = await this.repo.lockBalances(trx, userId);
      if (!stats) return { awarded: false };
      const after = await this.grant(trx, userId, a, now, written);
      if (written.achievements.length === 0) return { awarded: false };
      if (after) await this.evaluate(trx, userId, after, now, false, written);
      return { awarded: true };
    }, unit);
  }

  /** Achievements given on an event rather than a count (first hazardous cleanup). */
  private async awardOnEvent(userId: string, on: NonNullable<AchievementDef['on']>): Promise<void> {
    const now = this.clock.now();
    const written: Written = { levelUps: [], achievements: [] };
    await this.uow.run(async (_unit, trx) => {
      // Lock the user's balances first, like a credit does, so the two never wait on each other in reverse.
      const totals = toTotals(await this.balancesOf(trx, userId));
      let current = totals;
      for (const a of ACHIEVEMENTS.filter((x) => x.on === on)) current = (await this.grant(trx, userId, a, now, written)) ?? current;
      if (current !== totals) await this.evaluate(trx, userId, current, now, false, written);
    });
  }

  /** The user's balances, locked until `trx` ends; 404 for someone without balances (no such person). */
  private async balancesOf(trx: Knex.Transaction, userId: string): Promise<StatsRow> {
    const stats = await this.repo.lockBalances(trx, userId);
    if (!stats) throw notFound('User not found.', ErrorCodes.USER_NOT_FOUND);
    return stats;
  }

  /** Users whose balances differ from their ledger sums: "balance = sum of ledger", checked in one place. */
  balanceDrift(): Promise<BalanceDriftDto[]> {
    return this.repo.balanceDrift();
  }

  setListed(userId: string, listed: boolean, unit?: Unit): Promise<void> {
    return this.repo.setListed(userId, listed, unit && trxOf(unit));
  }

  async getLevelProgression(userId: string): Promise<LevelProgressionDto> {
    const [visible] = await this.guests.getPublicUsers([userId]);
    if (!visible) throw notFound('User not found.', ErrorCodes.USER_NOT_FOUND);
    const stats = await this.repo.findStats(userId);
    return { userId, ...levelProgression(stats?.xp ?? 0) };
  }

  async listAchievements(userId: string): Promise<AchievementDto[]> {
    const earned = new Map((await this.repo.earnedAchievements(userId)).map((r) => [r.achievement_id, r.earned_at]));
    return ACHIEVEMENTS.map((a) => toAchievementDto(a, earned.get(a.id) ?? null));
  }

  leaderboard(window: LeaderboardWindow, session: SessionUser | null): Promise<LeaderboardDto> {
    return readLeaderboard({ repo: this.repo, guests: this.guests, now: this.clock.now() }, window, session);
  }
}
