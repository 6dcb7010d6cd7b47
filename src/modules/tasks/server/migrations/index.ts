import type { Knex } from 'knex';
import * as tasksTasks from './20261122010000_tasks_tasks';
import * as tasksCompletions from './20261122050000_tasks_completions';
import * as tasksCompletedIndex from './20261122091000_tasks_completed_index';
import * as tasksReview from './20261122100100_tasks_review';
import * as tasksVersion from './20261122110000_tasks_version';
import * as tasksReviewedAt from './20261124200000_tasks_reviewed_at';
import * as tasksVersionLock from './20261124210000_tasks_version_lock';
import * as tasksOnePendingReview from './20261126001705_tasks_one_pending_review';
import * as tasksHolds from './20261126080000_tasks_holds';
import * as tasksReportedIndex from './20261129101311_tasks_reported_index';
import * as tasksAreaIndexes from './20261128100100_tasks_area_indexes';
import * as tasksConfirmations from './20261127183100_tasks_confirmations';
import * as tasksPositionSource from './20261127183210_tasks_position_source';
import * as tasksMarks from './20261127183220_tasks_marks';
import * as tasksSizeHazards from './20261130021001_tasks_size_hazards';

/** The tasks module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const tasksMigrations: Record<string, Knex.Migration> = {
  '20261122010000_tasks_tasks': tasksTasks,
  '20261122050000_tasks_completions': tasksCompletions,
  '20261122091000_tasks_completed_index': tasksCompletedIndex,
  '20261122100100_tasks_review': tasksReview,
  '20261122110000_tasks_version': tasksVersion,
  '20261124200000_tasks_reviewed_at': tasksReviewedAt,
  '20261124210000_tasks_version_lock': tasksVersionLock,
  '20261126001705_tasks_one_pending_review': tasksOnePendingReview,
  '20261126080000_tasks_holds': tasksHolds,
  '20261129101311_tasks_reported_index': tasksReportedIndex,
  '20261128100100_tasks_area_indexes': tasksAreaIndexes,
  '20261127183100_tasks_confirmations': tasksConfirmations,
  '20261127183210_tasks_position_source': tasksPositionSource,
  '20261127183220_tasks_marks': tasksMarks,
  '20261130021001_tasks_size_hazards': tasksSizeHazards,
};
