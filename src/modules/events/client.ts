import type { ClientModule } from '../../client/module';

/**
 * events module, client side (issue 24): the cleanup events list (/events), the create form
 * (/events/new) and an event's page (/events/:id), all lazy, with their texts in their chunks; the
 * profile menu's 'Cleanup events' entry (its label is the only text in the app's texts chunk).
 */
export const eventsClient: ClientModule = {
  id: 'events',
  routes: [
    { path: '/events', lazy: () => import('./ui/EventsScreen') },
    { path: '/events/new', lazy: () => import('./ui/CreateEventScreen') },
    { path: '/events/:id', lazy: () => import('./ui/EventScreen') },
  ],
  menuEntries: [{ key: 'events', labelKey: 'events:menu.events', icon: () => import(/* webpackChunkName: "menu-icons" */ '@mui/icons-material/Event'), path: '/events', order: 50 }],
  i18n: {
    ns: 'events',
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
