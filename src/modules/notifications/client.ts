import type { ClientModule } from '../../client/module';

/**
 * notifications module, client side: the bell in the header (the shell's `headerNotifications` slot)
 * with the unread count and the list. Its code and texts are one lazy chunk that loads once the page
 * is idle, so the first route carries none of it.
 */
export const notificationsClient: ClientModule = {
  id: 'notifications',
  slots: { headerNotifications: () => import('./ui/NotificationBell') },
};
