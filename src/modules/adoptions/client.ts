import type { ClientModule } from '../../client/module';

/**
 * adoptions module, client side (issue 42): the My spots screen (/spots, lazy, its texts in its chunk:
 * the person's adopted spots, giving one up, adopting one; `?lat=&lon=` fills the place, so the bell's
 * reminder and other screens can link to it) and the profile menu's 'My spots' entry for registered
 * people (its label is the only text in the app's texts chunk).
 */
export const adoptionsClient: ClientModule = {
  id: 'adoptions',
  routes: [{ path: '/spots', lazy: () => import('./ui/SpotsScreen') }],
  menuEntries: [{ key: 'spots', labelKey: 'adoptions:menu.spots', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/Park'), path: '/spots', order: 71, registeredOnly: true }],
  // Issue 42: the partner's spots on its impact page (the impact module's slot); the map tab's layer of adopted spots (the tasks module's).
  slots: { partnerImpactSpots: () => import('./ui/PartnerSpots'), taskMapLayer: () => import('./ui/SpotsLayer') },
  adminViews: [{ path: 'overdue-spots', labelKey: 'adoptions:admin.overdue', permission: 'moderator', lazy: () => import('./admin/OverdueSpots') }],
  i18n: {
    ns: 'adoptions',
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
