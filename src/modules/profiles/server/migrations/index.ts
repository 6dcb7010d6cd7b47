import type { Knex } from 'knex';
import * as profilesOwnTable from './20261127010000_profiles_own_table';

/** The profiles module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const profilesMigrations: Record<string, Knex.Migration> = {
  '20261127010000_profiles_own_table': profilesOwnTable,
};
