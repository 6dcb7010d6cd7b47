import type { Context, Next } from 'koa';
import type { GuestApi } from '../contract';
import { readSessionCookie, setSessionCookie } from './session-cookie';

/** Puts the live session's user on ctx.state.user (or leaves it unset) for every request under /api. */
export function sessionMiddleware(api: GuestApi, opts: { secureCookies?: boolean } = {}) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/')) {
      const token = readSessionCookie(ctx);
      if (token) {
        const user = await api.resolveSession(token);
        if (user) {
          ctx.state.user = user;
          // A registered session slid: the cookie follows its new expiry.
          if (user.extended) setSessionCookie(ctx, token, user.expiresAt, !!opts.secureCookies);
        }
      }
    }
    await next();
  };
}
