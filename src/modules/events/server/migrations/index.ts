import type { Knex } from 'knex';
import * as eventsTables from './20261130030000_events_tables';

/** The events module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const eventsMigrations: Record<string, Knex.Migration> = {
  '20261130030000_events_tables': eventsTables,
};
