import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, type Clock } from '../../../server/tokens';
import { LITTER_API } from '../contract';
import { LitterRepository } from './repository';
import { LitterService } from './service';

export const LITTER_REPO: ServiceIdentifier<LitterRepository> = Symbol.for('litter.repository');
export const LITTER_SERVICE: ServiceIdentifier<LitterService> = Symbol.for('litter.service');

export const litterContainerModule = new ContainerModule(({ bind }) => {
  bind(LITTER_REPO).toResolvedValue((db: Db) => new LitterRepository(db), [DB]).inSingletonScope();
  bind(LITTER_SERVICE).toResolvedValue((repo: LitterRepository, clock: Clock) => new LitterService({ repo, clock }), [LITTER_REPO, CLOCK]).inSingletonScope();
  bind(LITTER_API).toService(LITTER_SERVICE);
});
