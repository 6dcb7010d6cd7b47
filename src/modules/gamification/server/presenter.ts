import type { AchievementDef } from '../achievements';
import type { AchievementDto, UserTotals } from '../contract';
import type { PersonalGamificationData, StatsRow } from './repository';

/** The gamification module's rows as its contract (and the data export) show them. */

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** A balances row as the contract shows it. */
export function toTotals(r: Pick<StatsRow, 'xp' | 'coins' | 'level' | 'tasks_completed'>): UserTotals {
  return { totalCoins: r.coins, currentXP: r.xp, level: r.level, tasksCompleted: r.tasks_completed };
}

export function toAchievementDto(a: AchievementDef, earnedAt: Date | null): AchievementDto {
  return {
    id: a.id,
    icon: a.icon,
    title: a.title,
    description: a.description,
    earned: earnedAt !== null,
    earnedAt: earnedAt ? new Date(earnedAt).toISOString() : null,
    coinBonus: a.coinBonus,
  };
}

/** The person's gamification data as their export shows it. */
export function toGamificationExport({ ledger, achievements, stats, weekly }: PersonalGamificationData) {
  return {
    ledger: ledger.map((r) => ({ reason: r.reason, reference: r.reference, coins: r.coins, xp: r.xp, createdAt: iso(r.created_at) })),
    achievements: achievements.map((a) => ({ id: a.achievement_id, earnedAt: iso(a.earned_at) })),
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
    weeklyTotals: weekly.map((w) => ({ weekStart: iso(w.week_start), xp: w.xp, coins: w.coins })),
  };
}
