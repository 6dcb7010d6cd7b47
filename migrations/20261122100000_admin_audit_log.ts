import type { Knex } from 'knex';

/**
 * admin module: the audit log of moderator and admin actions (who, what, which target, before and
 * after, when). Written in the same transaction as the action it records; append-only by convention.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('admin_audit_log', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.specificType('seq', 'bigint generated always as identity').notNullable();
    /** The moderator or admin; null for the command line (npm run admin). */
    t.uuid('actor_id');
    t.text('actor_label');
    t.text('action').notNullable();
    t.text('target_type').notNullable();
    t.text('target_id').notNullable();
    t.jsonb('before');
    t.jsonb('after');
    t.text('reason');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['created_at'], 'admin_audit_log_created_idx');
    t.index(['target_type', 'target_id'], 'admin_audit_log_target_idx');
    t.index(['actor_id'], 'admin_audit_log_actor_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('admin_audit_log');
}
