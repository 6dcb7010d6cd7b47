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
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
