import BottomNavigation from '@mui/material/BottomNavigation';
import BottomNavigationAction from '@mui/material/BottomNavigationAction';
import Paper from '@mui/material/Paper';
import AssignmentIcon from '@mui/icons-material/Assignment';
import MapIcon from '@mui/icons-material/Map';
import PersonIcon from '@mui/icons-material/Person';
import PhotoCameraIcon from '@mui/icons-material/PhotoCamera';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { NAV_BADGE_CAP } from '../../../shared/constants';
import { formatBadgeCount } from './nav-badge';
import { TaskCountBadge } from './TaskCountBadge';

export const MAIN_TABS = ['map', 'camera', 'tasks', 'profile'] as const;
export type MainTab = (typeof MAIN_TABS)[number];
export const DEFAULT_TAB: MainTab = 'map';

/** The main tab a path shows, or null off the main page ('/' shows the default tab). */
export function tabForPath(pathname: string): MainTab | null {
  if (pathname === '/' || pathname === '') return DEFAULT_TAB;
  const first = pathname.replace(/^\/+/, '').split('/')[0];
  return (MAIN_TABS as readonly string[]).includes(first) && pathname.split('/').filter(Boolean).length === 1 ? (first as MainTab) : null;
}

export interface BottomNavProps {
  /** The user's active tasks (shown capped at '99+'). */
  taskCount?: number;
  /** Available tasks appeared since the user last opened the tasks list. */
  hasNewTasks?: boolean;
}

/** Fixed bottom navigation (links): map, camera (Report), tasks (count badge and new dot), profile. */
export function BottomNav({ taskCount = 0, hasNewTasks = false }: BottomNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const current = tabForPath(pathname);

  const countText = formatBadgeCount(taskCount);
  const tasksLabelParts = [t('nav.tasks')];
  if (countText) {
    tasksLabelParts.push(taskCount > NAV_BADGE_CAP ? t('nav.taskCountCapped', { cap: NAV_BADGE_CAP }) : t('nav.taskCount', { count: taskCount }));
  }
  if (hasNewTasks) tasksLabelParts.push(t('nav.newTasks'));

  const tabs: { value: MainTab; label: string; icon: ReactNode; ariaLabel?: string }[] = [
    { value: 'map', label: t('nav.map'), icon: <MapIcon /> },
    { value: 'camera', label: t('nav.report'), icon: <PhotoCameraIcon /> },
    {
      value: 'tasks',
      label: t('nav.tasks'),
      ariaLabel: tasksLabelParts.length > 1 ? tasksLabelParts.join(', ') : undefined,
      icon: (
        <TaskCountBadge count={taskCount} hasNew={hasNewTasks}>
          <AssignmentIcon />
        </TaskCountBadge>
      ),
    },
    { value: 'profile', label: t('nav.profile'), icon: <PersonIcon /> },
  ];

  return (
    <Paper
      component="nav"
      aria-label={t('nav.label')}
      elevation={8}
      square
      sx={{
        position: 'fixed',
        left: 0,
        right: 0,
        bottom: 0,
        zIndex: (theme) => theme.zIndex.appBar,
        pb: 'env(safe-area-inset-bottom)',
        borderTop: 1,
        borderColor: 'divider',
      }}
    >
      <BottomNavigation showLabels value={current ?? false} sx={{ height: 64 }}>
        {tabs.map((tab) => (
          <BottomNavigationAction
            key={tab.value}
            component={RouterLink}
            to={`/${tab.value}`}
            value={tab.value}
            label={tab.label}
            icon={tab.icon}
            aria-label={tab.ariaLabel}
            aria-current={current === tab.value ? 'page' : undefined}
            sx={{ maxWidth: 'none' }}
          />
        ))}
      </BottomNavigation>
    </Paper>
  );
}
