import type { Knex } from 'knex';

/**
 * core (src/server/idempotency-store.ts): the `Idempotency-Key` of each state-changing request a
 * device may send again (issue 23), per person. The first request with a key claims the row (state
 * `in_progress`, a lease held by `claim_token`), does the work and stores its answer (`done`); a
 * repeat gets that answer. `work_committed` is set by the work's own transaction, so a lease that
 * runs out after the work committed is never taken over (the work would run twice). No foreign key
 * to users: the core names no module's table; the core's personal-data handler erases a person's
 * rows. Rows older than the retention time are swept.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('idempotency_keys', (t) => {
    t.uuid('user_id').notNullable();
    t.uuid('key').notNullable();
    t.string('method', 10).notNullable();
    // The endpoint's path template (`/tasks/:id/complete-with-photo`) and its path parameters.
    t.string('path', 300).notNullable();
    t.jsonb('params').notNullable();
    // SHA-256 (hex) of the query, the text fields or JSON body and the uploaded file's bytes.
    t.string('request_hash', 64).notNullable();
    t.string('state', 20).notNullable();
    t.uuid('claim_token').notNullable();
    t.timestamp('lease_until', { useTz: true }).notNullable();
    t.boolean('work_committed').notNullable().defaultTo(false);
    t.integer('response_status');
    // The answer's JSON text as sent, so a replay sends the same bytes.
    t.text('response_body');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('completed_at', { useTz: true });
    t.primary(['user_id', 'key']);
    t.index(['created_at']);
  });
  await knex.raw(`alter table idempotency_keys add constraint idempotency_keys_state_check check (state in ('in_progress', 'done'))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('idempotency_keys');
}
