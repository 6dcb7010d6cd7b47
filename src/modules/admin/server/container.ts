import { ContainerModule } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, type Clock } from '../../../server/tokens';
import { AUDIT_LOG } from '../contract';
import { AuditLogService } from './audit';

export const adminContainerModule = new ContainerModule(({ bind }) => {
  bind(AUDIT_LOG).toResolvedValue((db: Db, clock: Clock) => new AuditLogService(db, clock), [DB, CLOCK]).inSingletonScope();
});
