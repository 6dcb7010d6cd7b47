import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import { Outlet, useLocation, useNavigate } from 'react-router-dom';
import { clientModules } from '../../modules/client';
import { RouteAnnouncer } from '../accessibility/RouteAnnouncer';
import { collectSlots, ModuleSlotsContext } from '../module-slots';
import { BottomNav } from './BottomNav';
import { ErrorBoundary } from './ErrorBoundary';
import { Header } from './Header';
import { RouteFallback } from './RouteFallback';
import { MAIN_CONTENT_ID, SkipLink } from './SkipLink';
import { Toasts } from './Toasts';

/** Module-provided UI shown on every screen (e.g. the level-up dialog), loaded lazily once. */
const globalComponents = clientModules.flatMap((m) => m.globalComponents ?? []).map((load) => lazy(load));
/** UI modules offer each other through named slots (module.ts, ModuleSlots). */
const moduleSlots = collectSlots(clientModules);

/** The app frame: skip link, header, the routed screen in <main>, bottom navigation and toasts. */
export function Shell() {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  return (
    <ModuleSlotsContext.Provider value={moduleSlots}>
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
            </Suspense>
          </ErrorBoundary>
        </Box>
        {/* Tasks arrive in a later update; until then there is nothing to count. */}
        <BottomNav taskCount={0} hasNewTasks={false} />
        <Toasts />
        <RouteAnnouncer />
        <Suspense fallback={null}>
          {globalComponents.map((Global, i) => (
            <Global key={i} />
          ))}
        </Suspense>
      </Box>
    </ModuleSlotsContext.Provider>
  );
}
