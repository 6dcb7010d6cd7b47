import type { Knex } from 'knex';

/**
 * auth module (issue 7): passkey credentials, recovery codes (hashed), single-use WebAuthn challenges
 * and the sign-in attempt log the rate limits count (in the database, so every process sees it).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('passkey_credentials', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.text('credential_id').notNullable().unique();
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.binary('public_key').notNullable();
    t.bigInteger('counter').notNullable().defaultTo(0);
    t.text('transports').notNullable().defaultTo('');
    t.text('device_type');
    t.boolean('backed_up').notNullable().defaultTo(false);
    t.text('name');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('last_used_at', { useTz: true });
    t.index(['user_id']);
  });

  await knex.schema.createTable('recovery_codes', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().references('users.id').onDelete('CASCADE');
    t.text('code_hash').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.timestamp('used_at', { useTz: true });
    t.index(['user_id']);
  });

  await knex.schema.createTable('webauthn_challenges', (t) => {
    t.text('challenge').primary();
    t.text('purpose').notNullable();
    t.uuid('user_id').references('users.id').onDelete('CASCADE');
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.check("purpose in ('register', 'signin')", [], 'webauthn_challenges_purpose_check');
    t.index(['expires_at']);
  });

  await knex.schema.createTable('auth_attempts', (t) => {
    t.bigIncrements('id');
    t.text('action').notNullable();
    t.text('scope').notNullable();
    t.text('key').notNullable();
    t.uuid('user_id').references('users.id').onDelete('CASCADE');
    t.text('outcome').notNullable().defaultTo('pending');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check("action in ('signin', 'recovery')", [], 'auth_attempts_action_check');
    t.check("scope in ('ip', 'account')", [], 'auth_attempts_scope_check');
    t.check("outcome in ('pending', 'failed', 'succeeded')", [], 'auth_attempts_outcome_check');
    t.index(['action', 'scope', 'key', 'created_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('auth_attempts');
  await knex.schema.dropTable('webauthn_challenges');
  await knex.schema.dropTable('recovery_codes');
  await knex.schema.dropTable('passkey_credentials');
}
