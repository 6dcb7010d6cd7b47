import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Background } from '../../../server/background';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import { BACKGROUND, CLOCK, DB, EVENTS, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { EMBED_API, type EmbedApi } from '../../embed/contract';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { NOTIFICATIONS_API, type NotificationsApi } from '../../notifications/contract';
import { TEAMS_API, type TeamsApi } from '../../teams/contract';
import { ADOPTIONS_API } from '../contract';
import { Adopters, type AdopterSources } from './adopters';
import { AdoptionCycles } from './cycles';
import { AdoptionsRepository } from './repository';
import { AdoptionsService } from './service';
import { subscribeToVisits } from './triggers';

export const ADOPTIONS_REPO: ServiceIdentifier<AdoptionsRepository> = Symbol.for('adoptions.repository');
export const ADOPTIONS_SERVICE: ServiceIdentifier<AdoptionsService> = Symbol.for('adoptions.service');
export const ADOPTION_CYCLES: ServiceIdentifier<AdoptionCycles> = Symbol.for('adoptions.cycles');
const ADOPTER_SOURCES: ServiceIdentifier<AdopterSources> = Symbol.for('adoptions.sources');
const ADOPTERS: ServiceIdentifier<Adopters> = Symbol.for('adoptions.adopters');

export const adoptionsContainerModule = new ContainerModule(({ bind }) => {
  bind(ADOPTIONS_REPO).toResolvedValue((db: Db) => new AdoptionsRepository(db), [DB]).inSingletonScope();
  bind(ADOPTER_SOURCES)
    .toResolvedValue(
      (guests: GuestApi, teams: TeamsApi | undefined, embed: EmbedApi | undefined): AdopterSources => ({ guests, teams: teams ?? null, embed: embed ?? null }),
      [GUEST_API, { serviceIdentifier: TEAMS_API, optional: true }, { serviceIdentifier: EMBED_API, optional: true }],
    )
    .inSingletonScope();
  bind(ADOPTERS).toResolvedValue((sources: AdopterSources) => new Adopters(sources), [ADOPTER_SOURCES]).inSingletonScope();
  bind(ADOPTIONS_SERVICE)
    .toResolvedValue(
      (repo: AdoptionsRepository, clock: Clock, uow: UnitOfWork, adopters: Adopters, sources: AdopterSources) => new AdoptionsService({ repo, clock, uow, adopters, sources }),
      [ADOPTIONS_REPO, CLOCK, UNIT_OF_WORK, ADOPTERS, ADOPTER_SOURCES],
    )
    .inSingletonScope();
  bind(ADOPTION_CYCLES)
    .toResolvedValue(
      (repo: AdoptionsRepository, clock: Clock, uow: UnitOfWork, background: Background, adopters: Adopters, events: EventBus, notifications: NotificationsApi | undefined) => {
        const cycles = new AdoptionCycles({ repo, clock, uow, background, adopters, notifications: notifications ?? null });
        subscribeToVisits(events, cycles); // once: a singleton, resolved at start-up through apiTokens
        return cycles;
      },
      [ADOPTIONS_REPO, CLOCK, UNIT_OF_WORK, BACKGROUND, ADOPTERS, EVENTS, { serviceIdentifier: NOTIFICATIONS_API, optional: true }],
    )
    .inSingletonScope();
  bind(ADOPTIONS_API).toService(ADOPTION_CYCLES);
});
