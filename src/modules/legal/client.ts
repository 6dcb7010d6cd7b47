import type { ClientModule } from '../../client/module';
import { LEGAL_PATHS } from './contract';

/**
 * legal module, client side: the terms of use, the accessibility statement, the imprint and the open
 * data page (lazy screens, server-rendered like /privacy; their long texts load with their chunk), and
 * the `legalLinks` slot: links to those pages and the privacy policy, which the privacy policy and the
 * profile's privacy tab show. Only the links' labels are in the app's texts.
 */
export const legalClient: ClientModule = {
  id: 'legal',
  routes: [
    { path: LEGAL_PATHS.terms, lazy: () => import('./ui/TermsPage') },
    { path: LEGAL_PATHS.accessibilityStatement, lazy: () => import('./ui/AccessibilityStatementPage') },
    { path: LEGAL_PATHS.imprint, lazy: () => import('./ui/ImprintPage') },
    { path: LEGAL_PATHS.openData, lazy: () => import('./ui/OpenDataPage') },
  ],
  slots: { legalLinks: () => import('./ui/LegalLinks') },
  i18n: {
    ns: 'legal',
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
