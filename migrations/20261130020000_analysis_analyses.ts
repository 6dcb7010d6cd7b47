import type { Knex } from 'knex';

/**
 * analysis module (issue 24): one row per photo analysis of one person (`user_id`): the SHA-256 of
 * the photo as sent, the model's checked answer (suggested tags and the AI analysis), when it was made
 * and when a report took it. Rows older than 24 hours are swept. No foreign keys to other modules' tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('analyses', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable();
    t.text('photo_sha256').notNullable();
    t.jsonb('result').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id', 'created_at'], 'analyses_user_created_idx');
    t.index(['created_at'], 'analyses_created_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('analyses');
}
