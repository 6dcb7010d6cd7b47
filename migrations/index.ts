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
import * as tasksVersion from './20261122110000_tasks_version';
import * as guestSessionDevice from './20261123000000_guest_session_device';
import * as authPasskeys from './20261123010000_auth_passkeys';
import * as photosModeration from './20261124100000_photos_moderation';
import * as tasksReviewedAt from './20261124200000_tasks_reviewed_at';
import * as tasksVersionLock from './20261124210000_tasks_version_lock';
import * as coreRateLimits from './20261125000000_core_rate_limits';
import * as tasksOnePendingReview from './20261126001705_tasks_one_pending_review';
import * as tasksHolds from './20261126080000_tasks_holds';
import * as authReauthChallenges from './20261126120000_auth_reauth_challenges';
import * as gamificationOwnsBalances from './20261127000000_gamification_owns_balances';
import * as profilesOwnTable from './20261127010000_profiles_own_table';
import * as geocodingSharedState from './20261127120000_geocoding_shared_state';
import * as coreOutbox from './20261127150000_core_outbox';
import * as coreIdempotencyKeys from './20261127183000_core_idempotency_keys';
import * as tasksConfirmations from './20261127183100_tasks_confirmations';
import * as reportsPositionSources from './20261127183200_reports_position_sources';
import * as tasksPositionSource from './20261127183210_tasks_position_source';
import * as tasksMarks from './20261127183220_tasks_marks';
import * as notificationsTable from './20261127183300_notifications_table';
import * as alertsTables from './20261127183500_alerts_tables';
import * as embedPartnerArea from './20261128100000_embed_partner_area';
import * as tasksAreaIndexes from './20261128100100_tasks_area_indexes';
import * as tasksReportedIndex from './20261129101311_tasks_reported_index';
import * as reportsPartnerAuthor from './20261129101312_reports_partner_author';
import * as embedApiKeys from './20261129101313_embed_api_keys';
import * as photosLicence from './20261129120000_photos_licence';
import * as litterTags from './20261130010000_litter_tags';
import * as analysisAnalyses from './20261130020000_analysis_analyses';
import * as reportsSizeHazards from './20261130021000_reports_size_hazards';
import * as tasksSizeHazards from './20261130021001_tasks_size_hazards';
import * as eventsTables from './20261130030000_events_tables';
import * as teamsTables from './20261130040000_teams_tables';
import * as challengesTables from './20261130050000_challenges_tables';
import * as areasSubscriptions from './20261130060000_areas_subscriptions';
import * as notificationsAreaKinds from './20261130060100_notifications_area_kinds';
import * as embedPartnerMembers from './20261201030000_embed_partner_members';
import * as authReauthAttempts from './20261201050000_auth_reauth_attempts';
import * as alertsConfirmationMails from './20261201090000_alerts_confirmation_mails';
import * as alertsConfirmationQueue from './20261202010000_alerts_confirmation_queue';
import * as coreOutboxGuestEvents from './20261202010100_core_outbox_guest_events';
import * as photosBlurredRegions from './20261202010100_photos_blurred_regions';
import * as surveysTables from './20261202010200_surveys_tables';
import * as alertsLanguageTags from './20261202010300_alerts_language_tags';
import * as open311CityFilings from './20261202010300_open311_city_filings';
import * as open311CityConnections from './20261202010500_open311_city_connections';
import * as reportsShareEmailWithCity from './20261202010600_reports_share_email_with_city';
import * as notificationsCityKind from './20261202010300_notifications_city_kind';
import * as adoptionsTables from './20261202010400_adoptions_tables';
import * as adoptionsStreets from './20261202010600_adoptions_streets';
import * as notificationsAdoptionKinds from './20261202010400_notifications_adoption_kinds';

/**
 * Every migration, by the name the database records as applied (knex_migrations): never rename one.
 * `<UTC timestamp, 14 digits>_<owner>_<what>`: the owner is `core` (src/server's plumbing) or the id of
 * the module whose tables it makes or changes; a migration touches only its owner's tables
 * (tests/integration/migration-ownership.test.ts). The timestamp orders them. A static list, no globbing: the same
 * index runs under tsx, vitest, the bundled server and the CLIs.
 */
export const MIGRATIONS: Readonly<Record<string, Knex.Migration>> = {
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
  '20261127120000_geocoding_shared_state': geocodingSharedState,
  '20261127150000_core_outbox': coreOutbox,
  '20261127183000_core_idempotency_keys': coreIdempotencyKeys,
  '20261127183100_tasks_confirmations': tasksConfirmations,
  '20261127183200_reports_position_sources': reportsPositionSources,
  '20261127183210_tasks_position_source': tasksPositionSource,
  '20261127183220_tasks_marks': tasksMarks,
  '20261127183300_notifications_table': notificationsTable,
  '20261127183500_alerts_tables': alertsTables,
  '20261128100000_embed_partner_area': embedPartnerArea,
  '20261128100100_tasks_area_indexes': tasksAreaIndexes,
  '20261129101311_tasks_reported_index': tasksReportedIndex,
  '20261129101312_reports_partner_author': reportsPartnerAuthor,
  '20261129101313_embed_api_keys': embedApiKeys,
  '20261129120000_photos_licence': photosLicence,
  '20261130010000_litter_tags': litterTags,
  '20261130020000_analysis_analyses': analysisAnalyses,
  '20261130021000_reports_size_hazards': reportsSizeHazards,
  '20261130021001_tasks_size_hazards': tasksSizeHazards,
  '20261130030000_events_tables': eventsTables,
  '20261130040000_teams_tables': teamsTables,
  '20261130050000_challenges_tables': challengesTables,
  '20261130060000_areas_subscriptions': areasSubscriptions,
  '20261130060100_notifications_area_kinds': notificationsAreaKinds,
  '20261201030000_embed_partner_members': embedPartnerMembers,
  '20261201050000_auth_reauth_attempts': authReauthAttempts,
  '20261201090000_alerts_confirmation_mails': alertsConfirmationMails,
  '20261202010000_alerts_confirmation_queue': alertsConfirmationQueue,
  '20261202010100_core_outbox_guest_events': coreOutboxGuestEvents,
  '20261202010100_photos_blurred_regions': photosBlurredRegions,
  '20261202010200_surveys_tables': surveysTables,
  '20261202010300_alerts_language_tags': alertsLanguageTags,
  '20261202010300_open311_city_filings': open311CityFilings,
  '20261202010300_notifications_city_kind': notificationsCityKind,
  '20261202010400_adoptions_tables': adoptionsTables,
  '20261202010400_notifications_adoption_kinds': notificationsAdoptionKinds,
  '20261202010500_open311_city_connections': open311CityConnections,
  '20261202010600_adoptions_streets': adoptionsStreets,
  '20261202010600_reports_share_email_with_city': reportsShareEmailWithCity,
};

/** `<UTC timestamp>_<owner>_<what>`. */
export const MIGRATION_NAME = /^(\d{14})_([a-z0-9]+)_\w+$/;

/** The owner a migration's name gives: `core` or a module id. */
export function ownerOf(name: string): string {
  const m = MIGRATION_NAME.exec(name);
  if (!m) throw new Error(`Migration "${name}" is not named <UTC timestamp, 14 digits>_<owner>_<what>.`);
  return m[2];
}
