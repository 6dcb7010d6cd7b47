/**
 * The achievement catalogue. Titles and descriptions are English; the client translates them with the
 * keys `gamification:achievements.<id>.title|description` (i18n/en.json must match this file, a test
 * checks it). Each achievement is awarded at most once per user (UNIQUE (user_id, achievement_id));
 * its coinBonus is credited through the ledger with reason 'achievement', reference `${userId}:${id}`.
 * Isomorphic: no knex, no React.
 */

/** What the rules look at, read inside the crediting transaction. */
export interface Progress {
  /** Reports whose task was cleaned and verified by someone else (ledger rows 'report_created'). */
  reports: number;
  /** Cleanups completed (the user's tasksCompleted). */
  cleanups: number;
  /** Environmental actions approved (ledger rows 'submission_approved'). */
  actions: number;
  /** Consecutive UTC days with activity, ending on the day of the latest activity. */
  streakDays: number;
  level: number;
  totalCoins: number;
}

export interface AchievementDef {
  id: string;
  icon: string;
  title: string;
  description: string;
  coinBonus: number;
  /**
   * Earned when this holds for the user's progress. Achievements without `earned` are given on an
   * event instead (`on`).
   */
  earned?: (p: Progress) => boolean;
  /**
   * 'hazardous_cleanup': given on a hazardous `tasks.completed`. 'award': given by another module
   * through `GamificationApi.award(userId, id, unit)` (the challenges module: 'challenge_completed').
   */
  on?: 'hazardous_cleanup' | 'award';
}

export const ACHIEVEMENTS: readonly AchievementDef[] = [
  { id: 'first_report', icon: '📸', title: 'First Report', description: 'Report litter that is then verifiably cleaned up.', coinBonus: 10, earned: (p) => p.reports >= 1 },
  { id: 'reports_5', icon: '🔍', title: 'Watchful Eye', description: 'Have 5 of your reports verifiably cleaned up.', coinBonus: 25, earned: (p) => p.reports >= 5 },
  { id: 'reports_25', icon: '🗺️', title: 'Neighbourhood Watch', description: 'Have 25 of your reports verifiably cleaned up.', coinBonus: 100, earned: (p) => p.reports >= 25 },
  { id: 'first_cleanup', icon: '🧹', title: 'First Cleanup', description: 'Complete your first cleanup task.', coinBonus: 20, earned: (p) => p.cleanups >= 1 },
  { id: 'cleanups_10', icon: '🪣', title: 'Cleanup Crew', description: 'Complete 10 cleanup tasks.', coinBonus: 50, earned: (p) => p.cleanups >= 10 },
  { id: 'cleanups_50', icon: '🦸', title: 'Cleanup Hero', description: 'Complete 50 cleanup tasks.', coinBonus: 200, earned: (p) => p.cleanups >= 50 },
  { id: 'cleanups_100', icon: '🏆', title: 'Cleanup Legend', description: 'Complete 100 cleanup tasks.', coinBonus: 500, earned: (p) => p.cleanups >= 100 },
  { id: 'first_hazardous', icon: '☣️', title: 'Hazard Handler', description: 'Safely clean up hazardous waste for the first time.', coinBonus: 50, on: 'hazardous_cleanup' },
  { id: 'streak_3', icon: '🔥', title: 'On a Roll', description: 'Be active 3 days in a row.', coinBonus: 30, earned: (p) => p.streakDays >= 3 },
  { id: 'streak_7', icon: '📅', title: 'Week Warrior', description: 'Be active 7 days in a row.', coinBonus: 100, earned: (p) => p.streakDays >= 7 },
  { id: 'first_action', icon: '🌱', title: 'Eco Action', description: 'Get your first environmental action approved.', coinBonus: 20, earned: (p) => p.actions >= 1 },
  { id: 'actions_10', icon: '🌍', title: 'Climate Champion', description: 'Get 10 environmental actions approved.', coinBonus: 100, earned: (p) => p.actions >= 10 },
  { id: 'tier_adept', icon: '⭐', title: 'Adept', description: 'Reach level 6, the Adept tier.', coinBonus: 0, earned: (p) => p.level >= 6 },
  { id: 'tier_expert', icon: '🌟', title: 'Expert', description: 'Reach level 11, the Expert tier.', coinBonus: 0, earned: (p) => p.level >= 11 },
  { id: 'tier_master', icon: '💫', title: 'Master', description: 'Reach level 16, the Master tier.', coinBonus: 0, earned: (p) => p.level >= 16 },
  { id: 'tier_legendary', icon: '👑', title: 'Legendary', description: 'Reach level 21, the Legendary tier.', coinBonus: 0, earned: (p) => p.level >= 21 },
  { id: 'coins_1000', icon: '💰', title: 'Treasure Keeper', description: 'Collect 1,000 coins in total.', coinBonus: 0, earned: (p) => p.totalCoins >= 1000 },
  { id: 'challenge_completed', icon: '🎯', title: 'Challenge completed', description: 'Help a community challenge reach its target.', coinBonus: 50, on: 'award' },
];

/** Longest run of consecutive days ending on the latest day, from distinct 'YYYY-MM-DD' strings. */
export function streakEndingAtLatest(days: string[]): number {
  const sorted = [...new Set(days)].sort().reverse();
  if (sorted.length === 0) return 0;
  let streak = 1;
  for (let i = 1; i < sorted.length; i++) {
    const prev = Date.parse(`${sorted[i - 1]}T00:00:00Z`);
    const cur = Date.parse(`${sorted[i]}T00:00:00Z`);
    if (prev - cur !== 86_400_000) break;
    streak++;
  }
  return streak;
}
