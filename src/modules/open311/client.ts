import type { ClientModule } from '../../client/module';

/**
 * open311 module, client side (issue 42): only the admins' list of filings with the city that keep
 * failing (lazy; its texts load with it). The task sheet's city status is the tasks module's, through
 * this module's endpoints.ts.
 */
export const open311Client: ClientModule = {
  id: 'open311',
  adminViews: [{ path: 'city', labelKey: 'open311:admin.title', permission: 'admin', lazy: () => import('./admin/CityFilingsPage') }],
  i18n: {
    ns: 'open311',
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
