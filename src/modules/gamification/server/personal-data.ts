import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * gamification module, data rights. Export: the person's reward ledger, achievements, all-time and
 * weekly aggregates.
 *
 * Erasure keeps every ledger row, achievement and aggregate (so for every id, the cached totals keep
 * equalling the ledger sums, and a replayed event can still never pay twice); they hold no personal
 * field and point at an id whose personal fields are gone. The person is taken off the leaderboards
 * (listed = false) in the same transaction.
 */
export function gamificationPersonalData(): PersonalDataHandler {
  return {
    tables: ['reward_ledger', 'user_achievements', 'gamification_user_stats', 'gamification_weekly'],

    async export(userId: string, trx: Knex.Transaction) {
      const ledger = (await trx('reward_ledger').where({ user_id: userId }).orderBy('id')) as Record<string, unknown>[];
      const achievements = (await trx('user_achievements').where({ user_id: userId }).orderBy('earned_at')) as Record<string, unknown>[];
      const stats = (await trx('gamification_user_stats').where({ user_id: userId }).first()) as Record<string, unknown> | undefined;
      const weekly = (await trx('gamification_weekly').where({ user_id: userId }).orderBy('week_start')) as Record<string, unknown>[];
      return {
        ledger: ledger.map((r) => ({ reason: r.reason, reference: r.reference, coins: r.coins, xp: r.xp, createdAt: iso(r.created_at as Date) })),
        achievements: achievements.map((a) => ({ id: a.achievement_id, earnedAt: iso(a.earned_at as Date) })),
        gamificationStats: stats
          ? {
              xp: stats.xp,
              coins: stats.coins,
              level: stats.level,
              tasksCompleted: stats.tasks_completed,
              reports: stats.reports,
              actions: stats.actions,
              onLeaderboard: stats.listed,
            }
          : null,
        weeklyTotals: weekly.map((w) => ({ weekStart: iso(w.week_start as Date), xp: w.xp, coins: w.coins })),
      };
    },

    async erase(userId: string, trx: Knex.Transaction) {
      await trx('gamification_user_stats').where({ user_id: userId }).update({ listed: false });
      await trx('gamification_weekly').where({ user_id: userId }).update({ listed: false });
    },
  };
}
