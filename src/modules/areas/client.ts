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
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
