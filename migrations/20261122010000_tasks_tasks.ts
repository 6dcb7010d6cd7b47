import type { Knex } from 'knex';

/**
 * tasks module: the tasks table. Each task keeps a copy of its report's public fields (reports are
 * immutable once made), so the hot map and list queries read one table with no join.
 * Indexes for 1M rows: a partial GiST index on the earth position for 'near a point' (earth_box +
 * earth_distance) and a partial b-tree on (latitude, longitude) for 'in a map box', both only over
 * available tasks; assignee and reporter look-ups for the My Tasks lists.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('create extension if not exists cube');
  await knex.raw('create extension if not exists earthdistance');
  await knex.schema.createTable('tasks', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('report_id').unique();
    t.uuid('reporter_id');
    t.text('status').notNullable().defaultTo('available');
    t.integer('reward').notNullable().defaultTo(10);
    t.uuid('assignee_id');
    t.timestamp('accepted_at', { useTz: true });
    t.timestamp('completed_at', { useTz: true });
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.text('waste_type').notNullable().defaultTo('general');
    t.text('priority').notNullable().defaultTo('medium');
    t.text('image_url');
    t.text('thumbnail_url');
    t.text('description').notNullable().defaultTo('Cleanup needed');
    t.text('location');
    t.integer('estimated_effort').notNullable().defaultTo(15);
    t.jsonb('ai_analysis');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('updated_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("status in ('available', 'assigned', 'completed')", [], 'tasks_status_check');
    t.check("waste_type in ('plastic', 'organic', 'electronic', 'hazardous', 'general')", [], 'tasks_waste_type_check');
    t.check("priority in ('high', 'medium', 'low')", [], 'tasks_priority_check');
    t.check('latitude between -90 and 90 and longitude between -180 and 180', [], 'tasks_position_check');
    t.check("(status = 'available') = (assignee_id is null)", [], 'tasks_assignee_check');
  });
  await knex.raw(`create index tasks_available_earth_idx on tasks using gist (ll_to_earth(latitude, longitude)) where status = 'available'`);
  await knex.raw(`create index tasks_available_box_idx on tasks (latitude, longitude) where status = 'available'`);
  await knex.raw(`create index tasks_available_created_idx on tasks (created_at desc) where status = 'available'`);
  await knex.raw('create index tasks_assignee_idx on tasks (assignee_id, status) where assignee_id is not null');
  await knex.raw('create index tasks_reporter_idx on tasks (reporter_id)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('tasks');
}
