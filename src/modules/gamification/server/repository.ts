import type { Knex } from 'knex';
import type { RewardReason } from '../contract';

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

export interface RankRow {
  user_id: string;
  xp: number;
  coins: number;
  level: number;
}

/**
 * The gamification tables: reward_ledger, user_achievements, gamification_user_stats,
 * gamification_weekly. knex only; no rules here. Methods taking a trx run in it (never a second
 * connection inside a transaction: PGlite has only one).
 */
export class GamificationRepository {
  constructor(private readonly db: Knex) {}

  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** One statement decides: true when this call wrote the row, false when (reason, reference) was already paid. */
  async insertLedger(trx: Knex.Transaction, r: LedgerRowInput): Promise<boolean> {
    const rows = await trx('reward_ledger')
      .insert({ user_id: r.userId, reason: r.reason, reference: r.reference, coins: r.coins, xp: r.xp, created_at: r.createdAt })
      .onConflict(['reason', 'reference'])
      .ignore()
      .returning('id');
    return rows.length === 1;
  }

  /** Adds a credited row to the user's all-time aggregate and to the week's. */
  async addToAggregates(
    trx: Knex.Transaction,
    a: { userId: string; coins: number; xp: number; tasksCompleted: number; reports: number; actions: number; level: number; weekStart: Date; now: Date },
  ): Promise<StatsRow> {
    const { rows } = await trx.raw(
      `insert into gamification_user_stats as s (user_id, xp, coins, level, tasks_completed, reports, actions, updated_at)
       values (?, ?, ?, ?, ?, ?, ?, ?)
       on conflict (user_id) do update set
         xp = s.xp + excluded.xp,
         coins = s.coins + excluded.coins,
         level = greatest(s.level, excluded.level),
         tasks_completed = s.tasks_completed + excluded.tasks_completed,
         reports = s.reports + excluded.reports,
         actions = s.actions + excluded.actions,
         updated_at = excluded.updated_at
       returning *`,
      [a.userId, a.xp, a.coins, a.level, a.tasksCompleted, a.reports, a.actions, a.now],
    );
    const stats = rows[0] as StatsRow;
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

  /** Sets whether a user is shown on the leaderboard (no-op when already so). */
  async setListed(userId: string, listed: boolean): Promise<void> {
    await this.db.transaction(async (trx) => {
      await trx('gamification_user_stats').where({ user_id: userId }).whereNot({ listed }).update({ listed });
      await trx('gamification_weekly').where({ user_id: userId }).whereNot({ listed }).update({ listed });
    });
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
}
