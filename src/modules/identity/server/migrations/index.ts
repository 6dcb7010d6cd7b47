import type { Knex } from 'knex';
import * as guestUsersSessions from './20261122000000_guest_users_sessions';
import * as guestSessionDevice from './20261123000000_guest_session_device';

/** The identity module's migrations (its manifest's `migrations`), by their applied names: never rename one. */
export const identityMigrations: Record<string, Knex.Migration> = {
  '20261122000000_guest_users_sessions': guestUsersSessions,
  '20261123000000_guest_session_device': guestSessionDevice,
};
