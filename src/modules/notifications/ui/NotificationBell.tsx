import { useEffect, useId, useRef, useState } from 'react';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NotificationsIcon from '@mui/icons-material/Notifications';
import { useTranslation } from 'react-i18next';
import { announce } from '../../../client/accessibility/announcer';
import { useCurrentUser } from '../../../client/session/current-user';
import type { NotificationsResponse } from '../contract';
import { useMarkRead, useNotifications } from './api/use-notifications';
import { NotificationList } from './NotificationList';
import { ensureTexts, NS } from './texts';
import { useNotificationNotices } from './use-notification-notices';

/** Above this the badge shows '99+'. */
export const BADGE_CAP = 99;

/** The unread ones of the list shown (what opening the list marks read). */
const unreadOf = (data: NotificationsResponse | undefined) => (data?.notifications ?? []).filter((n) => n.readAt === null).map((n) => n.id);

/**
 * The header's bell (the shell's `headerNotifications` slot): the unread count on a badge and in the
 * button's name ('Notifications, 2 unread'); it opens the list and marks what the list shows read,
 * keeping those marked 'Unread' while the list stays open. New unread notifications are announced once
 * (useNotificationNotices). Guests have notifications too.
 */
export default function NotificationBell() {
  const { i18n } = useTranslation();
  ensureTexts(i18n);
  const { t } = useTranslation(NS);
  const user = useCurrentUser();
  const ready = !user.isLoading && !!user.user;
  const query = useNotifications(user.userId, ready);
  const markRead = useMarkRead(user.userId);
  useNotificationNotices(ready ? user.userId : null, query.data);

  const buttonRef = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [shownUnread, setShownUnread] = useState<ReadonlySet<string>>(new Set());
  const listId = useId();
  const titleId = useId();

  const unread = query.data?.unreadCount ?? 0;
  const label = unread === 0 ? t('bell.label') : unread > BADGE_CAP ? t('bell.labelCapped', { cap: BADGE_CAP }) : t('bell.labelUnread', { count: unread });

  // Marks what the open list shows read (also what arrives while it is open); older unread ones beyond the list too.
  const { mutate } = markRead;
  useEffect(() => {
    if (!open || !query.data) return;
    const ids = unreadOf(query.data);
    if (ids.length === 0) return;
    setShownUnread((prev) => new Set([...prev, ...ids]));
    mutate({ body: query.data.unreadCount > ids.length ? { all: true } : { ids } });
    announce(t('list.opened', { count: ids.length }), 'polite');
  }, [open, query.data, mutate, t]);

  if (!ready) return null;
  const close = () => {
    setOpen(false);
    setShownUnread(new Set());
  };
  return (
    <>
      <IconButton
        ref={buttonRef}
        color="inherit"
        aria-label={label}
        title={label}
        aria-haspopup="dialog"
        aria-expanded={open ? 'true' : 'false'}
        aria-controls={open ? listId : undefined}
        onClick={() => (open ? close() : setOpen(true))}
        data-testid="notifications-bell"
      >
        <Badge
          // No content at 0: an invisible badge keeps its last content in the DOM (MUI), which axe reads as
          // visible text missing from the button's name.
          badgeContent={unread === 0 ? undefined : unread > BADGE_CAP ? `${BADGE_CAP}+` : unread}
          color="error"
          invisible={unread === 0}
          slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'notifications-unread' } as object }}
        >
          <NotificationsIcon aria-hidden />
        </Badge>
      </IconButton>
      <Popover
        id={listId}
        open={open}
        anchorEl={buttonRef.current}
        onClose={close}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{ paper: { role: 'dialog', 'aria-labelledby': titleId, sx: { width: 'min(92vw, 380px)', maxHeight: '70vh' } } as object }}
      >
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, pt: 1.5 }}>
          <Typography id={titleId} component="h2" variant="h6">
            {t('list.title')}
          </Typography>
          <IconButton size="small" aria-label={t('list.close')} onClick={close}>
            <CloseIcon fontSize="small" aria-hidden />
          </IconButton>
        </Box>
        <NotificationList query={query} unreadIds={shownUnread} onNavigate={close} />
      </Popover>
    </>
  );
}
