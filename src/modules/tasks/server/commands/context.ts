import type { EventBus } from '../../../../server/events';
import type { Clock } from '../../../../server/tokens';
import type { GamificationApi } from '../../../gamification/contract';
import type { PhotosApi } from '../../../photos/contract';
import type { HoldRules } from '../holds';
import type { TaskHoldsRepository } from '../holds-repository';
import type { TasksRepository } from '../repository';
import type { CompletionVerifier } from '../verification/types';
import type { Unit, UnitOfWork } from '../../../../server/unit-of-work';

/** What TasksService is built from (container.ts). */
export interface TasksDeps {
  repo: TasksRepository;
  holdsRepo: TaskHoldsRepository;
  photos: PhotosApi;
  rewards: GamificationApi;
  verifier: CompletionVerifier;
  events: EventBus;
  clock: Clock;
  holds: HoldRules;
  uow: UnitOfWork;
}

/**
 * What a tasks command works with: the service's dependencies, and `changed`, which every command
 * calls after it changed tasks (with the unit of work, when the change is part of one) so the
 * available-tasks cache drops its answers.
 */
export interface TaskCommandContext extends TasksDeps {
  changed(unit?: Unit): void;
}
