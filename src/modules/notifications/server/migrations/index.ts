import type { Knex } from 'knex';
import * as notificationsTable from './20261127183300_notifications_table';
import * as areaKinds from './20261130060100_notifications_area_kinds';

/** The notifications module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const notificationsMigrations: Record<string, Knex.Migration> = {
  '20261127183300_notifications_table': notificationsTable,
  '20261130060100_notifications_area_kinds': areaKinds,
};
