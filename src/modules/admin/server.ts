import type { ServerModule } from '../../server/module';
import { OVERVIEW_SOURCES, UNIT_OF_WORK } from '../../server/tokens';
import { GUEST_API, type GuestApi } from '../guest/contract';
import { AUDIT_LOG, type AuditLog } from './contract';
import { runAdminCommand } from './server/cli';
import { AUDIT_REPO, adminContainerModule } from './server/container';
import { adminPersonalData } from './server/personal-data';
import { adminRouter } from './server/routes';
import { adminErrorTexts } from './i18n/errors';

/** admin: the audit log, the overview, user administration. Needs the guest module. */
export const adminModule: ServerModule = {
  id: 'admin',
  hostsAdmin: true,
  errorTexts: adminErrorTexts,
  containerModule: adminContainerModule,
  apiTokens: [AUDIT_LOG],
  createRouter: (c) =>
    adminRouter({ uow: c.get(UNIT_OF_WORK), audit: c.get<AuditLog>(AUDIT_LOG), guests: c.get<GuestApi>(GUEST_API), overview: c.get(OVERVIEW_SOURCES) }),
  personalData: (c) => adminPersonalData(c.get(AUDIT_REPO)),
  command: (args, c) => runAdminCommand(args, { uow: c.get(UNIT_OF_WORK), guests: c.get<GuestApi>(GUEST_API), audit: c.get<AuditLog>(AUDIT_LOG) }),
};
