import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { formatBadgeCount } from './nav-badge';

export interface TaskCountBadgeProps {
  count: number;
  /** Shows a dot for tasks the user has not seen yet. */
  hasNew?: boolean;
  children: ReactNode;
}

/** Count badge (capped at '99+') on the top right, new-tasks dot on the top left. Decorative: the tab's label says it. */
export function TaskCountBadge({ count, hasNew = false, children }: TaskCountBadgeProps) {
  const text = formatBadgeCount(count);
  return (
    <Badge
      variant="dot"
      color="info"
      invisible={!hasNew}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      sx={{ '& .MuiBadge-dot': { width: 10, height: 10, borderRadius: '50%', border: '2px solid #fff', boxSizing: 'content-box' } }}
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'new-tasks-dot' } as object }}
    >
      <Badge
        badgeContent={text}
        invisible={text === ''}
        color="error"
        max={Number.MAX_SAFE_INTEGER}
        slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'task-count-badge' } as object }}
      >
        {children}
      </Badge>
    </Badge>
  );
}
