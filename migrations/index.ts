import type { Knex } from 'knex';
import * as guestUsersSessions from './20261122000000_guest_users_sessions';
import * as tasksTasks from './20261122010000_tasks_tasks';
import * as photosPhotos from './20261122020000_photos_photos';
import * as reportsReports from './20261122030000_reports_reports';
import * as gamificationLedger from './20261122040000_gamification_ledger';
import * as tasksCompletions from './20261122050000_tasks_completions';
import * as actionsSubmissions from './20261122060000_actions_submissions';
import * as consentRecords from './20261122070000_consent_records';
import * as photosAvatarPurpose from './20261122080000_photos_avatar_purpose';
import * as embedPartners from './20261122090000_embed_partners';
import * as tasksCompletedIndex from './20261122091000_tasks_completed_index';
import * as adminAuditLog from './20261122100000_admin_audit_log';
import * as tasksReview from './20261122100100_tasks_review';
import * as actionsReview from './20261122100200_actions_review';
import * as guestSessionDevice from './20261123000000_guest_session_device';
import * as authPasskeys from './20261123010000_auth_passkeys';
import * as tasksReviewedAt from './20261124200000_tasks_reviewed_at';
import * as tasksVersionLock from './20261124210000_tasks_version_lock';
import * as tasksVersion from './20261122110000_tasks_version';
import * as photosModeration from './20261124100000_photos_moderation';
import * as coreRateLimits from './20261125000000_core_rate_limits';
import * as tasksOnePendingReview from './20261126001705_tasks_one_pending_review';
import * as tasksHolds from './20261126080000_tasks_holds';
import * as authReauthChallenges from './20261126120000_auth_reauth_challenges';
import * as gamificationOwnsBalances from './20261127000000_gamification_owns_balances';
import * as profilesOwnTable from './20261127010000_profiles_own_table';

/**
 * Static list of migrations, oldest first (no globbing: the same list works under tsx, vitest and
 * webpack). Name: <UTC timestamp>_<module>_<what>. Add new ones at the end.
 */
const migrations: Record<string, Knex.Migration> = {
  '20261122000000_guest_users_sessions': guestUsersSessions,
  '20261122010000_tasks_tasks': tasksTasks,
  '20261122020000_photos_photos': photosPhotos,
  '20261122030000_reports_reports': reportsReports,
  '20261122040000_gamification_ledger': gamificationLedger,
  '20261122050000_tasks_completions': tasksCompletions,
  '20261122060000_actions_submissions': actionsSubmissions,
  '20261122070000_consent_records': consentRecords,
  '20261122080000_photos_avatar_purpose': photosAvatarPurpose,
  '20261122090000_embed_partners': embedPartners,
  '20261122091000_tasks_completed_index': tasksCompletedIndex,
  '20261122100000_admin_audit_log': adminAuditLog,
  '20261122100100_tasks_review': tasksReview,
  '20261122100200_actions_review': actionsReview,
  '20261122110000_tasks_version': tasksVersion,
  '20261123000000_guest_session_device': guestSessionDevice,
  '20261123010000_auth_passkeys': authPasskeys,
  '20261124100000_photos_moderation': photosModeration,
  '20261124200000_tasks_reviewed_at': tasksReviewedAt,
  '20261124210000_tasks_version_lock': tasksVersionLock,
  '20261125000000_core_rate_limits': coreRateLimits,
  '20261126001705_tasks_one_pending_review': tasksOnePendingReview,
  '20261126080000_tasks_holds': tasksHolds,
  '20261126120000_auth_reauth_challenges': authReauthChallenges,
  '20261127000000_gamification_owns_balances': gamificationOwnsBalances,
  '20261127010000_profiles_own_table': profilesOwnTable,
};

export const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};
