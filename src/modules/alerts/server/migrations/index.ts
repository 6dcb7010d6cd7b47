import type { Knex } from 'knex';
import * as tables from './20261127183500_alerts_tables';
import * as confirmationMails from './20261201090000_alerts_confirmation_mails';
import * as confirmationQueue from './20261202010000_alerts_confirmation_queue';

/** The alerts module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const alertsMigrations: Record<string, Knex.Migration> = {
  '20261127183500_alerts_tables': tables,
  '20261201090000_alerts_confirmation_mails': confirmationMails,
  '20261202010000_alerts_confirmation_queue': confirmationQueue,
};
