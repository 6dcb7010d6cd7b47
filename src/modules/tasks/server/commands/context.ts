import type { ChangeFeed } from '../../../../server/change-feed';
import type { EventBus } from '../../../../server/events';
import type { Outbox } from '../../../../server/outbox';
import type { Clock } from '../../../../server/tokens';
import type { GamificationApi } from '../../../gamification/contract';
import type { NotificationsApi } from '../../../notifications/contract';
import type { PhotosApi } from '../../../photos/contract';
import type { LitterApi } from '../../../litter/contract';
import type { TaskAreaRepository } from '../area-repository';
import type { TaskConfirmationsRepository } from '../confirmations-repository';
import type { HoldRules } from '../holds';
import type { TaskHoldsRepository } from '../holds-repository';
import type { TasksRepository } from '../repository';
import type { CompletionVerifier } from '../verification/types';
import type { Unit, UnitOfWork } from '../../../../server/unit-of-work';

/** What TasksService is built from (container.ts). */
export interface TasksDeps {
  repo: TasksRepository;
  holdsRepo: TaskHoldsRepository;
  /** Reads by area and period (impact counts, cleanup photos, hotspots). */
  areaRepo: TaskAreaRepository;
  /** Issue 23: open tasks near a report, confirmations, a spot's history. */
  confirmations: TaskConfirmationsRepository;
  photos: PhotosApi;
  /** The reporter's 'cleaned' notification (cleanup-notices.ts); null when the notifications module is not loaded. */
  notifications?: NotificationsApi | null;
  /** Records a completion's litter tags (issue 24); null when the litter module is not loaded (tags are then ignored). */
  litter?: LitterApi | null;
  rewards: GamificationApi;
  verifier: CompletionVerifier;
  events: EventBus;
  /** tasks.completed goes through it: gamification's rewards for a completion must not be lost. */
  outbox: Outbox;
  clock: Clock;
  holds: HoldRules;
  uow: UnitOfWork;
  /** Tells the other processes that tasks changed (their available-tasks caches drop their answers). */
  changes: ChangeFeed;
  /** How long the available-tasks cache trusts a version read (TASK_LIST_VERSION_TTL_MS). */
  listVersionTtlMs?: number;
}

/**
 * What a tasks command works with: the service's dependencies, and `changed`, which every command
 * awaits after it changed tasks (with the unit of work, when the change is part of one) so the
 * available-tasks caches of this process and, through the change feed, of every other drop their answers.
 */
export interface TaskCommandContext extends TasksDeps {
  changed(unit?: Unit): Promise<void>;
}
