import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import { CLOCK, DB, EVENTS, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { GAMIFICATION_API, type GamificationApi } from '../../gamification/contract';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { LITTER_API, type LitterApi } from '../../litter/contract';
import { TEAMS_API, type TeamsApi } from '../../teams/contract';
import { CHALLENGES_API } from '../contract';
import { ChallengesRepository } from './repository';
import { ChallengesService } from './service';

export const CHALLENGES_REPO: ServiceIdentifier<ChallengesRepository> = Symbol.for('challenges.repository');
export const CHALLENGES_SERVICE: ServiceIdentifier<ChallengesService> = Symbol.for('challenges.service');

export const challengesContainerModule = new ContainerModule(({ bind }) => {
  bind(CHALLENGES_REPO).toResolvedValue((db: Db) => new ChallengesRepository(db), [DB]).inSingletonScope();
  bind(CHALLENGES_SERVICE)
    .toResolvedValue(
      (repo: ChallengesRepository, uow: UnitOfWork, clock: Clock, events: EventBus, guests: GuestApi, rewards: GamificationApi, teams: TeamsApi | undefined, litter: LitterApi | undefined) => {
        const service = new ChallengesService({ repo, uow, clock, events, guests, rewards, teams, litter });
        service.subscribe(); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [
        CHALLENGES_REPO,
        UNIT_OF_WORK,
        CLOCK,
        EVENTS,
        GUEST_API,
        GAMIFICATION_API,
        { serviceIdentifier: TEAMS_API, optional: true },
        { serviceIdentifier: LITTER_API, optional: true },
      ],
    )
    .inSingletonScope();
  bind(CHALLENGES_API).toService(CHALLENGES_SERVICE);
});
