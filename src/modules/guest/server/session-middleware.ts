import type { Context, Next } from 'koa';
import type { GuestApi, SessionCookies } from '../contract';

/** Puts the live session's user on ctx.state.user (or leaves it unset) for every request under /api. */
export function sessionMiddleware(api: GuestApi, cookies: SessionCookies) {
  return async (ctx: Context, next: Next) => {
    if (ctx.path.startsWith('/api/')) {
      const token = cookies.read(ctx);
      if (token) {
        const user = await api.resolveSession(token);
        if (user) {
          ctx.state.user = user;
          // A registered session slid: the cookie follows its new expiry.
          if (user.extended) cookies.set(ctx, token, user.expiresAt);
        }
      }
    }
    await next();
  };
}
