import type { ClientModule } from '../../client/module';

/**
 * challenges module, client side (issue 24): the challenge list (/challenges, with the create form
 * for moderators and team owners) and a challenge's page (/challenges/:id, its top contributors),
 * both lazy with their texts in their chunks; the profile menu's 'Challenges' entry (its label is the
 * only text in the app's texts chunk).
 */
export const challengesClient: ClientModule = {
  id: 'challenges',
  routes: [
    { path: '/challenges', lazy: () => import('./ui/ChallengesScreen') },
    { path: '/challenges/:id', lazy: () => import('./ui/ChallengeScreen') },
  ],
  menuEntries: [{ key: 'challenges', labelKey: 'challenges:menu.challenges', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/EmojiEvents'), path: '/challenges', order: 62 }],
  i18n: {
    ns: 'challenges',
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
