import type { Knex } from 'knex';
import * as tables from './20261130050000_challenges_tables';

/** The challenges module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const challengesMigrations: Record<string, Knex.Migration> = {
  '20261130050000_challenges_tables': tables,
};
