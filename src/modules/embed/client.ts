import type { ClientModule } from '../../client/module';

/**
 * embed module, client side: only the partners admin page (lazy; its texts load with it). The
 * embeddable map itself is its own bundle (src/widget), never part of the app.
 */
export const embedClient: ClientModule = {
  id: 'embed',
  adminViews: [{ path: 'partners', labelKey: 'embed:admin.title', permission: 'admin', lazy: () => import('./admin/PartnersPage') }],
  i18n: {
    ns: 'embed',
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
