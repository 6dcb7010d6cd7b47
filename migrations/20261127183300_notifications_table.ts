import type { Knex } from 'knex';

/**
 * notifications module: the in-app notification list. One row per notification of one person
 * (`user_id`), its kind and the data its text is made from (task id, photo URLs only where public,
 * outcome, reason), when it was written and when the person read it. `seq` orders rows written in one
 * moment and moves with every new row, so the list's ETag can be decided from one indexed aggregate.
 * The partial index serves the unread count. No foreign keys to other modules' tables.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('notifications', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.specificType('seq', 'bigint generated always as identity').notNullable();
    t.uuid('user_id').notNullable();
    t.text('kind').notNullable();
    t.jsonb('data').notNullable().defaultTo('{}');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('read_at', { useTz: true });
    t.check("kind in ('task_cleaned', 'task_review', 'submission_review', 'photo_hidden')", [], 'notifications_kind_check');
    t.index(['user_id', 'seq'], 'notifications_user_seq_idx');
  });
  await knex.raw('create index notifications_unread_idx on notifications (user_id) where read_at is null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('notifications');
}
