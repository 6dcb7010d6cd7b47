import { ContainerModule, type ServiceIdentifier } from 'inversify';
import { CLOCK, CONFIG, DB, OUTBOX, UNIT_OF_WORK } from '../../../server/tokens';
import { EMBED_API, type EmbedApi } from '../../embed/contract';
import { GAMIFICATION_API, type GamificationApi } from '../../gamification/contract';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { EVENTS_API } from '../contract';
import { EventsRepository } from './repository';
import { EventsService } from './service';

export const EVENTS_REPO: ServiceIdentifier<EventsRepository> = Symbol.for('events.repository');
export const EVENTS_SERVICE: ServiceIdentifier<EventsService> = Symbol.for('events.service');

export const eventsContainerModule = new ContainerModule(({ bind }) => {
  bind(EVENTS_REPO).toResolvedValue((db) => new EventsRepository(db), [DB]).inSingletonScope();
  bind(EVENTS_SERVICE)
    .toDynamicValue(
      (ctx) =>
        new EventsService({
          repo: ctx.get(EVENTS_REPO),
          uow: ctx.get(UNIT_OF_WORK),
          clock: ctx.get(CLOCK),
          outbox: ctx.get(OUTBOX),
          guests: ctx.get<GuestApi>(GUEST_API),
          rewards: ctx.get<GamificationApi>(GAMIFICATION_API),
          photos: ctx.get<PhotosApi>(PHOTOS_API),
          // Optional modules: an app without them has events without partners or nearby tasks.
          embed: ctx.get<EmbedApi>(EMBED_API, { optional: true }) ?? null,
          tasks: ctx.get<TasksApi>(TASKS_API, { optional: true }) ?? null,
          publicUrl: ctx.get(CONFIG).publicUrl,
        }),
    )
    .inSingletonScope();
  bind(EVENTS_API).toService(EVENTS_SERVICE);
});
