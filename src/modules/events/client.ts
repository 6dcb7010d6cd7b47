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
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
