import type { Knex } from 'knex';
import type { PersonalDataHandler } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import type { BalanceSource, ProfileSource } from '../contract';
import { toCurrentUser } from './presenters';
import type { UserRow } from './repository';

const iso = (d: Date | string | null | undefined) => (d == null ? null : new Date(d).toISOString());

/**
 * Every personal field of a users row: cleared on erasure. What stays is the id (other modules'
 * rows, such as the reward ledger, keep pointing at it), the role, is_guest and the timestamps of the
 * account itself.
 */
export const USER_PERSONAL_FIELDS = ['email', 'username', 'consent_version', 'data_retention_expiry', 'last_login'] as const;

/**
 * guest module, data rights: the users row, sessions and guest donations. The export's 'profile'
 * section shows the account with its profile and balances (kept and erased by their own modules).
 * Erasure clears every personal field, sets deleted_at and is_active = false, and ends every session
 * (revoked, and expired now: a guest's points are then donated by the next sweep, as for any expired
 * guest). Donation rows are kept: they hold only amounts and the now anonymous id.
 */
export function guestPersonalData(clock: Clock, balances?: BalanceSource, profiles?: ProfileSource): PersonalDataHandler {
  return {
    tables: ['users', 'sessions', 'guest_donations'],

    async export(userId: string, trx: Knex.Transaction) {
      const user = (await trx('users').where({ id: userId }).first()) as (UserRow & Record<string, unknown>) | undefined;
      const profile = (await profiles?.profilesOf([userId], trx))?.get(userId);
      const sessions = (await trx('sessions')
        .where({ user_id: userId })
        .orderBy('created_at')
        .select('id', 'kind', 'created_at', 'expires_at', 'last_used_at', 'revoked_at')) as Record<string, Date | string | null>[];
      const donation = (await trx('guest_donations').where({ user_id: userId }).first('coins', 'xp', 'session_expired_at', 'donated_at')) as
        | { coins: number; xp: number; session_expired_at: Date; donated_at: Date }
        | undefined;
      return {
        profile: user
          ? {
              ...toCurrentUser(user, { balances: (await balances?.balancesOf([userId], trx))?.get(userId), profile }),
              avatarPrompt: profile?.avatarPrompt ?? null,
              dataRetentionExpiry: iso(user.data_retention_expiry as Date | null),
              deletedAt: iso(user.deleted_at),
              createdAt: iso(user.created_at as Date),
              updatedAt: iso(user.updated_at as Date),
            }
          : null,
        // Session ids and times only: token hashes are credentials, not the person's data.
        sessions: sessions.map((s) => ({
          id: s.id,
          kind: s.kind,
          createdAt: iso(s.created_at),
          expiresAt: iso(s.expires_at),
          lastUsedAt: iso(s.last_used_at),
          revokedAt: iso(s.revoked_at),
        })),
        guestDonation: donation
          ? { coins: donation.coins, xp: donation.xp, sessionExpiredAt: iso(donation.session_expired_at), donatedAt: iso(donation.donated_at) }
          : null,
      };
    },

    async erase(userId: string, trx: Knex.Transaction) {
      const now = clock.now();
      const cleared = Object.fromEntries(USER_PERSONAL_FIELDS.map((f) => [f, null]));
      await trx('users')
        .where({ id: userId })
        .update({ ...cleared, is_active: false, is_email_verified: false, marketing_opt_out: true, profiling_opt_out: true, deleted_at: now, updated_at: now });
      await trx('sessions')
        .where({ user_id: userId })
        .update({ revoked_at: trx.raw('coalesce(revoked_at, ?)', [now]), expires_at: trx.raw('least(expires_at, ?)', [now]) });
    },
  };
}
