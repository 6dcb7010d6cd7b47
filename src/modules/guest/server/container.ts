import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import { CLOCK, DB, EVENTS, type Clock } from '../../../server/tokens';
import { GUEST_API } from '../contract';
import { GuestRepository } from './repository';
import { GuestService } from './service';

export const GUEST_REPO: ServiceIdentifier<GuestRepository> = Symbol.for('guest.repository');
export const GUEST_SERVICE: ServiceIdentifier<GuestService> = Symbol.for('guest.service');

export const guestContainerModule = new ContainerModule(({ bind }) => {
  bind(GUEST_REPO).toResolvedValue((db: Db) => new GuestRepository(db), [DB]).inSingletonScope();
  bind(GUEST_SERVICE).toResolvedValue((repo: GuestRepository, clock: Clock, events: EventBus) => new GuestService(repo, clock, events), [GUEST_REPO, CLOCK, EVENTS]).inSingletonScope();
  bind(GUEST_API).toService(GUEST_SERVICE);
});
