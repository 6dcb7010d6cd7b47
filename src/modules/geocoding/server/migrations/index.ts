import type { Knex } from 'knex';
import * as geocodingSharedState from './20261127120000_geocoding_shared_state';

/** The geocoding module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const geocodingMigrations: Record<string, Knex.Migration> = {
  '20261127120000_geocoding_shared_state': geocodingSharedState,
};
