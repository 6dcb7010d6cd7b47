import type { Knex } from 'knex';

export interface BalancesRow {
  total_coins: number;
  current_xp: number;
  level: number;
  tasks_completed: number;
}

/**
 * A user's balances, kept by the gamification module (gamification_user_stats), under the names
 * the users table used for them; someone never credited has none (level 1).
 */
export async function balancesRow(db: Knex, userId: string): Promise<BalancesRow> {
  const row = (await db('gamification_user_stats').where({ user_id: userId }).first('coins', 'xp', 'level', 'tasks_completed')) as
    | { coins: number; xp: number; level: number; tasks_completed: number }
    | undefined;
  return { total_coins: row?.coins ?? 0, current_xp: row?.xp ?? 0, level: row?.level ?? 1, tasks_completed: row?.tasks_completed ?? 0 };
}

/** SQL for a users query joined with the balances: `from ${USERS_WITH_BALANCES}` gives u.total_coins, u.current_xp, u.level. */
export const USERS_WITH_BALANCES = `(select users.*, coalesce(s.coins, 0) as total_coins, coalesce(s.xp, 0) as current_xp, coalesce(s.level, 1) as level,
  coalesce(s.tasks_completed, 0) as tasks_completed from users left join gamification_user_stats s on s.user_id = users.id) u`;
