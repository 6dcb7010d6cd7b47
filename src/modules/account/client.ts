import type { ClientModule } from '../../client/module';
import en from './i18n/en.json';
import de from './i18n/de.json';

/**
 * account module, client side: the Account Settings screen (/account, from the profile menu) with
 * the data export and account deletion. The export button itself is shared client code
 * (src/client/account/ExportDataButton.tsx) so the privacy panel can mount it too.
 */
export const accountClient: ClientModule = {
  id: 'account',
  routes: [{ path: '/account', lazy: () => import('./ui/AccountSettingsScreen') }],
  i18n: { ns: 'account', resources: { en, de } },
};
