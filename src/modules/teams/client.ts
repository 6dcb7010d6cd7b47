import type { ClientModule } from '../../client/module';

/**
 * teams module, client side: the leaderboard (/leaderboard: people or teams, all time or this week)
 * and the teams screen (/teams, and /teams/join/<code> from a share link), both lazy, with their
 * entries in the header's profile menu. Only the menu labels are in the texts chunk; the screens
 * bring their own texts (ui/texts.*.json).
 */
export const teamsClient: ClientModule = {
  id: 'teams',
  routes: [
    { path: '/leaderboard', lazy: () => import('./ui/LeaderboardScreen') },
    { path: '/teams', lazy: () => import('./ui/TeamsScreen') },
    { path: '/teams/join/:code', lazy: () => import('./ui/TeamsScreen') },
  ],
  menuEntries: [
    { key: 'leaderboard', labelKey: 'teams:menu.leaderboard', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/Leaderboard'), path: '/leaderboard', order: 60 },
    { key: 'teams', labelKey: 'teams:menu.teams', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/Groups'), path: '/teams', order: 61, registeredOnly: true },
  ],
  i18n: {
    ns: 'teams',
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
