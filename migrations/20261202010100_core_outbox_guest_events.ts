import type { Knex } from 'knex';

/**
 * core (src/server/outbox.ts): the module that owns people and sessions is called `guest` again
 * (issue 36), and its events with it: `identity.profile_created`, `identity.expired` and
 * `identity.active_changed` are now `guest.*`. Rows written before the rename and not yet delivered
 * (a guest sweep's expiry, say, when the server stopped) are delivered under the new names; the
 * delivered ones are renamed too, so the outbox speaks one vocabulary.
 */
const RENAMED = ['profile_created', 'expired', 'active_changed'];

export async function up(knex: Knex): Promise<void> {
  for (const what of RENAMED) await knex('outbox').where('event', `identity.${what}`).update({ event: `guest.${what}` });
}

export async function down(knex: Knex): Promise<void> {
  for (const what of RENAMED) await knex('outbox').where('event', `guest.${what}`).update({ event: `identity.${what}` });
}
