import type { Knex } from 'knex';

/** tasks module: 'tasks cleaned this month' counts (the embed's counter) read an index, not the table. */
export async function up(knex: Knex): Promise<void> {
  await knex.raw("create index tasks_completed_at_idx on tasks (completed_at) where status = 'completed'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index tasks_completed_at_idx');
}
