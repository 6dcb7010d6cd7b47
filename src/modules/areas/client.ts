import type { ClientModule } from '../../client/module';

/**
 * areas module, client side (issue 24): the Area alerts screen (/areas, lazy, its texts in its chunk)
 * and the profile menu's 'Area alerts' entry for registered people (its label is the only text in
 * the app's texts chunk). What arrives for an area shows in the notifications module's bell.
 */
export const areasClient: ClientModule = {
  id: 'areas',
  routes: [{ path: '/areas', lazy: () => import('./ui/AreasScreen') }],
  menuEntries: [{ key: 'areas', labelKey: 'areas:menu.areas', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/AddLocationAlt'), path: '/areas', order: 70, registeredOnly: true }],
  i18n: {
    ns: 'areas',
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
