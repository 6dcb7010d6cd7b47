import type { Knex } from 'knex';

/** photos module: one row per stored photo; evidence (EXIF position and time) stays server-side. */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('photos', (t) => {
    t.uuid('id').primary();
    t.uuid('owner_id');
    t.text('purpose').notNullable();
    t.text('main_key').notNullable().unique();
    t.text('thumb_key').notNullable().unique();
    t.integer('width').notNullable();
    t.integer('height').notNullable();
    t.integer('bytes').notNullable();
    t.text('original_format').notNullable();
    t.jsonb('evidence').notNullable();
    t.text('screening_status').notNullable();
    t.double('screening_score');
    t.text('screener');
    t.timestamp('hidden_at', { useTz: true });
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.check("purpose in ('report', 'completion', 'profile')", [], 'photos_purpose_check');
    t.check("screening_status in ('clear', 'held', 'unscreened')", [], 'photos_screening_check');
    t.index(['owner_id']);
  });
  await knex.raw("create index photos_held_idx on photos (created_at) where screening_status = 'held'");
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('photos');
}
