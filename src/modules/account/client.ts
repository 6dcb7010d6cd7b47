import type { ClientModule } from '../../client/module';

/**
 * account module, client side: the Account Settings screen (/account, from the profile menu) with
 * the data export and account deletion. The export button itself is shared client code
 * (src/client/account/ExportDataButton.tsx) so the privacy panel can mount it too.
 */
export const accountClient: ClientModule = {
  id: 'account',
  routes: [{ path: '/account', lazy: () => import('./ui/AccountSettingsScreen') }],
  i18n: {
    ns: 'account',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
    },
  },
};
