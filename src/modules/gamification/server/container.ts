import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import { CLOCK, DB, EVENTS, type Clock } from '../../../server/tokens';
import { BALANCE_SOURCE, GUEST_API, type BalanceSource, type GuestApi } from '../../guest/contract';
import { GAMIFICATION_API } from '../contract';
import { GamificationRepository } from './repository';
import { GamificationService } from './service';

export const GAMIFICATION_REPO: ServiceIdentifier<GamificationRepository> = Symbol.for('gamification.repository');
export const GAMIFICATION_SERVICE: ServiceIdentifier<GamificationService> = Symbol.for('gamification.service');

export const gamificationContainerModule = new ContainerModule(({ bind }) => {
  bind(GAMIFICATION_REPO).toResolvedValue((db: Db) => new GamificationRepository(db), [DB]).inSingletonScope();
  bind(GAMIFICATION_SERVICE)
    .toResolvedValue(
      (repo: GamificationRepository, guest: GuestApi, events: EventBus, clock: Clock) => {
        const service = new GamificationService(repo, guest, events, clock);
        service.subscribe(); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [GAMIFICATION_REPO, GUEST_API, EVENTS, CLOCK],
    )
    .inSingletonScope();
  bind(GAMIFICATION_API).toService(GAMIFICATION_SERVICE);
  // The balances the identity module shows with a user are this module's (read from its repository,
  // so the identity service and this one do not need each other to be built).
  bind(BALANCE_SOURCE)
    .toResolvedValue((repo: GamificationRepository): BalanceSource => ({ open: (id, trx) => repo.openBalances(trx, id), balancesOf: (ids, trx) => repo.balancesOf(ids, trx) }), [GAMIFICATION_REPO])
    .inSingletonScope();
});
