import type { EventBus } from '../../../server/events';
import { SurveyEvents, type SurveyConfirmed } from '../../surveys/contract';
import { TaskEvents, type TaskCompleted } from '../../tasks/contract';
import type { AdoptionCycles } from './cycles';

/**
 * The outbox events that may be a spot's visit (at least once: a visit is recorded once per task or
 * survey): a cleanup completed and verified (tasks), a survey confirmed (surveys). Either module may
 * be left out of an app: then its event never comes.
 */
export function subscribeToVisits(events: EventBus, cycles: AdoptionCycles): void {
  events.on(TaskEvents.completed, async (e: TaskCompleted) => {
    await cycles.taskCompleted(e);
  });
  events.on(SurveyEvents.confirmed, async (e: SurveyConfirmed) => {
    await cycles.surveyConfirmed(e);
  });
}
