import type { ClientModule } from '../../client/module';

/**
 * auth module, client side: the 'Sign in' dialog the header's profile menu opens for guests, the
 * passkey step after 'Complete Your Profile' (with the one-time recovery codes), and the passkeys,
 * recovery codes and sessions sections of Account Settings, each offered through a slot.
 */
export const authClient: ClientModule = {
  id: 'auth',
  slots: {
    signInDialog: () => import('./ui/SignInDialog'),
    passkeySetup: () => import('./ui/PasskeySetup'),
    accountSettingsSections: () => import('./ui/AccountSections'),
  },
  i18n: {
    ns: 'auth',
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
