import type { ClientModule } from '../../client/module';

/**
 * gamification module, client side: the level-up dialog (rendered once in the shell, opens when the
 * current user's level rises during the session; at every third level it regenerates the avatar
 * through ui/api/), and the texts (achievement titles in English and German). Other modules read and
 * refresh this module's data through its endpoints (endpoints.ts, `endpointKey(<endpoint>)`).
 */
export const gamificationClient: ClientModule = {
  id: 'gamification',
  globalComponents: [() => import('./ui/LevelUpWatcher')],
  i18n: {
    ns: 'gamification',
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
