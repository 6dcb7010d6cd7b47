import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import type { MainTab } from '../shell/BottomNav';
import { RouteFallback } from '../shell/RouteFallback';

const TABS: Record<MainTab, LazyExoticComponent<ComponentType>> = {
  map: lazy(() => import('./MapTab')),
  camera: lazy(() => import('./ReportTab')),
  tasks: lazy(() => import('./TasksTab')),
  profile: lazy(() => import('./ProfileTab')),
};

/** The main page: one screen per bottom-navigation tab; the route sets the initial tab. */
export default function MainPage({ tab }: { tab: MainTab }) {
  const Screen = TABS[tab];
  return (
    <Suspense fallback={<RouteFallback />}>
      <Screen />
    </Suspense>
  );
}
