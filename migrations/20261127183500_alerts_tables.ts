import type { Knex } from 'knex';

/**
 * alerts module (issue 23, point 7): the server's one VAPID key pair, each person's alert choices,
 * push subscriptions and e-mail address, and the deliveries (one row per alert, channel and target,
 * unique, so an event delivered twice or a repeated scan queues nothing new; rows wait, are retried
 * and are kept a while after sending).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('alert_vapid_keys', (t) => {
    t.smallint('id').primary();
    t.text('public_key').notNullable();
    t.text('private_key').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.check('id = 1', [], 'alert_vapid_keys_one_pair');
  });
  await knex.schema.createTable('alert_preferences', (t) => {
    t.uuid('user_id').primary();
    t.jsonb('choices').notNullable();
    t.text('language').notNullable();
    t.timestamp('updated_at', { useTz: true }).notNullable();
    t.check("language in ('en', 'de')", [], 'alert_preferences_language_check');
  });
  await knex.schema.createTable('alert_push_subscriptions', (t) => {
    t.uuid('id').primary().defaultTo(knex.raw('gen_random_uuid()'));
    t.uuid('user_id').notNullable().index('alert_push_subscriptions_user_idx');
    t.text('endpoint').notNullable().unique('alert_push_subscriptions_endpoint_key');
    t.text('p256dh').notNullable();
    t.text('auth').notNullable();
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('alert_emails', (t) => {
    t.uuid('user_id').primary();
    t.text('address').notNullable();
    t.timestamp('confirmed_at', { useTz: true });
    /** SHA-256 of the confirmation link's token; null once confirmed. */
    t.text('confirm_token_hash').unique('alert_emails_confirm_key');
    /** The unsubscribe link's token, written into every mail (it can only stop mails to this address). */
    t.text('unsubscribe_token').notNullable().unique('alert_emails_unsubscribe_key');
    t.timestamp('created_at', { useTz: true }).notNullable();
  });
  await knex.schema.createTable('alert_deliveries', (t) => {
    t.bigIncrements('id').primary();
    t.uuid('user_id').notNullable().index('alert_deliveries_user_idx');
    t.text('kind').notNullable();
    t.text('reference').notNullable();
    t.text('channel').notNullable();
    /** The push subscription's id, or 'email'. */
    t.text('target').notNullable();
    t.jsonb('message').notNullable();
    t.text('status').notNullable().defaultTo('pending');
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true }).notNullable();
    t.text('last_error');
    t.timestamp('created_at', { useTz: true }).notNullable();
    t.timestamp('sent_at', { useTz: true });
    t.unique(['kind', 'reference', 'user_id', 'channel', 'target'], { indexName: 'alert_deliveries_once_key' });
    t.check("channel in ('push', 'email')", [], 'alert_deliveries_channel_check');
    t.check("status in ('pending', 'sent', 'gone', 'failed')", [], 'alert_deliveries_status_check');
  });
  await knex.raw("create index alert_deliveries_due_idx on alert_deliveries (next_attempt_at) where status = 'pending'");
}

export async function down(knex: Knex): Promise<void> {
  for (const table of ['alert_deliveries', 'alert_emails', 'alert_push_subscriptions', 'alert_preferences', 'alert_vapid_keys']) {
    await knex.schema.dropTableIfExists(table);
  }
}
