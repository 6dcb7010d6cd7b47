import type { ClientModule } from '../../client/module';
import { consentReducer } from './ui/consent-slice';

/**
 * consent module, client side: the consent banners (rendered once in the shell), the Privacy Policy
 * page on /privacy (it also shows the privacy settings panel), the privacySettingsPanel slot for the
 * profile's privacy tab (ui/PrivacySettingsPanel.tsx), and the texts. Local records: ui/consent-slice.ts
 * (the `consent` redux branch, mounted at start); the consent check for any future analytics code:
 * ui/consent-records.ts.
 */
export const consentClient: ClientModule = {
  id: 'consent',
  // The `consent` redux branch: gdpr-consent and privacy-choice, each a plain JSON record.
  reducers: { consent: consentReducer },
  routes: [{ path: '/privacy', lazy: () => import('./ui/PrivacyPolicyPage') }],
  globalComponents: [() => import('./ui/ConsentBanners')],
  // The profile screen's privacy tab mounts this through the shell's module slots.
  slots: { privacySettingsPanel: () => import('./ui/PrivacySettingsPanel') },
  i18n: {
    ns: 'consent',
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
