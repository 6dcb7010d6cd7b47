import type { Context } from 'koa';
import { SESSION_COOKIE, type SessionCookies } from '../contract';

/**
 * HttpOnly, SameSite=Lax session cookie; Secure when the public URL is https. Behind a TLS-terminating
 * proxy without TRUST_PROXY, Koa would refuse a Secure cookie on the plain hop, so it is told the
 * original request was secure.
 */
export function sessionCookies({ secure }: { secure: boolean }): SessionCookies {
  const write = (ctx: Context, value: string, expires: Date) => {
    if (secure && !ctx.secure) (ctx.cookies as unknown as { secure: boolean }).secure = true;
    ctx.cookies.set(SESSION_COOKIE, value, { httpOnly: true, sameSite: 'lax', secure, expires, path: '/', overwrite: true });
  };
  return {
    read(ctx) {
      const v = ctx.cookies.get(SESSION_COOKIE);
      return v && /^[A-Za-z0-9_-]{20,200}$/.test(v) ? v : undefined;
    },
    set: (ctx, token, expiresAt) => write(ctx, token, expiresAt),
    clear: (ctx) => write(ctx, '', new Date(0)),
  };
}
