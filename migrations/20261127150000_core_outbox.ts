import type { Knex } from 'knex';

/**
 * core (src/server/outbox.ts): domain events written in the transaction of the change they announce,
 * delivered to the handlers after the commit and again until the handlers succeed. A row with
 * delivered_at null and attempts at the limit was given up on (last_error says why) and waits for
 * an operator.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('outbox', (t) => {
    t.bigIncrements('id');
    t.string('event', 100).notNullable();
    t.jsonb('payload').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    // When the row may next be claimed: at once, after a claim's lease, or after a failure's backoff.
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.text('last_error');
    t.timestamp('delivered_at', { useTz: true });
  });
  // The dispatchers' claim reads only the rows still to deliver; the sweep only the delivered ones.
  await knex.raw('create index outbox_pending_idx on outbox (next_attempt_at) where delivered_at is null');
  await knex.raw('create index outbox_delivered_idx on outbox (delivered_at) where delivered_at is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTable('outbox');
}
