import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { clientModules } from '../modules/client';
import type { ClientModule, ClientRoute } from './module';
import { mergeRoutes } from './routes';
import { MAIN_TABS, type MainTab } from './shell/BottomNav';
import { Shell } from './shell/Shell';

const MainPage = lazy(() => import('./screens/MainPage'));
const NotFound = lazy(() => import('./shell/NotFound'));
/** The admin area: its own chunk, never in the public bundle. */
const AdminShell = lazy(() => import('./admin/AdminShell'));

function mainTab(tab: MainTab): ClientRoute['lazy'] {
  return async () => ({ default: () => <MainPage tab={tab} /> });
}

/** Spec 2, Routes. Tab routes show the same main page with the initial tab set. */
export const SHELL_ROUTES: ClientRoute[] = [
  { path: '/', lazy: mainTab('map') },
  ...MAIN_TABS.map((tab) => ({ path: `/${tab}`, lazy: mainTab(tab) })),
  { path: '/submit-task', lazy: () => import('./screens/SubmitTaskPage') },
  { path: '/accessibility', lazy: () => import('./screens/AccessibilityPage') },
  { path: '/privacy', lazy: () => import('./screens/PrivacyPage') },
];

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
