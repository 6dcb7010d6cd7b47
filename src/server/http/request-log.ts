import type { Context, Next } from 'koa';
import type { Logger } from './errors';

/** One line per request: method, path, status, duration. Query strings are left out (they may hold ids). */
export function requestLog(log: Logger) {
  return async (ctx: Context, next: Next) => {
    const start = performance.now();
    try {
      await next();
    } finally {
      const ms = (performance.now() - start).toFixed(1);
      log.info(`${ctx.method} ${ctx.path} ${ctx.status} ${ms}ms`);
    }
  };
}
