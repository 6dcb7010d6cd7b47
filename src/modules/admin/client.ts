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
      ar: () => import(/* webpackChunkName: "texts-ar" */ './i18n/ar.json'),
    },
  },
};
