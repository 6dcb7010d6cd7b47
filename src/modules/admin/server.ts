import type { ServerModule } from '../../server/module';
import { OVERVIEW_SOURCES, UNIT_OF_WORK } from '../../server/tokens';
import { IDENTITY_API, type IdentityApi } from '../identity/contract';
import { AUDIT_LOG, type AuditLog } from './contract';
import { runAdminCommand } from './server/cli';
import { AUDIT_REPO, adminContainerModule } from './server/container';
import { adminMigrations } from './server/migrations';
import { adminPersonalData } from './server/personal-data';
import { adminRouter } from './server/routes';
import { adminErrorTexts } from './i18n/errors';

/** admin: the audit log, the overview, user administration. Needs the identity module. */
export const adminModule: ServerModule = {
  id: 'admin',
  migrations: adminMigrations,
  hostsAdmin: true,
  errorTexts: adminErrorTexts,
  containerModule: adminContainerModule,
  apiTokens: [AUDIT_LOG],
  createRouter: (c) =>
    adminRouter({ uow: c.get(UNIT_OF_WORK), audit: c.get<AuditLog>(AUDIT_LOG), identity: c.get<IdentityApi>(IDENTITY_API), overview: c.get(OVERVIEW_SOURCES) }),
  personalData: (c) => adminPersonalData(c.get(AUDIT_REPO)),
  command: (args, c) => runAdminCommand(args, { uow: c.get(UNIT_OF_WORK), identity: c.get<IdentityApi>(IDENTITY_API), audit: c.get<AuditLog>(AUDIT_LOG) }),
};
