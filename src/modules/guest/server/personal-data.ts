import type { PersonalDataHandler } from '../../../server/module';
import type { Clock } from '../../../server/tokens';
import type { BalanceSource, ProfileSource } from '../contract';
import { toDonationExport, toSessionExport, toUserExport } from './presenters';
import type { GuestRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

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
export function guestPersonalData(repo: GuestRepository, clock: Clock, balances?: BalanceSource, profiles?: ProfileSource): PersonalDataHandler {
  return {
    tables: ['users', 'sessions', 'guest_donations'],

    async export(userId: string, unit: Unit) {
      const { user, sessions, donation } = await repo.personalData(trxOf(unit), userId);
      const profile = (await profiles?.profilesOf([userId], unit))?.get(userId);
      return {
        profile: user ? toUserExport(user, { balances: (await balances?.balancesOf([userId], unit))?.get(userId), profile }) : null,
        // Session ids and times only: token hashes are credentials, not the person's data.
        sessions: sessions.map(toSessionExport),
        guestDonation: donation ? toDonationExport(donation) : null,
      };
    },

    async erase(userId: string, unit: Unit) {
      await repo.erase(trxOf(unit), userId, USER_PERSONAL_FIELDS, clock.now());
    },
  };
}
