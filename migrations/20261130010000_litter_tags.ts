import type { Knex } from 'knex';

/**
 * litter module (issue 24): one row per tag of a report (report_id) or of a completion attempt
 * (completion_id) of a task: the item (taxonomy ids), material, brand and count, where (the task's
 * position when tagged) and who (user_id: null for a partner's report and after the person's erasure;
 * tags are anonymous open data then). No foreign keys to other modules' tables.
 * Indexes: the task's tags (task sheet, open data pages), a person's tags (usage, data rights), and a
 * GiST index on the earth position for area totals (earth_box, like the tasks table).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('litter_tags', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    // Orders the tags of one report or completion as they were sent.
    t.specificType('seq', 'bigint generated always as identity').notNullable();
    t.uuid('task_id').notNullable();
    t.uuid('report_id');
    t.uuid('completion_id');
    t.uuid('user_id');
    t.double('latitude').notNullable();
    t.double('longitude').notNullable();
    t.text('category').notNullable();
    t.text('item').notNullable();
    t.text('material');
    t.text('brand');
    t.integer('count').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('count between 1 and 999', [], 'litter_tags_count_check');
    t.check('(report_id is null) <> (completion_id is null)', [], 'litter_tags_source_check');
    t.index(['task_id'], 'litter_tags_task_idx');
    t.index(['user_id', 'item'], 'litter_tags_user_idx');
  });
  await knex.raw('create index litter_tags_earth_idx on litter_tags using gist (ll_to_earth(latitude, longitude))');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('litter_tags');
}
