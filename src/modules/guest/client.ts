import type { ClientModule } from '../../client/module';

/** guest module, client side: only texts for now (session start lives in the app shell). */
export const guestClient: ClientModule = {
  id: 'guest',
  i18n: {
    ns: 'guest',
    load: {
      en: () => import(/* webpackChunkName: "texts-en" */ './i18n/en.json'),
      de: () => import(/* webpackChunkName: "texts-de" */ './i18n/de.json'),
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
