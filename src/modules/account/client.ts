import type { ClientModule } from '../../client/module';

/**
 * account module, client side: the Account Settings screen (/account, from the profile menu) with
 * the data export and account deletion. The export button is offered as the exportDataButton slot,
 * so other screens (the profile's privacy tab, in the privacy panel) can mount it too.
 */
export const accountClient: ClientModule = {
  id: 'account',
  routes: [{ path: '/account', lazy: () => import('./ui/AccountSettingsScreen') }],
  slots: { exportDataButton: () => import('./ui/ExportDataButton') },
  i18n: {
    ns: 'account',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
      fr: () => import(/* webpackChunkName: "texts-fr" */ './i18n/fr.json'),
      es: () => import(/* webpackChunkName: "texts-es" */ './i18n/es.json'),
      it: () => import(/* webpackChunkName: "texts-it" */ './i18n/it.json'),
      nl: () => import(/* webpackChunkName: "texts-nl" */ './i18n/nl.json'),
      pl: () => import(/* webpackChunkName: "texts-pl" */ './i18n/pl.json'),
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
