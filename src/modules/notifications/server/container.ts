import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { Outbox } from '../../../server/outbox';
import { CLOCK, DB, OUTBOX, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { NOTIFICATIONS_API } from '../contract';
import { NotificationsRepository } from './repository';
import { NotificationsService } from './service';

export const NOTIFICATIONS_REPO: ServiceIdentifier<NotificationsRepository> = Symbol.for('notifications.repository');
export const NOTIFICATIONS_SERVICE: ServiceIdentifier<NotificationsService> = Symbol.for('notifications.service');

export const notificationsContainerModule = new ContainerModule(({ bind }) => {
  bind(NOTIFICATIONS_REPO).toResolvedValue((db: Db) => new NotificationsRepository(db), [DB]).inSingletonScope();
  bind(NOTIFICATIONS_SERVICE)
    .toResolvedValue(
      (repo: NotificationsRepository, outbox: Outbox, clock: Clock, uow: UnitOfWork) => new NotificationsService({ repo, outbox, clock, uow }),
      [NOTIFICATIONS_REPO, OUTBOX, CLOCK, UNIT_OF_WORK],
    )
    .inSingletonScope();
  bind(NOTIFICATIONS_API).toService(NOTIFICATIONS_SERVICE);
});
