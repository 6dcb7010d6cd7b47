import type { Knex } from 'knex';

/**
 * gamification owns the balances (issue 19): coins, XP, level and cleanups completed live only in
 * gamification_user_stats, beside the ledger they must equal. The users table kept a second copy;
 * its values are carried into the stats (they are what people saw) and the columns go. Everyone gets
 * a row (a new person's row is opened when they are created: only people can be credited). `listed`
 * is set here for everyone (registered, active, not deleted) and kept by the identity events since.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(
    `insert into gamification_user_stats as s (user_id, xp, coins, level, tasks_completed, listed, updated_at)
     select u.id, u.current_xp, u.total_coins, u.level, u.tasks_completed, (not u.is_guest and u.is_active and u.deleted_at is null), now()
       from users u
     on conflict (user_id) do update set
       xp = excluded.xp,
       coins = excluded.coins,
       level = greatest(s.level, excluded.level),
       tasks_completed = excluded.tasks_completed,
       listed = excluded.listed`,
  );
  await knex.raw(
    `update gamification_weekly w set listed = s.listed
       from gamification_user_stats s
      where s.user_id = w.user_id and w.listed <> s.listed`,
  );
  await knex.schema.alterTable('users', (t) => {
    t.dropColumns('level', 'total_coins', 'current_xp', 'tasks_completed');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('users', (t) => {
    t.integer('level').notNullable().defaultTo(1);
    t.integer('total_coins').notNullable().defaultTo(0);
    t.integer('current_xp').notNullable().defaultTo(0);
    t.integer('tasks_completed').notNullable().defaultTo(0);
  });
  await knex.raw(
    `update users u set level = s.level, total_coins = s.coins, current_xp = s.xp, tasks_completed = s.tasks_completed
       from gamification_user_stats s
      where s.user_id = u.id`,
  );
}
