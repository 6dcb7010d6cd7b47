import type { Outbox } from '../../../server/outbox';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import type { Role } from '../../../shared/constants';
import { GuestEvents } from '../contract';
import type { ActiveChanged, AdminUserDto, DonationLedgerDto, ProfileSource, UserSearch } from '../contract';
import type { GuestAdminRepository } from './admin-repository';
import { toAdminUser, toDonation, type UserFacts } from './presenters';
import type { UserRow } from './repository';

/** User administration (roles, disabling, search, the donation ledger): the admin part of GuestApi. */
export class UserAdmin {
  constructor(
    private readonly d: {
      adminRepo: GuestAdminRepository;
      clock: Clock;
      outbox: Outbox;
      uow: UnitOfWork;
      profiles?: ProfileSource;
      /** A user as the admin pages show them, with what other modules keep about them. */
      admin(u: UserRow, unit?: Unit): Promise<AdminUserDto>;
      factsOf(ids: readonly string[]): Promise<(id: string) => UserFacts>;
    },
  ) {}

  async setRole(userId: string, role: Role, unit: Unit): Promise<{ before: AdminUserDto; after: AdminUserDto } | null> {
    const r = await this.d.adminRepo.updateRole(trxOf(unit), userId, role, this.d.clock.now());
    return r ? { before: await this.d.admin(r.before, unit), after: await this.d.admin(r.after, unit) } : null;
  }

  async setActive(userId: string, active: boolean, unit: Unit): Promise<{ before: AdminUserDto; after: AdminUserDto } | null> {
    const r = await this.d.adminRepo.updateActive(trxOf(unit), userId, active, this.d.clock.now());
    if (!r) return null;
    if (r.before.is_active !== r.after.is_active) {
      const changed: ActiveChanged = { userId, active: r.after.is_active, isGuest: r.after.is_guest };
      // Written with the caller's unit, delivered once it has committed (a rollback announces nothing).
      await this.d.outbox.publish(unit, GuestEvents.activeChanged, changed);
    }
    return { before: await this.d.admin(r.before, unit), after: await this.d.admin(r.after, unit) };
  }

  async searchUsers(q: UserSearch): Promise<AdminUserDto[]> {
    const limit = Math.max(1, Math.min(q.limit ?? 50, 200));
    const text = q.query?.trim();
    const named = text && this.d.profiles ? await this.d.profiles.matching(text, limit) : [];
    const rows = await this.d.uow.run((_, trx) => this.d.adminRepo.searchUsers(trx, { ...q, limit }, named));
    const facts = await this.d.factsOf(rows.map((r) => r.id));
    return rows.map((r) => toAdminUser(r, facts(r.id)));
  }

  async findUserByUsername(username: string, unit?: Unit): Promise<AdminUserDto | null> {
    const row = await this.d.uow.run((_, trx) => this.d.adminRepo.findByUsername(trx, username), unit);
    return row ? this.d.admin(row, unit) : null;
  }

  async listDonations(limit: number): Promise<DonationLedgerDto> {
    const { rows, totals } = await this.d.uow.run((_, trx) => this.d.adminRepo.listDonations(trx, Math.max(1, Math.min(limit, 500))));
    return {
      donations: rows.map(toDonation),
      totals,
    };
  }
}
