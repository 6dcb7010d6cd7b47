import type { Knex } from 'knex';
import * as litterTags from './20261130010000_litter_tags';

/** The litter module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const litterMigrations: Record<string, Knex.Migration> = {
  '20261130010000_litter_tags': litterTags,
};
