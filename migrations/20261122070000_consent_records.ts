import type { Knex } from 'knex';

/**
 * consent module: the append-only consent history. One row per decision (record or withdrawal):
 * the subject (a user or guest id, no foreign key to another module's table), the decision per
 * category, the policy version, the source, the time, a truncated IP address and a SHA-256 of the
 * user agent. A trigger refuses UPDATE, DELETE and TRUNCATE, so the history is proof that cannot be
 * rewritten through the application.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('consent_records', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    /** Insertion order: breaks ties between equal created_at. */
    t.specificType('seq', 'bigint generated always as identity').notNullable();
    t.uuid('user_id').notNullable();
    t.text('action').notNullable();
    t.jsonb('decisions').notNullable();
    t.jsonb('withdrawn_categories').notNullable().defaultTo('[]');
    t.text('policy_version').notNullable();
    t.text('source').notNullable();
    t.text('ip_truncated');
    t.text('user_agent_hash');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check("action in ('record', 'withdraw')", [], 'consent_records_action_check');
    t.check("jsonb_typeof(decisions) = 'object'", [], 'consent_records_decisions_check');
    t.index(['user_id', 'seq'], 'consent_records_user_idx');
  });
  await knex.raw(`
    create function consent_records_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'consent_records is append-only: % is not allowed', tg_op using errcode = 'P0001';
    end
    $$`);
  await knex.raw(`create trigger consent_records_no_update_delete before update or delete on consent_records
    for each row execute function consent_records_append_only()`);
  await knex.raw(`create trigger consent_records_no_truncate before truncate on consent_records
    for each statement execute function consent_records_append_only()`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('consent_records');
  await knex.raw('drop function if exists consent_records_append_only()');
}
