import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Outbox } from '../../../server/outbox';
import type { Logger } from '../../../server/http/errors';
import { CHANGE_FEED, CLOCK, CONFIG, DB, EVENTS, LOGGER, METRICS, OUTBOX, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { ChangeFeed } from '../../../server/change-feed';
import type { Metrics } from '../../../server/metrics';
import { GAMIFICATION_API, type GamificationApi } from '../../gamification/contract';
import { NOTIFICATIONS_API, type NotificationsApi } from '../../notifications/contract';
import { LITTER_API, type LitterApi } from '../../litter/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { TASKS_API } from '../contract';
import { TaskAreaRepository } from './area-repository';
import { TaskConfirmationsRepository } from './confirmations-repository';
import { TaskHoldsRepository } from './holds-repository';
import { TasksRepository } from './repository';
import { TaskReviewRepository } from './review-repository';
import { TasksService } from './service';
import { countedVerifier } from './verification/counted-verifier';
import { LocalVerifier } from './verification/local-verifier';
import { OpenAiVerifier } from './verification/openai-verifier';
import type { CompletionVerifier } from './verification/types';
import { TASKS_SETTINGS, type TasksSettings } from './settings';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const TASKS_REPO: ServiceIdentifier<TasksRepository> = Symbol.for('tasks.repository');
export const TASK_HOLDS_REPO: ServiceIdentifier<TaskHoldsRepository> = Symbol.for('tasks.holds-repository');
export const TASK_REVIEW_REPO: ServiceIdentifier<TaskReviewRepository> = Symbol.for('tasks.review-repository');
export const TASK_AREA_REPO: ServiceIdentifier<TaskAreaRepository> = Symbol.for('tasks.area-repository');
export const TASK_CONFIRMATIONS_REPO: ServiceIdentifier<TaskConfirmationsRepository> = Symbol.for('tasks.confirmations-repository');
export const TASKS_SERVICE: ServiceIdentifier<TasksService> = Symbol.for('tasks.service');
export const COMPLETION_VERIFIER: ServiceIdentifier<CompletionVerifier> = Symbol.for('tasks.verifier');

/** The OpenAI verifier when OPENAI_API_KEY is set (falling back to the local one on failure), else the local one. */
export function createVerifier(c: Config, log: Logger): CompletionVerifier {
  const local = new LocalVerifier();
  if (!c.openai.apiKey) return local;
  return new OpenAiVerifier({ apiKey: c.openai.apiKey, baseURL: c.openai.baseUrl, model: c.openai.model, timeoutMs: c.openai.timeoutMs }, local, log);
}

export const tasksContainerModule = new ContainerModule(({ bind }) => {
  bind(TASKS_REPO).toResolvedValue((db: Db) => new TasksRepository(db), [DB]).inSingletonScope();
  bind(TASK_HOLDS_REPO).toResolvedValue((db: Db) => new TaskHoldsRepository(db), [DB]).inSingletonScope();
  bind(TASK_REVIEW_REPO).toResolvedValue((db: Db) => new TaskReviewRepository(db), [DB]).inSingletonScope();
  bind(TASK_AREA_REPO).toResolvedValue((db: Db) => new TaskAreaRepository(db), [DB]).inSingletonScope();
  bind(TASK_CONFIRMATIONS_REPO).toResolvedValue((db: Db) => new TaskConfirmationsRepository(db), [DB]).inSingletonScope();
  bind(COMPLETION_VERIFIER).toResolvedValue((c: Config, log: Logger, metrics: Metrics) => countedVerifier(createVerifier(c, log), metrics), [CONFIG, LOGGER, METRICS]).inSingletonScope();
  bind(TASKS_SERVICE)
    .toResolvedValue(
      (repo: TasksRepository, holdsRepo: TaskHoldsRepository, photos: PhotosApi, rewards: GamificationApi, verifier: CompletionVerifier, events: EventBus, outbox: Outbox, clock: Clock, settings: TasksSettings, uow: UnitOfWork, changes: ChangeFeed, areaRepo: TaskAreaRepository, confirmations: TaskConfirmationsRepository, notifications: NotificationsApi | undefined, litter: LitterApi | undefined) => {
        const service = new TasksService({ repo, holdsRepo, areaRepo, confirmations, photos, rewards, verifier, events, outbox, clock, holds: settings.taskHolds, uow, changes, listVersionTtlMs: settings.listVersionTtlMs, notifications: notifications ?? null, litter: litter ?? null });
        service.subscribe(); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [TASKS_REPO, TASK_HOLDS_REPO, PHOTOS_API, GAMIFICATION_API, COMPLETION_VERIFIER, EVENTS, OUTBOX, CLOCK, TASKS_SETTINGS, UNIT_OF_WORK, CHANGE_FEED, TASK_AREA_REPO, TASK_CONFIRMATIONS_REPO, { serviceIdentifier: NOTIFICATIONS_API, optional: true }, { serviceIdentifier: LITTER_API, optional: true }],
    )
    .inSingletonScope();
  bind(TASKS_API).toService(TASKS_SERVICE);
});
