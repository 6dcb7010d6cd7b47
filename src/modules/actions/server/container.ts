import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import { ACTIONS_API } from '../contract';
import { ActionsRepository } from './repository';
import { ActionsService } from './service';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const ACTIONS_REPO: ServiceIdentifier<ActionsRepository> = Symbol.for('actions.repository');
export const ACTIONS_SERVICE: ServiceIdentifier<ActionsService> = Symbol.for('actions.service');

export const actionsContainerModule = new ContainerModule(({ bind }) => {
  bind(ACTIONS_REPO).toResolvedValue((db: Db) => new ActionsRepository(db), [DB]).inSingletonScope();
  bind(ACTIONS_SERVICE)
    .toResolvedValue(
      (repo: ActionsRepository, clock: Clock, uow: UnitOfWork) => new ActionsService(repo, clock, uow),
      [ACTIONS_REPO, CLOCK, UNIT_OF_WORK],
    )
    .inSingletonScope();
  bind(ACTIONS_API).toService(ACTIONS_SERVICE);
});
