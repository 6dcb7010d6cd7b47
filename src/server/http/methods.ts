import type { Context, Next } from 'koa';
import { ErrorCodes } from '../../shared/errors';
import { HttpError } from './errors';

/** Every method any route or the static files answer. */
export const SERVED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Refuses methods the app serves nowhere (TRACE, PROPFIND, PURGE, SEARCH, LOCK, MKCOL, REPORT,
 * QUERY, ...) with a JSON 405 before anything else looks at the request. Without it @koa/router's
 * allowedMethods throws a 501 NotImplemented for them on every path, which became a 500 with a stack
 * in the log.
 */
export function servedMethodsOnly() {
  const allow = SERVED_METHODS.join(', ');
  const served = new Set<string>(SERVED_METHODS);
  return async (ctx: Context, next: Next) => {
    if (!served.has(ctx.method)) {
      throw new HttpError(405, ErrorCodes.METHOD_NOT_ALLOWED, `The method ${ctx.method} is not supported here.`, undefined, { Allow: allow });
    }
    await next();
  };
}
