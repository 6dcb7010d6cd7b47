import type Router from '@koa/router';
import type { Context } from 'koa';
import { SERVED_METHODS } from './methods';

/** The label of requests no route answers (the raw path would let anyone grow the metrics without end). */
export const UNMATCHED = 'unmatched';

const served = new Set<string>(SERVED_METHODS);

/** The method for a label: one of those the app serves, or OTHER. */
export function methodLabel(method: string): string {
  return served.has(method) ? method : 'OTHER';
}

/**
 * What a request was, for metrics and the request log, from a bounded set: the matched route's
 * template under /api (`/api/tasks/:id/accept`, also when the method was wrong, or when a module's
 * early middleware answered before the router) or of a module's route outside /api, `static` for files, `page` for the client's pages,
 * `/metrics`, and `unmatched` for the rest. Call it once the request has been answered.
 */
export function routeLabeler(api: Router): (ctx: Context) => string {
  return (ctx) => {
    const cached = ctx.state.routeLabel as string | undefined;
    if (cached) return cached;
    const label = labelOf(api, ctx);
    ctx.state.routeLabel = label;
    return label;
  };
}

function labelOf(api: Router, ctx: Context): string {
  const path = ctx.path;
  // Set by @koa/router when a route's path and method matched (under /api, or a module's route outside it).
  const matched = (ctx as { _matchedRoute?: unknown })._matchedRoute;
  if (typeof matched === 'string') return matched;
  if (path === '/api' || path.startsWith('/api/')) {
    const m = api.match(path, ctx.method);
    const layer = m.pathAndMethod.findLast((l) => l.methods.length > 0) ?? m.path.findLast((l) => l.methods.length > 0);
    return layer ? String(layer.path) : UNMATCHED;
  }
  if (path === '/metrics') return path;
  if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return UNMATCHED;
  // A file name has an extension in its last segment (/main.1a2b3c4d.js, /favicon.ico); pages do not.
  return /\.[A-Za-z0-9]+$/.test(path.slice(path.lastIndexOf('/'))) ? 'static' : 'page';
}
