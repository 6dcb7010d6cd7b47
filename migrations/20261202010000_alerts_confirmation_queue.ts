import type { Knex } from 'knex';

/**
 * alerts module (issue 35): `PUT /api/alerts/email` queues its confirmation mail instead of sending it
 * in the request. A counted confirmation mail (alert_confirmation_mails) now also names the person it
 * is for and their language until it was mailed (`mailed_at`), with its attempts and next try; the
 * rows counted before (all mailed) are marked mailed. Erasure keeps the count but names nobody.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_confirmation_mails', (t) => {
    t.uuid('user_id');
    t.text('language');
    t.timestamp('mailed_at', { useTz: true });
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('next_attempt_at', { useTz: true });
    t.check("language is null or language in ('en', 'de')", [], 'alert_confirmation_mails_language_check');
  });
  await knex('alert_confirmation_mails').update({ mailed_at: knex.ref('sent_at') });
  await knex.raw('create index alert_confirmation_mails_due_idx on alert_confirmation_mails (next_attempt_at) where mailed_at is null');
  await knex.raw('create index alert_confirmation_mails_user_idx on alert_confirmation_mails (user_id) where user_id is not null');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('drop index if exists alert_confirmation_mails_due_idx');
  await knex.raw('drop index if exists alert_confirmation_mails_user_idx');
  await knex.schema.alterTable('alert_confirmation_mails', (t) => {
    t.dropChecks(['alert_confirmation_mails_language_check']);
    t.dropColumns('user_id', 'language', 'mailed_at', 'attempts', 'next_attempt_at');
  });
}
