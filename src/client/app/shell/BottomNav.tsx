import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction, { type BottomNavigationActionProps } from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NAV_BADGE_CAP } from '../../../shared/constants';
import type { NavTab, NavTabBadge } from '../../module';
import { visuallyHiddenStyle } from '../../../ui/VisuallyHidden';
import { formatBadgeCount } from './nav-badge';
import { BottomNavStyles } from './shell-styles';
import { TabBadge } from './TabBadge';

/**
 * The tab a path shows, or null off the main page: '/' shows the home tab, `/<value>` (one segment)
 * the tab with that value.
 */
export function tabForPath(pathname: string, tabs: readonly NavTab[]): string | null {
  if (pathname === '/' || pathname === '') return tabs.find((tab) => tab.home)?.value ?? null;
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  return tabs.some((tab) => tab.value === first) && pathname.split('/').filter(Boolean).length === 1 ? first : null;
}

/**
 * A tab's props. BottomNavigation reads `value` from each child and hands it `selected` and
 * `showLabel` (React.cloneElement), which the tab passes on to its action. The `onChange` it also
 * hands over is left out: the navigation has none (the tabs are links).
 */
interface TabProps extends Pick<BottomNavigationActionProps, 'selected' | 'showLabel'> {
  tab: NavTab;
  value: string;
  current: boolean;
}

/**
 * `more` is read after the visible label (e.g. ', 1 active task'), hidden on screen. The name comes from the
 * content, not an aria-label: the badge's number stands before the label in the DOM, and an aria-label
 * ('Tasks, 1 active task') would not hold the visible text in its order (axe's label-content-name-mismatch,
 * WCAG 2.5.3), in any language.
 */
function TabAction({ tab, current, icon, more, selected, showLabel, value }: TabProps & { icon: ReactNode; more?: string }) {
  const { t } = useTranslation();
  const label = t(tab.labelKey);
  return (
    <BottomNavigationAction
      selected={selected}
      showLabel={showLabel}
      component={RouterLink}
      to={`/${tab.value}`}
      value={value}
      label={
        more ? (
          <>
            {label}
            <span style={visuallyHiddenStyle}>{`, ${more}`}</span>
          </>
        ) : (
          label
        )
      }
      icon={icon}
      aria-current={current ? 'page' : undefined}
    />
  );
}

function PlainTab(props: TabProps) {
  const Icon = props.tab.icon;
  return <TabAction {...props} icon={<Icon />} />;
}

/**
 * A tab with a badge. Its hook is called here, not in the shell: each answer of the badge's queries
 * re-rendered the whole shell and the screen in it, synchronously (react-query's updates are urgent),
 * an 86-121 ms task on a phone when the first list arrived (npm run bench:trace).
 */
function BadgedTab({ badge, ...props }: TabProps & { badge: NavTabBadge }) {
  const { t } = useTranslation();
  const { useBadge } = badge;
  const { count, hasNew } = useBadge();
  const Icon = props.tab.icon;
  const parts: string[] = [];
  if (formatBadgeCount(count)) {
    parts.push(count > NAV_BADGE_CAP ? t(badge.labelKeys.capped, { cap: NAV_BADGE_CAP }) : t(badge.labelKeys.count, { count }));
  }
  if (hasNew) parts.push(t(badge.labelKeys.hasNew));
  const icon = (
    <TabBadge count={count} hasNew={hasNew} testIds={badge.testIds}>
      <Icon />
    </TabBadge>
  );
  return <TabAction {...props} icon={icon} more={parts.length > 0 ? parts.join(', ') : undefined} />;
}

export interface BottomNavProps {
  /** The tabs the modules declare, in order (collectNavTabs, through shellParts). */
  tabs: readonly NavTab[];
}

/**
 * Fixed bottom navigation (links) of the modules' tabs (today map, camera (Report), tasks with its badge, profile).
 * Placed and sized by BottomNavStyles (static class rules), not by `sx` props (issue 38 point 3).
 */
export function BottomNav({ tabs }: BottomNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabForPath(pathname, tabs);

  return (
    <Paper
      component="nav"
      aria-label={t('nav.label')}
      elevation={8}
      square
      className="cq-bottom-nav"
    >
      <BottomNavStyles />
      <BottomNavigation showLabels value={current ?? false}>
        {tabs.map((tab) =>
          tab.badge ? (
            <BadgedTab key={tab.value} value={tab.value} tab={tab} current={current === tab.value} badge={tab.badge} />
          ) : (
            <PlainTab key={tab.value} value={tab.value} tab={tab} current={current === tab.value} />
          ),
        )}
      </BottomNavigation>
    </Paper>
  );
}
