import type { Knex } from 'knex';
import * as consentRecords from './20261122070000_consent_records';

/** The consent module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const consentMigrations: Record<string, Knex.Migration> = {
  '20261122070000_consent_records': consentRecords,
};
