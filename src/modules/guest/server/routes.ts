import type Router from '@koa/router';
import { endpointRouter, route } from '../../../server/http/route';
import type { SessionCookies } from '../contract';
import { TOO_MANY_GUESTS } from '../../../shared/session';
import { createGuest, validateSession } from '../../../shared/session-endpoints';
import type { BudgetSettings } from '../../../server/http/budgets';
import { createProfile, publicUser } from '../endpoints';
import type { GuestService } from './service';

export { TOO_MANY_GUESTS };

const noStore = { 'Cache-Control': 'no-store' };

/** `guestLimits`: the settings of POST /api/guest/create's per-address budget (counted before anything else runs). */
export function guestRouter(service: GuestService, opts: { cookies: SessionCookies; guestLimits: BudgetSettings }): Router {
  return endpointRouter([
    route(validateSession, ({ ctx }) => service.validate(opts.cookies.read(ctx)), { headers: noStore }),

    route(
      createGuest,
      async ({ ctx }) => {
        const { token, session, user } = await service.createGuest(ctx.get('user-agent') || null);
        opts.cookies.set(ctx, token, new Date(session.expiresAt));
        return { session, user };
      },
      { limits: opts.guestLimits, headers: noStore },
    ),

    route(
      createProfile,
      async ({ input, ctx }) => {
        const { token, ...result } = await service.createProfile(input.params.userId, input.body, ctx.get('user-agent') || null);
        opts.cookies.set(ctx, token, new Date(result.session.expiresAt));
        return result;
      },
      { self: (input) => input.params.userId, headers: noStore },
    ),

    route(publicUser, ({ input }) => service.getPublicUser(input.params.id)),
  ]);
}
