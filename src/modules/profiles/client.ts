import PersonIcon from '@mui/icons-material/Person';
import type { ClientModule } from '../../client/module';

/**
 * profiles module, client side: the Profile screen on /profile (six tabs) and its navigation tab,
 * the 'Complete Your Profile' dialog the header's profile menu opens (offered through the
 * createProfileDialog slot), and the champion-name dialog, offered once per session to a registered
 * user with gender and date of birth but no champion name (rendered once in the shell).
 */
export const profilesClient: ClientModule = {
  id: 'profiles',
  routes: [{ path: '/profile', lazy: () => import('./ui/ProfileScreen') }],
  navTabs: [{ value: 'profile', labelKey: 'nav.profile', icon: PersonIcon, order: 40 }],
  globalComponents: [() => import('./ui/ChampionNameWatcher')],
  slots: { createProfileDialog: () => import('./ui/CreateProfileDialog') },
  i18n: {
    ns: 'profiles',
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
