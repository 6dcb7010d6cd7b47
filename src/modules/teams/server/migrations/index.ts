import type { Knex } from 'knex';
import * as teamsTables from './20261130040000_teams_tables';

/** The teams module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const teamsMigrations: Record<string, Knex.Migration> = {
  '20261130040000_teams_tables': teamsTables,
};
