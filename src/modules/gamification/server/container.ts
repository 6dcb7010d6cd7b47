import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Logger } from '../../../server/http/errors';
import { CLOCK, DB, EVENTS, LOGGER, type Clock } from '../../../server/tokens';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { GAMIFICATION_API } from '../contract';
import { GamificationRepository } from './repository';
import { GamificationService } from './service';

export const GAMIFICATION_REPO: ServiceIdentifier<GamificationRepository> = Symbol.for('gamification.repository');
export const GAMIFICATION_SERVICE: ServiceIdentifier<GamificationService> = Symbol.for('gamification.service');

export const gamificationContainerModule = new ContainerModule(({ bind }) => {
  bind(GAMIFICATION_REPO).toResolvedValue((db: Db) => new GamificationRepository(db), [DB]).inSingletonScope();
  bind(GAMIFICATION_SERVICE)
    .toResolvedValue(
      (repo: GamificationRepository, guest: GuestApi, events: EventBus, clock: Clock, log: Logger) => {
        const service = new GamificationService(repo, guest, events, clock, log);
        service.subscribe(); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [GAMIFICATION_REPO, GUEST_API, EVENTS, CLOCK, LOGGER],
    )
    .inSingletonScope();
  bind(GAMIFICATION_API).toService(GAMIFICATION_SERVICE);
});
