import Badge from '@mui/material/Badge';
import type { ReactNode } from 'react';
import { formatBadgeCount } from './nav-badge';

export interface TabBadgeProps {
  count: number;
  /** Shows a dot for something new (e.g. tasks the user has not seen yet). */
  hasNew?: boolean;
  /** The data-testid of the count and of the dot (the tab's NavTabBadge). */
  testIds: { count: string; dot: string };
  children: ReactNode;
}

/**
 * Count badge (capped at '99+') on the top right, new dot on the top left. Decorative: the tab's label says it.
 * The dot's size and ring are BottomNavStyles' .cq-tab-dot rule (the bottom navigation shows it).
 */
export function TabBadge({ count, hasNew = false, testIds, children }: TabBadgeProps) {
  const text = formatBadgeCount(count);
  return (
    <Badge
      variant="dot"
      color="info"
      invisible={!hasNew}
      anchorOrigin={{ vertical: 'top', horizontal: 'left' }}
      className="cq-tab-dot"
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': testIds.dot } as object }}
    >
      <Badge
        badgeContent={text}
        invisible={text === ''}
        color="error"
        max={Number.MAX_SAFE_INTEGER}
        slotProps={{ badge: { 'aria-hidden': true, 'data-testid': testIds.count } as object }}
      >
        {children}
      </Badge>
    </Badge>
  );
}
