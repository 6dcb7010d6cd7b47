import type { Knex } from 'knex';

/**
 * auth module (issue 17): a 'reauth' challenge asks a signed-in person for a fresh passkey assertion
 * before new recovery codes are issued or a passkey is removed. Bound to the account (user_id).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('webauthn_challenges', (t) => {
    t.dropChecks(['webauthn_challenges_purpose_check']);
    t.check("purpose in ('register', 'signin', 'reauth')", [], 'webauthn_challenges_purpose_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('webauthn_challenges').where({ purpose: 'reauth' }).delete();
  await knex.schema.alterTable('webauthn_challenges', (t) => {
    t.dropChecks(['webauthn_challenges_purpose_check']);
    t.check("purpose in ('register', 'signin')", [], 'webauthn_challenges_purpose_check');
  });
}
