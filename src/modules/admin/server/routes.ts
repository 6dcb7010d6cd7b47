import Router from '@koa/router';
import { requireRole, sessionUser } from '../../../server/http/auth';
import { conflict, forbidden, notFound } from '../../../server/http/errors';
import { validate } from '../../../server/http/validate';
import { roleRank, type Role } from '../../../shared/constants';
import type { IdentityApi } from '../../identity/contract';
import type { AuditLog, OverviewResponse, OverviewSource } from '../contract';
import { auditQuerySchema, idParamsSchema, roleBodySchema, userSearchQuerySchema } from '../schemas';
import type { UnitOfWork } from '../../../server/unit-of-work';


/**
 * The admin shell's own routes: /api/admin/overview, /api/admin/audit, /api/admin/users and
 * /api/admin/donations. Module plugins live under /api/admin/<module>/ (ServerModule.adminRouter).
 */
export function adminRouter(deps: { uow: UnitOfWork; audit: AuditLog; identity: IdentityApi; overview: OverviewSource[] }): Router {
  const { uow, audit, identity } = deps;
  const router = new Router({ prefix: '/admin' });
  const moderator = requireRole('moderator');
  const admin = requireRole('admin');
  const byId = validate({ params: idParamsSchema });

  router.get('/overview', moderator, async (ctx) => {
    const parts = await Promise.all(deps.overview.map((source) => source()));
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { counts: parts.flat() } satisfies OverviewResponse;
  });

  router.get('/audit', admin, validate({ query: auditQuerySchema }), async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { entries: await audit.list(ctx.state.query) };
  });

  router.get('/users', moderator, validate({ query: userSearchQuerySchema }), async (ctx) => {
    const q = ctx.state.query as { q?: string; role?: Role; includeGuests?: boolean; limit?: number };
    ctx.set('Cache-Control', 'no-store');
    ctx.body = { users: await identity.searchUsers({ query: q.q, role: q.role, includeGuests: q.includeGuests, limit: q.limit }) };
  });

  router.put('/users/:id/role', admin, byId, validate({ body: roleBodySchema }), async (ctx) => {
    const me = sessionUser(ctx);
    const id = ctx.state.params.id as string;
    const { role } = ctx.request.body as { role: Role };
    if (id === me.id) throw forbidden('You cannot change your own role.', 'OWN_ROLE');
    ctx.body = await uow.run(async (unit) => {
      const changed = await identity.setRole(id, role, unit);
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
  });

  for (const [verb, active] of [['disable', false], ['enable', true]] as const) {
    router.post(`/users/:id/${verb}`, moderator, byId, async (ctx) => {
      const me = sessionUser(ctx);
      const id = ctx.state.params.id as string;
      if (id === me.id) throw forbidden('You cannot disable your own account here.', 'OWN_ACCOUNT');
      ctx.body = await uow.run(async (unit) => {
        const changed = await identity.setActive(id, active, unit);
        if (!changed) throw notFound('User not found.', 'USER_NOT_FOUND');
        // A moderator acts on cleaners only; an admin on cleaners and moderators.
        if (roleRank(changed.before.role) >= roleRank(me.role)) throw forbidden('You can only do this for accounts below your role.', 'ROLE_TOO_HIGH');
        await audit.write(
          { actorId: me.id, action: active ? 'guest.user_enabled' : 'guest.user_disabled', targetType: 'user', targetId: id, before: { isActive: changed.before.isActive }, after: { isActive: active } },
          unit,
        );
        return { user: changed.after };
      });
    });
  }

  router.get('/donations', admin, async (ctx) => {
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await identity.listDonations(200);
  });

  return router;
}
