import type Router from '@koa/router';
import { conflict, forbidden, notFound } from '../../../server/http/errors';
import { endpointRouter, route } from '../../../server/http/route';
import type { SessionUser } from '../../../server/http/session';
import { roleRank } from '../../../shared/constants';
import type { GuestApi } from '../../guest/contract';
import type { AuditLog, OverviewSource, UserChangeResponse } from '../contract';
import { adminOverview } from '../../../shared/core-endpoints';
import { auditLog, disableUser, donationLedger, enableUser, searchUsers, setUserRole } from '../endpoints';
import type { UnitOfWork } from '../../../server/unit-of-work';

const noStore = { headers: { 'Cache-Control': 'no-store' } };

/**
 * The admin shell's own routes: /api/admin/overview, /api/admin/audit, /api/admin/users and
 * /api/admin/donations (each endpoint's access). Module plugins live under /api/admin/<module>/
 * (ServerModule.adminRouter).
 */
export function adminRouter(deps: { uow: UnitOfWork; audit: AuditLog; guests: GuestApi; overview: OverviewSource[] }): Router {
  const { uow, audit, guests } = deps;

  /** Disables or enables an account below the caller's role, with its audit entry. */
  const setActive = (id: string, active: boolean, me: SessionUser): Promise<UserChangeResponse> => {
    if (id === me.id) throw forbidden('You cannot disable your own account here.', 'OWN_ACCOUNT');
    return uow.run(async (unit) => {
      const changed = await guests.setActive(id, active, unit);
      if (!changed) throw notFound('User not found.', 'USER_NOT_FOUND');
      // A moderator acts on cleaners only; an admin on cleaners and moderators.
      if (roleRank(changed.before.role) >= roleRank(me.role)) throw forbidden('You can only do this for accounts below your role.', 'ROLE_TOO_HIGH');
      await audit.write(
        { actorId: me.id, action: active ? 'guest.user_enabled' : 'guest.user_disabled', targetType: 'user', targetId: id, before: { isActive: changed.before.isActive }, after: { isActive: active } },
        unit,
      );
      return { user: changed.after };
    });
  };

  return endpointRouter([
    route(adminOverview, async () => ({ counts: (await Promise.all(deps.overview.map((source) => source()))).flat() }), noStore),
    route(auditLog, async ({ input }) => ({ entries: await audit.list(input.query) }), noStore),
    route(
      searchUsers,
      async ({ input: { query: q } }) => ({ users: await guests.searchUsers({ query: q.q, role: q.role, includeGuests: q.includeGuests, limit: q.limit }) }),
      noStore,
    ),
    route(setUserRole, ({ input, user: me }) => {
      const { id } = input.params;
      const { role } = input.body;
      if (id === me.id) throw forbidden('You cannot change your own role.', 'OWN_ROLE');
      return uow.run(async (unit) => {
        const changed = await guests.setRole(id, role, unit);
        if (!changed) throw notFound('User not found.', 'USER_NOT_FOUND');
        // Admins are made and unmade only with `npm run admin`.
        if (changed.before.role === 'admin') throw forbidden('Admins can only be changed with the admin command.', 'ADMIN_ROLE_LOCKED');
        if (changed.before.isGuest && role !== 'cleaner') throw conflict('GUEST_CANNOT_MODERATE', 'Guests cannot be moderators. The person needs a profile first.');
        await audit.write(
          { actorId: me.id, action: role === 'moderator' ? 'guest.role_granted' : 'guest.role_revoked', targetType: 'user', targetId: id, before: { role: changed.before.role }, after: { role } },
          unit,
        );
        return { user: changed.after };
      });
    }),
    route(disableUser, ({ input, user }) => setActive(input.params.id, false, user)),
    route(enableUser, ({ input, user }) => setActive(input.params.id, true, user)),
    route(donationLedger, () => guests.listDonations(200), noStore),
  ]);
}
