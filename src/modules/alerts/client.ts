import type { ClientModule } from '../../client/module';

/**
 * alerts module, client side: the 'Alerts' section of Account Settings (the alertSettings slot:
 * push and e-mail switches per kind of alert) and the pages the mails link to (confirm an address,
 * stop e-mail alerts), which need no session. Their texts come with those lazy chunks (ui/texts.ts).
 */
export const alertsClient: ClientModule = {
  id: 'alerts',
  routes: [
    { path: '/alerts/confirm', lazy: () => import('./ui/EmailLinkScreen') },
    { path: '/alerts/unsubscribe', lazy: () => import('./ui/EmailLinkScreen') },
  ],
  slots: { alertSettings: () => import('./ui/AlertSettingsSection') },
};
