import { Suspense, lazy, useEffect, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { RouteAnnouncer } from '../../accessibility/RouteAnnouncer';
import { afterLoadWhenIdle } from '../../after-load';
import { shellParts, useAppModules } from '../app-modules';
import { HydrationDone } from '../../hydration';
import { ModuleSlotsContext } from '../../module-slots';
import { BottomNav } from './BottomNav';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { RouteFallback } from '../../RouteFallback';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Toasts } from './Toasts';
import type { PwaLayerProps } from '../pwa/PwaLayer';

/** The service worker, its update prompt and the offline banner (src/client/app/pwa): after load, never in the first route. */
const PwaLayer = lazy((): Promise<{ default: ComponentType<PwaLayerProps> }> => import('../pwa/PwaLayer').catch(() => ({ default: () => null })));
/** 'Waiting for connection (n)' and the sender of the device's offline queue (src/client/offline): after load too. */
const OfflineQueueIndicator = lazy(() => import('../../offline/OfflineQueueIndicator').catch(() => ({ default: () => <></> })));

/**
 * True once the browser has been idle after the page's load event (afterLoadWhenIdle): the
 * global components' code (watchers and banners, tens of KB) then loads off the first screen's
 * critical path instead of competing with it.
 */
function useAfterFirstPaint(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => afterLoadWhenIdle(() => setReady(true)), []);
  return ready;
}

/**
 * The app frame: skip link, header, the routed screen in <main>, bottom navigation and toasts. What
 * the modules add (global components, slots, the navigation's tabs with their badges) comes from
 * the app's manifests, built once per manifest list (shellParts); the global components load lazily
 * once, after the first screen has rendered (see useAfterFirstPaint).
 */
export function Shell() {
  const { globalComponents, slots, navTabs } = shellParts(useAppModules());
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const loadGlobals = useAfterFirstPaint();
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
        {loadGlobals && (
          <Suspense fallback={null}>
            {globalComponents.map((Global, i) => (
              <Global key={i} />
            ))}
          </Suspense>
        )}
        {loadGlobals && (
          <Suspense fallback={null}>
            <PwaLayer tabs={navTabs} />
            <OfflineQueueIndicator />
          </Suspense>
        )}
      </Box>
    </ModuleSlotsContext.Provider>
  );
}
