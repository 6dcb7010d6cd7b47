import type { Context, Middleware, Next } from 'koa';
import { REQUEST_ID_HEADER } from './request-id';

/** Methods other sites' scripts may use on a public read endpoint. */
export const PUBLIC_CORS_METHODS = ['GET', 'HEAD'] as const;

/**
 * Request headers a cross-site script may send (besides the CORS-safelisted ones): conditional
 * requests and the language. Anything else fails the browser's preflight.
 */
export const PUBLIC_CORS_REQUEST_HEADERS = ['Accept', 'Accept-Language', 'Content-Language', 'Cache-Control', 'If-None-Match', 'If-Modified-Since'] as const;

/** Answer headers a cross-site script may read (besides the safelisted Content-Type, Cache-Control, ...). */
export const PUBLIC_CORS_EXPOSED_HEADERS = ['ETag', 'Link', 'Content-Disposition', 'Retry-After', REQUEST_ID_HEADER] as const;

/** How long a browser may keep a preflight's answer (one day). */
export const PUBLIC_CORS_MAX_AGE_SECONDS = 86_400;

export interface PublicCorsOptions {
  /**
   * Path prefixes the middleware serves, e.g. ['/api/open-data/', '/open311/v2/']: other requests pass
   * untouched. Unset: every request that reaches it (for a route's `before`).
   */
  paths?: readonly string[];
  /** More answer headers to expose, e.g. a count header of one's own. */
  exposeHeaders?: readonly string[];
}

/**
 * CORS for public read-only answers that are the same for everyone (open data, Open311 reads), so
 * other sites' scripts may fetch them:
 * - every answer under `paths` (errors too, so a script can read the JSON error) carries
 *   `Access-Control-Allow-Origin: *` and `Access-Control-Expose-Headers`. The value never depends on
 *   the request, so the answer needs no `Vary: Origin` and caches stay shared. No
 *   `Access-Control-Allow-Credentials`: browsers send no cookies with such requests, and the answers
 *   must not depend on a session anyway;
 * - a preflight (`OPTIONS` with `Access-Control-Request-Method`) is answered here with 204, allowing
 *   GET and HEAD and the headers of PUBLIC_CORS_REQUEST_HEADERS, kept a day by the browser. A
 *   preflight for another method (a cross-site POST) gets the same answer, which the browser refuses:
 *   writes stay same-site (the CSRF guard refuses them as well).
 *
 * Use it from a module's manifest, `earlyMiddleware: () => [publicReadCors({ paths: ['/api/open-data/'] })]`
 * (before the session and the CSRF guard, which a public read does not need), or on one route,
 * `route(endpoint, handler, { before: [publicReadCors()] })` (the preflight of a route-level use
 * never reaches it: the router answers OPTIONS itself, so prefer `paths`).
 */
export function publicReadCors(options: PublicCorsOptions = {}): Middleware {
  const { paths } = options;
  const expose = [...new Set([...PUBLIC_CORS_EXPOSED_HEADERS, ...(options.exposeHeaders ?? [])])].join(', ');
  const allowMethods = PUBLIC_CORS_METHODS.join(', ');
  const allowHeaders = PUBLIC_CORS_REQUEST_HEADERS.join(', ');
  const applies = (path: string) => !paths || paths.some((p) => path === p || path.startsWith(p) || `${path}/` === p);
  return async (ctx: Context, next: Next) => {
    if (!applies(ctx.path)) return next();
    ctx.set('Access-Control-Allow-Origin', '*');
    if (ctx.method === 'OPTIONS' && ctx.get('Access-Control-Request-Method')) {
      ctx.set({
        'Access-Control-Allow-Methods': allowMethods,
        'Access-Control-Allow-Headers': allowHeaders,
        'Access-Control-Max-Age': String(PUBLIC_CORS_MAX_AGE_SECONDS),
      });
      ctx.status = 204;
      return;
    }
    ctx.set('Access-Control-Expose-Headers', expose);
    await next();
  };
}
