import type { Knex } from 'knex';

/**
 * alerts module (issue 33): the confirmation mails sent per recipient address, so one address gets at
 * most a few a day whoever asks for them. Keyed by the SHA-256 of the normalised address (no address
 * is stored here, and no person: rows are swept once their day is over).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('alert_confirmation_mails', (t) => {
    t.bigIncrements('id').primary();
    t.text('address_hash').notNullable();
    t.timestamp('sent_at', { useTz: true }).notNullable();
    t.index(['address_hash', 'sent_at'], 'alert_confirmation_mails_address_idx');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('alert_confirmation_mails');
}
