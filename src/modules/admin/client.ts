import type { ClientModule } from '../../client/module';

/**
 * admin module, client side: the admin shell's own pages (users for moderators; the guest donation
 * ledger and the audit log for admins). The shell (/admin, src/client/app/admin/AdminShell.tsx) builds its
 * menu from every module's adminViews, at /admin/<module id>/<path>.
 */
export const adminClient: ClientModule = {
  id: 'admin',
  adminViews: [
    { path: 'users', labelKey: 'admin:nav.users', permission: 'moderator', lazy: () => import('./admin/UsersPage') },
    { path: 'donations', labelKey: 'admin:nav.donations', permission: 'admin', lazy: () => import('./admin/DonationsPage') },
    { path: 'audit', labelKey: 'admin:nav.audit', permission: 'admin', lazy: () => import('./admin/AuditLogPage') },
  ],
  i18n: {
    ns: 'admin',
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
