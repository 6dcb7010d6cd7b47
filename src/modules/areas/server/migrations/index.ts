import type { Knex } from 'knex';
import * as subscriptions from './20261130060000_areas_subscriptions';

/** The areas module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const areasMigrations: Record<string, Knex.Migration> = {
  '20261130060000_areas_subscriptions': subscriptions,
};
