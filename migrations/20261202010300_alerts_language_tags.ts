import type { Knex } from 'knex';

/**
 * alerts module (issue 41): the language columns accepted only 'en' and 'de', so offering another
 * language would have made saving alert preferences fail with a 500 in that language. The app checks
 * the language against the offered list (schemas.ts); the tables now only ask for a language tag's
 * shape, so adding a language is a matter of its texts (docs/translations.md), not of a migration.
 * Delivery reads a language no longer offered as English.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('alert_preferences', (t) => {
    t.dropChecks(['alert_preferences_language_check']);
    t.check("language ~ '^[a-z]{2,3}$'", [], 'alert_preferences_language_check');
  });
  await knex.schema.alterTable('alert_confirmation_mails', (t) => {
    t.dropChecks(['alert_confirmation_mails_language_check']);
    t.check("language is null or language ~ '^[a-z]{2,3}$'", [], 'alert_confirmation_mails_language_check');
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex('alert_preferences').whereNotIn('language', ['en', 'de']).update({ language: 'en' });
  await knex('alert_confirmation_mails').whereNotIn('language', ['en', 'de']).update({ language: 'en' });
  await knex.schema.alterTable('alert_preferences', (t) => {
    t.dropChecks(['alert_preferences_language_check']);
    t.check("language in ('en', 'de')", [], 'alert_preferences_language_check');
  });
  await knex.schema.alterTable('alert_confirmation_mails', (t) => {
    t.dropChecks(['alert_confirmation_mails_language_check']);
    t.check("language is null or language in ('en', 'de')", [], 'alert_confirmation_mails_language_check');
  });
}
