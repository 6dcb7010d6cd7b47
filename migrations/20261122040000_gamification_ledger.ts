import type { Knex } from 'knex';

/**
 * gamification module: the append-only reward ledger, earned achievements, and the leaderboard
 * aggregates (per user all time, per user and ISO week), maintained in the same transaction as
 * every credit. No foreign keys to other modules' tables (each table has one owner).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('reward_ledger', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('user_id').notNullable();
    t.text('reason').notNullable();
    t.text('reference').notNullable();
    t.integer('coins').notNullable();
    t.integer('xp').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['reason', 'reference'], { indexName: 'reward_ledger_reason_reference_key' });
    t.check('coins >= 0 and xp >= 0', [], 'reward_ledger_amounts_check');
    t.index(['user_id', 'created_at'], 'reward_ledger_user_idx');
  });

  await knex.schema.createTable('user_achievements', (t) => {
    t.uuid('user_id').notNullable();
    t.text('achievement_id').notNullable();
    t.timestamp('earned_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.primary(['user_id', 'achievement_id']);
  });

  // One row per user who was ever credited: the sums of their ledger rows plus counters the
  // achievements need. `listed` = registered, active, not deleted (guests are not listed).
  await knex.schema.createTable('gamification_user_stats', (t) => {
    t.uuid('user_id').primary();
    t.integer('xp').notNullable().defaultTo(0);
    t.integer('coins').notNullable().defaultTo(0);
    t.integer('level').notNullable().defaultTo(1);
    t.integer('tasks_completed').notNullable().defaultTo(0);
    t.integer('reports').notNullable().defaultTo(0);
    t.integer('actions').notNullable().defaultTo(0);
    t.boolean('listed').notNullable().defaultTo(false);
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
  });
  await knex.raw('create index gamification_user_stats_rank_idx on gamification_user_stats (xp desc, user_id) where listed');

  await knex.schema.createTable('gamification_weekly', (t) => {
    t.timestamp('week_start', { useTz: true }).notNullable();
    t.uuid('user_id').notNullable();
    t.integer('xp').notNullable().defaultTo(0);
    t.integer('coins').notNullable().defaultTo(0);
    t.boolean('listed').notNullable().defaultTo(false);
    t.primary(['week_start', 'user_id']);
    t.index(['user_id'], 'gamification_weekly_user_idx');
  });
  await knex.raw('create index gamification_weekly_rank_idx on gamification_weekly (week_start, xp desc, user_id) where listed');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('gamification_weekly');
  await knex.schema.dropTable('gamification_user_stats');
  await knex.schema.dropTable('user_achievements');
  await knex.schema.dropTable('reward_ledger');
}
