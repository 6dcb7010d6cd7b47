import { lazy } from 'react';
import { BrowserRouter, matchRoutes, Route, Routes } from 'react-router-dom';
import { useAppModules } from './app-modules';
import { preloadableScreen, type PreloadableScreen } from './lazy-screen';
import type { ClientModule, ClientRoute } from '../module';
import { mergeRoutes } from './routes';
import { Shell } from './shell/Shell';

/** The not-found screen: preloadable like the routes, so server rendering can render it. */
const notFound = preloadableScreen(() => import('./shell/NotFound'));
/** The admin area: its own chunk, never in the public bundle. */
const AdminShell = lazy(() => import('./admin/AdminShell'));

/**
 * The shell's own routes (spec 2, Routes). The other routes of the spec come from the modules' client
 * manifests: the main tabs ('/', '/map', '/camera', '/tasks', '/profile'), '/submit-task', '/privacy'.
 */
export const SHELL_ROUTES: ClientRoute[] = [{ path: '/accessibility', lazy: () => import('./screens/AccessibilityPage') }];

const screenCache = new Map<ClientRoute['lazy'], PreloadableScreen>();
function screenOf(route: ClientRoute): PreloadableScreen {
  let screen = screenCache.get(route.lazy);
  if (!screen) {
    screen = preloadableScreen(route.lazy);
    screenCache.set(route.lazy, screen);
  }
  return screen;
}

/**
 * The screen route that `pathname` shows, or null (not found, the admin area). Server rendering
 * renders only these, and loads the screen first so it renders in one pass.
 */
export function matchScreenRoute(pathname: string, modules: readonly ClientModule[]): ClientRoute | null {
  const routes = mergeRoutes(SHELL_ROUTES, modules);
  const match = matchRoutes(
    routes.map((route) => ({ path: route.path })),
    pathname,
  );
  const path = match?.[match.length - 1]?.route.path;
  return routes.find((r) => r.path === path) ?? null;
}

/** Loads the code of the screen `pathname` shows (before server rendering or hydration); no-op for others. */
export async function preloadScreen(pathname: string, modules: readonly ClientModule[]): Promise<void> {
  const route = matchScreenRoute(pathname, modules);
  if (route) await screenOf(route).preload();
  else if (!isAdminPath(pathname)) await notFound.preload();
}

/** The admin area (its own lazy shell): rendered in the browser only. */
export function isAdminPath(pathname: string): boolean {
  return pathname === '/admin' || pathname.startsWith('/admin/');
}

/** The route elements, the shell's and the app's modules' (AppModulesContext) merged, and the not-found catch-all last. */
export function AppRoutes() {
  const routes = mergeRoutes(SHELL_ROUTES, useAppModules());
  return (
    <Routes>
      <Route element={<Shell />}>
        {routes.map((route) => {
          const Screen = screenOf(route).Component;
          return <Route key={route.path} path={route.path} element={<Screen />} />;
        })}
        <Route path="/admin/*" element={<AdminShell />} />
        <Route path="*" element={<notFound.Component />} />
      </Route>
    </Routes>
  );
}

export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
