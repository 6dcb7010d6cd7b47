import type { Knex } from 'knex';
import * as embedPartners from './20261122090000_embed_partners';

/** The embed module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const embedMigrations: Record<string, Knex.Migration> = {
  '20261122090000_embed_partners': embedPartners,
};
