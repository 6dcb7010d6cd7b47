import type { ClientModule } from '../../client/module';

/** guest module, client side: only texts for now (session start lives in the app shell). */
export const guestClient: ClientModule = {
  id: 'guest',
  i18n: {
    ns: 'guest',
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
