import type { ClientModule } from '../../client/module';

/**
 * account module, client side: the Account Settings screen (/account, from the profile menu) with
 * the data export and account deletion. The export button is offered as the exportDataButton slot,
 * so other screens (the profile's privacy tab, in the privacy panel) can mount it too. Its texts come
 * with the screen's lazy chunk (ui/texts.ts), not with the first route's texts chunk.
 */
export const accountClient: ClientModule = {
  id: 'account',
  routes: [{ path: '/account', lazy: () => import('./ui/AccountSettingsScreen') }],
  slots: { exportDataButton: () => import('./ui/ExportDataButton') },
};
