import type { ClientModule } from '../../client/module';

/**
 * actions module, client side: the Submit Task page (/submit-task) and the moderators'
 * pending-submissions page (/admin/actions/pending).
 */
export const actionsClient: ClientModule = {
  id: 'actions',
  routes: [{ path: '/submit-task', lazy: () => import('./ui/SubmitTaskPage') }],
  adminViews: [{ path: 'pending', labelKey: 'actions:admin.title', permission: 'moderator', lazy: () => import('./admin/PendingSubmissions') }],
  i18n: {
    ns: 'actions',
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
