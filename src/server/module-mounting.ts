import type Koa from 'koa';
import type Router from '@koa/router';
import { layerEndpoint } from './http/route';
import type { OutsideApiRoutes } from './module';

/**
 * A module's admin routes are endpoints (endpointRouter) under /admin/<module id>, for moderators or
 * admins only; anything else stops the start.
 */
export function assertAdminEndpoints(moduleId: string, router: Router): void {
  for (const layer of router.stack) {
    const ep = layerEndpoint(layer.stack);
    if (!ep) throw new Error(`${moduleId}: admin route ${String(layer.path)} must be mounted from an endpoint definition (endpointRouter)`);
    if (!ep.path.startsWith(`/admin/${moduleId}/`) && ep.path !== `/admin/${moduleId}`) throw new Error(`${moduleId}: admin endpoint ${ep.method} ${ep.path} must be under /admin/${moduleId}`);
    if (ep.access !== 'moderator' && ep.access !== 'admin') throw new Error(`${moduleId}: admin endpoint ${ep.method} ${ep.path} must be for moderators or admins, not '${ep.access}'`);
  }
}

/**
 * The modules' routes outside /api: each prefix its own (not /api, not below it, not inside another's),
 * and every route mounted from an endpoint whose path lies below the prefix; anything else stops the start.
 */
export function assertOutsideApi(outside: (OutsideApiRoutes & { moduleId: string })[]): void {
  const inside = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
  for (const o of outside) {
    if (!/^\/[^?#]*[^/?#]$/.test(o.prefix) || inside(o.prefix, '/api')) throw new Error(`${o.moduleId}: outsideApi prefix "${o.prefix}" must be a path outside /api, without a trailing slash`);
    const other = outside.find((x) => x !== o && (inside(o.prefix, x.prefix) || inside(x.prefix, o.prefix)));
    if (other) throw new Error(`${o.moduleId}: outsideApi prefix ${o.prefix} overlaps ${other.moduleId}'s ${other.prefix}`);
    for (const layer of o.router.stack) {
      const ep = layerEndpoint(layer.stack);
      if (!ep) throw new Error(`${o.moduleId}: route ${String(layer.path)} outside /api must be mounted from an endpoint definition (endpointRouter)`);
      if (!ep.path.startsWith(`${o.prefix}/`)) throw new Error(`${o.moduleId}: endpoint ${ep.method} ${ep.path} must be below ${o.prefix}`);
    }
  }
}

/** Serves a module's routes outside /api: its router below its prefix, and its own answer for what no route took. */
export function outsideApiMiddleware(o: OutsideApiRoutes): Koa.Middleware {
  const dispatch = o.router.routes();
  const noop = async () => {};
  return async (ctx, next) => {
    if (ctx.path !== o.prefix && !ctx.path.startsWith(`${o.prefix}/`)) return next();
    await dispatch(ctx as Parameters<typeof dispatch>[0], noop);
    if (ctx.status === 404 && ctx.body == null) await o.unmatched(ctx, noop);
  };
}
