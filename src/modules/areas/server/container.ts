import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Background } from '../../../server/background';
import { BACKGROUND, CLOCK, DB, EVENTS, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { NOTIFICATIONS_API, type NotificationsApi } from '../../notifications/contract';
import { AREAS_API } from '../contract';
import { AreasRepository } from './repository';
import { AreasService } from './service';
import { subscribeToNewPlaces } from './triggers';

export const AREAS_REPO: ServiceIdentifier<AreasRepository> = Symbol.for('areas.repository');
export const AREAS_SERVICE: ServiceIdentifier<AreasService> = Symbol.for('areas.service');

export const areasContainerModule = new ContainerModule(({ bind }) => {
  bind(AREAS_REPO).toResolvedValue((db: Db) => new AreasRepository(db), [DB]).inSingletonScope();
  bind(AREAS_SERVICE)
    .toResolvedValue(
      (repo: AreasRepository, clock: Clock, uow: UnitOfWork, events: EventBus, background: Background, notifications: NotificationsApi | undefined) => {
        const service = new AreasService({ repo, clock, uow, background, notifications: notifications ?? null });
        subscribeToNewPlaces(events, service); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [AREAS_REPO, CLOCK, UNIT_OF_WORK, EVENTS, BACKGROUND, { serviceIdentifier: NOTIFICATIONS_API, optional: true }],
    )
    .inSingletonScope();
  bind(AREAS_API).toService(AREAS_SERVICE);
});
