import type { Knex } from 'knex';
import * as actionsSubmissions from './20261122060000_actions_submissions';
import * as actionsReview from './20261122100200_actions_review';

/** The actions module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const actionsMigrations: Record<string, Knex.Migration> = {
  '20261122060000_actions_submissions': actionsSubmissions,
  '20261122100200_actions_review': actionsReview,
};
