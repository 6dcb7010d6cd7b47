import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, type Clock } from '../../../server/tokens';
import { AUDIT_LOG } from '../contract';
import { AuditLogService } from './audit';
import { AuditRepository } from './repository';

export const AUDIT_REPO: ServiceIdentifier<AuditRepository> = Symbol.for('admin.audit-repository');

export const adminContainerModule = new ContainerModule(({ bind }) => {
  bind(AUDIT_REPO).toResolvedValue((db: Db) => new AuditRepository(db), [DB]).inSingletonScope();
  bind(AUDIT_LOG).toResolvedValue((repo: AuditRepository, clock: Clock) => new AuditLogService(repo, clock), [AUDIT_REPO, CLOCK]).inSingletonScope();
});
