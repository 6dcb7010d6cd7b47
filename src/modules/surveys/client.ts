import type { ClientModule } from '../../client/module';

/**
 * surveys module, client side (issue 40): the survey recorder (/surveys/new), lazy, with its texts
 * in its chunk; the profile menu's 'Record a survey' entry (its label is the only text in the app's
 * texts chunk). Guests see the entry and, on the screen, why they need to sign in.
 */
export const surveysClient: ClientModule = {
  id: 'surveys',
  routes: [{ path: '/surveys/new', lazy: () => import('./ui/SurveyScreen') }],
  menuEntries: [{ key: 'surveys', labelKey: 'surveys:menu.newSurvey', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/Timeline'), path: '/surveys/new', order: 55 }],
  i18n: {
    ns: 'surveys',
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
