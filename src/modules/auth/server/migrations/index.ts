import type { Knex } from 'knex';
import * as authPasskeys from './20261123010000_auth_passkeys';
import * as authReauthChallenges from './20261126120000_auth_reauth_challenges';
import * as authReauthAttempts from './20261201050000_auth_reauth_attempts';

/** The auth module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const authMigrations: Record<string, Knex.Migration> = {
  '20261123010000_auth_passkeys': authPasskeys,
  '20261126120000_auth_reauth_challenges': authReauthChallenges,
  '20261201050000_auth_reauth_attempts': authReauthAttempts,
};
