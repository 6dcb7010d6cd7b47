import type { Knex } from 'knex';
import * as notificationsTable from './20261127183300_notifications_table';

/** The notifications module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const notificationsMigrations: Record<string, Knex.Migration> = {
  '20261127183300_notifications_table': notificationsTable,
};
