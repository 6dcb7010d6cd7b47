import type { Knex } from 'knex';
import * as gamificationLedger from './20261122040000_gamification_ledger';
import * as gamificationOwnsBalances from './20261127000000_gamification_owns_balances';

/** The gamification module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const gamificationMigrations: Record<string, Knex.Migration> = {
  '20261122040000_gamification_ledger': gamificationLedger,
  '20261127000000_gamification_owns_balances': gamificationOwnsBalances,
};
