import type { Knex } from 'knex';

/**
 * auth module (issue 33): failed fresh passkey checks (re-authentication before new recovery codes,
 * removing or adding a passkey) are counted in auth_attempts like sign-in attempts, as action 'reauth'.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('auth_attempts', (t) => {
    t.dropChecks(['auth_attempts_action_check']);
    t.check("action in ('signin', 'recovery', 'reauth')", [], 'auth_attempts_action_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('auth_attempts').where({ action: 'reauth' }).delete();
  await knex.schema.alterTable('auth_attempts', (t) => {
    t.dropChecks(['auth_attempts_action_check']);
    t.check("action in ('signin', 'recovery')", [], 'auth_attempts_action_check');
  });
}
