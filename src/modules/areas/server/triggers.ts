import type { EventBus } from '../../../server/events';
import { EventEvents, type EventCreated } from '../../events/contract';
import { TaskEvents, type TaskCreated } from '../../tasks/contract';
import type { AreasService } from './service';

/**
 * The outbox events the areas module reacts to (at least once: AreasService claims each alert under
 * a unique key, so a repeat tells nobody again): a task made from a report (tasks), a cleanup event
 * created (events). Either module may be left out of an app: then its event simply never comes.
 */
export function subscribeToNewPlaces(events: EventBus, service: AreasService): void {
  events.on(TaskEvents.created, async (e: TaskCreated) => {
    await service.taskCreated(e);
  });
  events.on(EventEvents.created, async (e: EventCreated) => {
    await service.eventCreated(e);
  });
}
