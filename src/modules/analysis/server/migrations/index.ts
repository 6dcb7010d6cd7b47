import type { Knex } from 'knex';
import * as analysisAnalyses from './20261130020000_analysis_analyses';

/** The analysis module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const analysisMigrations: Record<string, Knex.Migration> = {
  '20261130020000_analysis_analyses': analysisAnalyses,
};
