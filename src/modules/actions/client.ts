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
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
