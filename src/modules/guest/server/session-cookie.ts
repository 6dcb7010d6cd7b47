import type { Context } from 'koa';
import { SESSION_COOKIE } from '../contract';

/**
 * HttpOnly, SameSite=Lax session cookie; Secure when the public URL is https. Behind a TLS-terminating
 * proxy without TRUST_PROXY, Koa would refuse a Secure cookie on the plain hop, so it is told the
 * original request was secure.
 */
export function setSessionCookie(ctx: Context, token: string, expiresAt: Date, secure: boolean): void {
  if (secure && !ctx.secure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
  ctx.cookies.set(SESSION_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, expires: expiresAt, path: '/', overwrite: true });
}

export function readSessionCookie(ctx: Context): string | undefined {
  const v = ctx.cookies.get(SESSION_COOKIE);
  return v && /^[A-Za-z0-9_-]{20,200}$/.test(v) ? v : undefined;
}
