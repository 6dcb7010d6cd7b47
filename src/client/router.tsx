import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { clientModules } from '../modules/client';
import type { ClientModule, ClientRoute } from './module';
import { mergeRoutes } from './routes';
import { Shell } from './shell/Shell';

const NotFound = lazy(() => import('./shell/NotFound'));
/** The admin area: its own chunk, never in the public bundle. */
const AdminShell = lazy(() => import('./admin/AdminShell'));

/**
 * The shell's own routes (spec 2, Routes). The other routes of the spec come from the modules' client
 * manifests: the main tabs ('/', '/map', '/camera', '/tasks', '/profile'), '/submit-task', '/privacy'.
 */
export const SHELL_ROUTES: ClientRoute[] = [{ path: '/accessibility', lazy: () => import('./screens/AccessibilityPage') }];

const lazyCache = new Map<ClientRoute['lazy'], LazyExoticComponent<ComponentType>>();
function toComponent(route: ClientRoute) {
  let component = lazyCache.get(route.lazy);
  if (!component) {
    component = lazy(route.lazy);
    lazyCache.set(route.lazy, component);
  }
  return component;
}

/** The route elements, shell and module routes merged, and the not-found catch-all last. */
export function AppRoutes({ modules = clientModules }: { modules?: ClientModule[] }) {
  const routes = mergeRoutes(SHELL_ROUTES, modules);
  return (
    <Routes>
      <Route element={<Shell />}>
        {routes.map((route) => {
          const Screen = toComponent(route);
          return <Route key={route.path} path={route.path} element={<Screen />} />;
        })}
        <Route path="/admin/*" element={<AdminShell modules={modules} />} />
        <Route path="*" element={<NotFound />} />
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
