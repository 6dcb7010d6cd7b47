import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { DB } from '../../../server/tokens';
import { TASKS_API } from '../contract';
import { TasksRepository } from './repository';
import { TasksService } from './service';

export const TASKS_REPO: ServiceIdentifier<TasksRepository> = Symbol.for('tasks.repository');
export const TASKS_SERVICE: ServiceIdentifier<TasksService> = Symbol.for('tasks.service');

export const tasksContainerModule = new ContainerModule(({ bind }) => {
  bind(TASKS_REPO).toResolvedValue((db: Db) => new TasksRepository(db), [DB]).inSingletonScope();
  bind(TASKS_SERVICE).toResolvedValue((repo: TasksRepository) => new TasksService(repo), [TASKS_REPO]).inSingletonScope();
  bind(TASKS_API).toService(TASKS_SERVICE);
});
