import type { Context, Next } from 'koa';
import { ErrorCodes } from '../../shared/errors';
import { HttpError } from './errors';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses non-safe requests a browser marks as cross-site. Sec-Fetch-Site is the primary signal; an
 * Origin header that is neither our public origin nor the request's own host is the fallback for
 * browsers without it. Requests without either (curl, server-to-server) carry no ambient browser
 * cookies from another site and pass.
 */
export function csrfGuard(allowedOrigins: string[]) {
  const allowed = new Set(allowedOrigins);
  return async (ctx: Context, next: Next) => {
    if (!SAFE.has(ctx.method)) {
      const site = ctx.get('Sec-Fetch-Site');
      const origin = ctx.get('Origin');
      const crossSite = site ? site !== 'same-origin' && site !== 'none' : false;
      // (Koa 3's ctx.origin echoes the Origin header, so the own origin is built from protocol and host.)
      const foreignOrigin = origin !== '' && !allowed.has(origin) && origin !== `${ctx.protocol}://${ctx.host}`;
      if (crossSite || foreignOrigin) {
        throw new HttpError(403, ErrorCodes.CSRF_REJECTED, 'Cross-site requests are not allowed. Use CleanQuest from its own site.');
      }
    }
    await next();
  };
}
