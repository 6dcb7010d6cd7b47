import { hasRole } from '../../shared/constants';
import type { Context, Next } from 'koa';
import type { SessionUser } from './session';
import { forbidden, unauthorized } from './errors';

/** The session's user, or undefined without a live session (for middleware that runs before the access check). */
export function currentUser(ctx: Context): SessionUser | undefined {
  return ctx.state.user as SessionUser | undefined;
}

export function sessionUser(ctx: Context): SessionUser {
  const user = currentUser(ctx);
  if (!user) throw unauthorized();
  return user;
}

/** 401 without a live session. */
export async function requireSession(ctx: Context, next: Next): Promise<void> {
  sessionUser(ctx);
  await next();
}

/** 401 without a session, 403 unless the session user has at least this role. */
export function requireRole(role: 'moderator' | 'admin') {
  return async (ctx: Context, next: Next) => {
    const user = sessionUser(ctx);
    if (!hasRole(user.role, role)) throw forbidden(role === 'admin' ? 'Only admins may do this.' : 'Only moderators and admins may do this.');
    await next();
  };
}
