import type Router from '@koa/router';
import type { Middleware } from 'koa';
import { endpointRouter, route } from '../../../server/http/route';
import type { SessionCookies } from '../contract';
import { createGuest, validateSession } from '../../../shared/session-endpoints';
import { createProfile, publicUser } from '../endpoints';
import type { IdentityService } from './service';

export const TOO_MANY_GUESTS = 'Too many new guest sessions from your network. Please try again later.';

const noStore = { 'Cache-Control': 'no-store' };

/** `createLimit` counts POST /api/guest/create before anything else runs (rateLimit in src/server/http). */
export function identityRouter(service: IdentityService, opts: { cookies: SessionCookies; createLimit: Middleware }): Router {
  return endpointRouter([
    route(validateSession, ({ ctx }) => service.validate(opts.cookies.read(ctx)), { headers: noStore }),

    route(
      createGuest,
      async ({ ctx }) => {
        const { token, session, user } = await service.createGuest(ctx.get('user-agent') || null);
        opts.cookies.set(ctx, token, new Date(session.expiresAt));
        return { session, user };
      },
      { before: [opts.createLimit], headers: noStore },
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
