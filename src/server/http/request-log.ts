import type { Context, Next } from 'koa';
import type { Logger } from './errors';

/**
 * One JSON line per request: method, route template, path, status, duration and request id. Query
 * strings are left out (they may hold ids).
 */
export function requestLog(log: Logger, routeOf: (ctx: Context) => string) {
  return async (ctx: Context, next: Next) => {
    const start = performance.now();
    let failed = false;
    try {
      await next();
    } catch (err) {
      failed = true;
      throw err;
    } finally {
      log.info('request', {
        method: ctx.method,
        route: routeOf(ctx),
        path: ctx.path,
        status: failed ? 500 : ctx.status,
        ms: Math.round((performance.now() - start) * 10) / 10,
        requestId: ctx.state.requestId as string | undefined,
      });
    }
  };
}
