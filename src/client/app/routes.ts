import type { ClientModule, ClientRoute } from '../module';

/** Shell routes, then module routes; a module route replaces a shell route with the same path. */
export function mergeRoutes(shell: ClientRoute[], modules: readonly ClientModule[]): ClientRoute[] {
  const byPath = new Map<string, ClientRoute>();
  for (const route of shell) byPath.set(route.path, route);
  for (const m of modules) {
    for (const route of m.routes ?? []) {
      if (route.path === '*') throw new Error(`Module ${m.id} may not register the catch-all route`);
      byPath.set(route.path, route);
    }
  }
  return [...byPath.values()];
}
