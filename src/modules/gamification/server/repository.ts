import type { Knex } from 'knex';
import type { BalanceDriftDto, RewardReason, UserTotals } from '../contract';
import { toTotals } from './presenter';

export interface LedgerRowInput {
  userId: string;
  reason: RewardReason;
  reference: string;
  coins: number;
  xp: number;
  createdAt: Date;
}

export interface StatsRow {
  user_id: string;
  xp: number;
  coins: number;
  level: number;
  tasks_completed: number;
  reports: number;
  actions: number;
  listed: boolean;
}

export interface PersonalGamificationData {
  ledger: { reason: string; reference: string; coins: number; xp: number; created_at: Date }[];
  achievements: { achievement_id: string; earned_at: Date }[];
  stats: StatsRow | undefined;
  weekly: { week_start: Date; xp: number; coins: number }[];
}

export interface RankRow {
  user_id: string;
  xp: number;
  coins: number;
  level: number;
}

/**
 * The gamification tables: reward_ledger, user_achievements, gamification_user_stats (each user's
 * balances: coins, XP, level, cleanups, and the counters achievements need), gamification_weekly.
 * knex only; no rules here. Methods taking a trx run in it (never a second
 * connection inside a transaction: PGlite has only one).
 */
export class GamificationRepository {
  constructor(private readonly db: Knex) {}

  /** One statement decides: true when this call wrote the row, false when (reason, reference) was already paid. */
  async insertLedger(trx: Knex.Transaction, r: LedgerRowInput): Promise<boolean> {
    const rows = await trx('reward_ledger')
      .insert({ user_id: r.userId, reason: r.reason, reference: r.reference, coins: r.coins, xp: r.xp, created_at: r.createdAt })
      .onConflict(['reason', 'reference'])
      .ignore()
      .returning('id');
    return rows.length === 1;
  }

  /** The coins and XP of a user's rows of one reason written in [since, until): what a daily cap counts. Uses (user_id, created_at). */
  async earnedBetween(trx: Knex.Transaction, userId: string, reason: RewardReason, since: Date, until: Date): Promise<{ coins: number; xp: number }> {
    const [row] = await trx('reward_ledger')
      .where({ user_id: userId, reason })
      .where('created_at', '>=', since)
      .where('created_at', '<', until)
      .select(trx.raw('coalesce(sum(coins), 0)::int as coins'), trx.raw('coalesce(sum(xp), 0)::int as xp'));
    return row as { coins: number; xp: number };
  }

  /** Whether (reason, reference) was paid already. */
  async ledgerHas(trx: Knex.Transaction, reason: RewardReason, reference: string): Promise<boolean> {
    return !!(await trx('reward_ledger').where({ reason, reference }).first('id'));
  }

  /** Opens a new person's balances (nothing yet; not listed). */
  async openBalances(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('gamification_user_stats').insert({ user_id: userId }).onConflict('user_id').ignore();
  }

  /**
   * Adds a credited row to the user's balances (one atomic update: concurrent credits never lose
   * each other; the row stays locked until `trx` ends) and to the week's aggregate. Undefined for
   * someone without balances (no such person).
   */
  async addToAggregates(
    trx: Knex.Transaction,
    a: { userId: string; coins: number; xp: number; tasksCompleted: number; reports: number; actions: number; weekStart: Date; now: Date },
  ): Promise<StatsRow | undefined> {
    const [stats] = (await trx('gamification_user_stats')
      .where({ user_id: a.userId })
      .update({
        xp: trx.raw('xp + ?', [a.xp]),
        coins: trx.raw('coins + ?', [a.coins]),
        tasks_completed: trx.raw('tasks_completed + ?', [a.tasksCompleted]),
        reports: trx.raw('reports + ?', [a.reports]),
        actions: trx.raw('actions + ?', [a.actions]),
        updated_at: a.now,
      })
      .returning('*')) as StatsRow[];
    if (!stats) return undefined;
    if (a.xp !== 0 || a.coins !== 0) {
      await trx.raw(
        `insert into gamification_weekly as w (week_start, user_id, xp, coins, listed)
         values (?, ?, ?, ?, ?)
         on conflict (week_start, user_id) do update set xp = w.xp + excluded.xp, coins = w.coins + excluded.coins`,
        [a.weekStart, a.userId, a.xp, a.coins, stats.listed],
      );
    }
    return stats;
  }

  /** Locks the user's balances until `trx` ends, and reads them; undefined for someone without balances. */
  async lockBalances(trx: Knex.Transaction, userId: string): Promise<StatsRow | undefined> {
    return (await trx('gamification_user_stats').where({ user_id: userId }).forUpdate().first()) as StatsRow | undefined;
  }

  /** Raises the stored level (never lowers it); returns the level now stored. */
  async raiseLevel(trx: Knex.Transaction, userId: string, level: number): Promise<number> {
    const [row] = await trx('gamification_user_stats').where({ user_id: userId }).update({ level: trx.raw('greatest(level, ?)', [level]) }).returning('level');
    return (row as { level: number }).level;
  }

  /** The balances of these users (those without a row are left out). */
  async balancesOf(userIds: readonly string[], trx?: Knex.Transaction): Promise<Map<string, UserTotals>> {
    if (userIds.length === 0) return new Map();
    const rows = (await (trx ?? this.db)('gamification_user_stats')
      .whereIn('user_id', [...new Set(userIds)])
      .select('user_id', 'xp', 'coins', 'level', 'tasks_completed')) as StatsRow[];
    return new Map(rows.map((r) => [r.user_id, toTotals(r)]));
  }

  /** Users whose stored coins or XP differ from the sums of their ledger rows (empty when all is well). */
  async balanceDrift(): Promise<BalanceDriftDto[]> {
    const { rows } = await this.db.raw(
      `select s.user_id as "userId", s.coins, s.xp, coalesce(l.coins, 0)::int as "ledgerCoins", coalesce(l.xp, 0)::int as "ledgerXp"
         from gamification_user_stats s
         left join (select user_id, sum(coins) as coins, sum(xp) as xp from reward_ledger group by user_id) l on l.user_id = s.user_id
        where s.coins <> coalesce(l.coins, 0) or s.xp <> coalesce(l.xp, 0)
        order by s.user_id`,
    );
    return rows as BalanceDriftDto[];
  }

  /** The coins and XP of a user's ledger rows with these reasons. */
  async sumLedger(trx: Knex.Transaction, userId: string, reasons: readonly string[]): Promise<{ coins: number; xp: number }> {
    const [row] = await trx('reward_ledger')
      .where({ user_id: userId })
      .whereIn('reason', reasons)
      .select(trx.raw('coalesce(sum(coins), 0)::int as coins'), trx.raw('coalesce(sum(xp), 0)::int as xp'));
    return row as { coins: number; xp: number };
  }

  async findStats(userId: string, trx?: Knex.Transaction): Promise<StatsRow | undefined> {
    return (await (trx ?? this.db)('gamification_user_stats').where({ user_id: userId }).first()) as StatsRow | undefined;
  }

  /** Distinct UTC days (YYYY-MM-DD) with an activity row in [since, until]. Uses (user_id, created_at). */
  async activeDays(trx: Knex.Transaction, userId: string, reasons: readonly string[], since: Date, until: Date): Promise<string[]> {
    const rows = (await trx('reward_ledger')
      .distinct(trx.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as day`))
      .where({ user_id: userId })
      .whereIn('reason', reasons)
      .where('created_at', '>=', since)
      .where('created_at', '<=', until)) as { day: string }[];
    return rows.map((r) => r.day);
  }

  async earnedAchievements(userId: string, trx?: Knex.Transaction): Promise<{ achievement_id: string; earned_at: Date }[]> {
    return (await (trx ?? this.db)('user_achievements').where({ user_id: userId }).select('achievement_id', 'earned_at')) as { achievement_id: string; earned_at: Date }[];
  }

  /** true when this call recorded the achievement (UNIQUE (user_id, achievement_id)). */
  async insertAchievement(trx: Knex.Transaction, userId: string, achievementId: string, earnedAt: Date): Promise<boolean> {
    const rows = await trx('user_achievements')
      .insert({ user_id: userId, achievement_id: achievementId, earned_at: earnedAt })
      .onConflict(['user_id', 'achievement_id'])
      .ignore()
      .returning('achievement_id');
    return rows.length === 1;
  }

  /**
   * Sets whether a user is shown on the leaderboards. Listing makes the user's row when missing, so
   * their first credit finds them listed; unlisting a user without a row changes nothing.
   */
  async setListed(userId: string, listed: boolean, trx?: Knex.Transaction): Promise<void> {
    const work = async (t: Knex.Transaction) => {
      if (listed) await t('gamification_user_stats').insert({ user_id: userId, listed }).onConflict('user_id').merge(['listed']);
      else await t('gamification_user_stats').where({ user_id: userId }).whereNot({ listed }).update({ listed });
      await t('gamification_weekly').where({ user_id: userId }).whereNot({ listed }).update({ listed });
    };
    await (trx ? work(trx) : this.db.transaction(work));
  }

  /** Top listed users by all-time XP; walks gamification_user_stats_rank_idx. */
  async topAllTime(limit: number): Promise<RankRow[]> {
    return (await this.db('gamification_user_stats')
      .select('user_id', 'xp', 'coins', 'level')
      .where('listed', true)
      .where('xp', '>', 0)
      .orderBy([{ column: 'xp', order: 'desc' }, { column: 'user_id' }])
      .limit(limit)) as RankRow[];
  }

  /** Top listed users by XP in one week; walks gamification_weekly_rank_idx. */
  async topWeek(weekStart: Date, limit: number): Promise<RankRow[]> {
    return (await this.db('gamification_weekly as w')
      .join('gamification_user_stats as s', 's.user_id', 'w.user_id')
      .select('w.user_id', 'w.xp', 'w.coins', 's.level')
      .where('w.week_start', weekStart)
      .where('w.listed', true)
      .where('w.xp', '>', 0)
      .orderBy([{ column: 'w.xp', order: 'desc' }, { column: 'w.user_id' }])
      .limit(limit)) as RankRow[];
  }

  async findWeek(userId: string, weekStart: Date): Promise<{ xp: number; coins: number } | undefined> {
    return (await this.db('gamification_weekly').where({ user_id: userId, week_start: weekStart }).first('xp', 'coins')) as
      | { xp: number; coins: number }
      | undefined;
  }

  /** Listed users with more XP than `xp`: an index range count, not a scan of everyone. */
  async countAbove(xp: number, weekStart: Date | null): Promise<number> {
    const q = weekStart
      ? this.db('gamification_weekly').where({ week_start: weekStart, listed: true }).where('xp', '>', xp)
      : this.db('gamification_user_stats').where({ listed: true }).where('xp', '>', xp);
    const [row] = await q.select(this.db.raw('count(*)::int as n'));
    return (row as { n: number }).n;
  }
  /**
   * The XP of these people (only those listed on the leaderboards) all time, or in the week from
   * `weekStart`: for the team leaderboard, which sums it per team. People without XP are left out.
   */
  async listedXpOf(userIds: readonly string[], weekStart: Date | null): Promise<Map<string, number>> {
    const xp = new Map<string, number>();
    for (let i = 0; i < userIds.length; i += 1000) {
      const ids = userIds.slice(i, i + 1000);
      const q = weekStart
        ? this.db('gamification_weekly').where({ week_start: weekStart, listed: true })
        : this.db('gamification_user_stats').where({ listed: true });
      const rows = (await q.whereIn('user_id', ids).where('xp', '>', 0).select('user_id', 'xp')) as { user_id: string; xp: number }[];
      for (const r of rows) xp.set(r.user_id, Number(r.xp));
    }
    return xp;
  }

  /**
   * One team's XP in the window (its listed members' XP summed, as listedXpOf counts it) and its rank
   * (1 + the teams with more: a tie shares the rank), in one query over the memberships subquery
   * the teams module builds.
   */
  async teamStanding(memberships: (db: Knex) => Knex.QueryBuilder, teamId: string, weekStart: Date | null): Promise<{ rank: number; xp: number }> {
    const xp = weekStart
      ? this.db('gamification_weekly').where({ week_start: weekStart, listed: true })
      : this.db('gamification_user_stats').where({ listed: true });
    const sums = this.db
      .from(memberships(this.db).as('m'))
      .join(xp.where('xp', '>', 0).select('user_id', 'xp').as('x'), 'x.user_id', 'm.user_id')
      .groupBy('m.team_id')
      .select('m.team_id', this.db.raw('sum(x.xp)::bigint as xp'));
    const mine = this.db.raw('coalesce((select xp from sums where team_id = ?), 0)', [teamId]);
    const row = (await this.db
      .with('sums', sums)
      .select(this.db.raw('?::bigint as xp', [mine]), this.db.raw('(select count(*) from sums where xp > ?)::int + 1 as rank', [mine]))
      .first()) as { xp: string | number; rank: number };
    return { rank: Number(row.rank), xp: Number(row.xp) };
  }

  /** The person's data: ledger rows, achievements, balances and weekly aggregates (their data export). */
  async personalData(trx: Knex.Transaction, userId: string): Promise<PersonalGamificationData> {
    const ledger = (await trx('reward_ledger').where({ user_id: userId }).orderBy('id')) as PersonalGamificationData['ledger'];
    const achievements = (await trx('user_achievements').where({ user_id: userId }).orderBy('earned_at')) as PersonalGamificationData['achievements'];
    const stats = await this.findStats(userId, trx);
    const weekly = (await trx('gamification_weekly').where({ user_id: userId }).orderBy('week_start')) as PersonalGamificationData['weekly'];
    return { ledger, achievements, stats, weekly };
  }

  /** Erasure: the person leaves the leaderboards; every row and sum stays (the ledger must keep equalling the balances). */
  async unlist(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('gamification_user_stats').where({ user_id: userId }).update({ listed: false });
    await trx('gamification_weekly').where({ user_id: userId }).update({ listed: false });
  }
}
