import type { Knex } from 'knex';

/**
 * tasks module, issue 23 (nearby duplicates): people confirm someone else's task with their own photo
 * ('Yes, add my photo to it'), once per person and task; `seen_by` counts the reporter and the
 * distinct confirmers. A partial GiST index on assigned tasks' positions lets the duplicate check find
 * open tasks (available ones have theirs) near a report without reading the table.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('tasks', (t) => {
    t.integer('seen_by').notNullable().defaultTo(1);
  });
  await knex.schema.createTable('task_confirmations', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('task_id').notNullable().references('tasks.id').onDelete('CASCADE');
    t.uuid('user_id').notNullable();
    t.uuid('photo_id');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.unique(['task_id', 'user_id'], { indexName: 'task_confirmations_task_user_key' });
    t.index(['user_id']);
  });
  await knex.raw(`create index tasks_assigned_earth_idx on tasks using gist (ll_to_earth(latitude, longitude)) where status = 'assigned'`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists tasks_assigned_earth_idx');
  await knex.schema.dropTable('task_confirmations');
  await knex.schema.alterTable('tasks', (t) => {
    t.dropColumn('seen_by');
  });
}
