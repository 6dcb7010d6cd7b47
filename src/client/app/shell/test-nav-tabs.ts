import { clientModules } from '../../../modules/client';
import type { NavBadge, NavTab } from '../../module';
import { collectNavTabs } from '../app-modules';

/**
 * The app's navigation tabs (from the client manifests, as the shell collects them) with every
 * badge showing the given state instead of its module's queries: for tests and stories of BottomNav.
 */
export function navTabsShowing(badge: NavBadge = { count: 0, hasNew: false }): readonly NavTab[] {
  return collectNavTabs(clientModules).map((tab) => (tab.badge ? { ...tab, badge: { ...tab.badge, useBadge: () => badge } } : tab));
}
