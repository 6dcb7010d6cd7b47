import type { ServerModule } from '../../server/module';
import { DB } from '../../server/tokens';
import { GUEST_API, type GuestApi } from '../guest/contract';
import { ADMIN_OVERVIEW, AUDIT_LOG, type AuditLog, type OverviewSource } from './contract';
import { AUDIT_REPO, adminContainerModule } from './server/container';
import { adminPersonalData } from './server/personal-data';
import { adminRouter } from './server/routes';
import { adminErrorTexts } from './i18n/errors';

/** admin: the audit log, the overview, user administration. Needs the guest module. */
export const adminModule: ServerModule = {
  id: 'admin',
  errorTexts: adminErrorTexts,
  containerModule: adminContainerModule,
  apiTokens: [AUDIT_LOG],
  createRouter: (c) =>
    adminRouter({ db: c.get(DB), audit: c.get<AuditLog>(AUDIT_LOG), guest: c.get<GuestApi>(GUEST_API), overview: c.get<OverviewSource[]>(ADMIN_OVERVIEW) }),
  personalData: (c) => adminPersonalData(c.get(AUDIT_REPO)),
};
