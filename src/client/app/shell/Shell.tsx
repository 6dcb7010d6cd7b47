import { Suspense, useEffect } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { RouteAnnouncer } from '../../accessibility/RouteAnnouncer';
import { shellParts, useAppModules } from '../app-modules';
import { startLater } from '../../deferred-start';
import { HydrationDone } from '../../hydration';
import { lazyComponent, useDeferredComponent, type LazyComponent } from '../../lazy-component';
import { ModuleSlotsContext } from '../../module-slots';
import type { NavTab } from '../../module';
import { BottomNav } from './BottomNav';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { RouteFallback } from '../../RouteFallback';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Toasts } from './Toasts';
import type { PwaLayerProps } from '../pwa/PwaLayer';
import { SSR_STATE_ID } from '../ssr/state';

/** The service worker, its update prompt and the offline banner (src/client/app/pwa): started late, never in the first route. */
const pwaLayer = lazyComponent<PwaLayerProps>(() => import('../pwa/PwaLayer').then((m) => m.default));
/** 'Waiting for connection (n)' and the sender of the device's offline queue (src/client/offline): started late too. */
const offlineQueue = lazyComponent<object>(() => import('../../offline/OfflineQueueIndicator').then((m) => m.default));

/** One global component, shown once its slice of the deferred start has loaded it (useDeferredComponent). */
function Deferred({ part, urgent }: { part: LazyComponent<object>; urgent?: boolean }) {
  const Component = useDeferredComponent(part, urgent);
  return Component ? <Component /> : null;
}

/**
 * The service worker's offline shell (a page without the server's rendered state: the server was not
 * reached; also a page rendered in the browser only). There the offline banner is urgent: it starts
 * with the offline queue's sender (deferred-start.ts), not with the rest 15 s after the load event.
 */
function offlinePage(): boolean {
  return typeof document !== 'undefined' && !document.getElementById(SSR_STATE_ID);
}

function DeferredPwaLayer({ tabs }: { tabs: readonly NavTab[] }) {
  const PwaLayer = useDeferredComponent(pwaLayer, offlinePage());
  return PwaLayer ? <PwaLayer tabs={tabs} /> : null;
}

/**
 * The app frame: skip link, header, the routed screen in <main>, bottom navigation and toasts. What
 * the modules add (global components, slots, the navigation's tabs with their badges) comes from
 * the app's manifests, built once per manifest list (shellParts). The global components, the offline
 * queue and the service worker start late, one per slice (src/client/deferred-start.ts): after the
 * person's first interaction; without one, the offline queue's sender (and, offline, the offline
 * banner) 5 s after the load event, so what a volunteer queued is sent without any interaction, and
 * the rest 15 s after it.
 */
export function Shell() {
  const { globalComponents, slots, navTabs } = shellParts(useAppModules());
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Last slice: download (not evaluate) the menus and the toast list (prefetch-parts.ts).
  useEffect(() => startLater(() => import('./prefetch-parts')), []);
  return (
    <ModuleSlotsContext.Provider value={slots}>
      <Box sx={{ minHeight: '100dvh', display: 'flex', flexDirection: 'column', bgcolor: 'background.default' }}>
        <SkipLink />
        <Header />
        <Box
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          sx={{ flex: 1, outline: 'none', pb: 'calc(80px + env(safe-area-inset-bottom))' }}
        >
          <ErrorBoundary resetKey={pathname} onGoHome={() => navigate('/')}>
            <Suspense fallback={<RouteFallback />}>
              <Outlet />
              <HydrationDone />
            </Suspense>
          </ErrorBoundary>
        </Box>
        <BottomNav tabs={navTabs} />
        <Toasts />
        <RouteAnnouncer />
        <Deferred part={offlineQueue} urgent />
        <DeferredPwaLayer tabs={navTabs} />
        {globalComponents.map((part, i) => (
          <Deferred key={i} part={part} />
        ))}
      </Box>
    </ModuleSlotsContext.Provider>
  );
}
