import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Db } from '../../../server/db';
import { CLOCK, CONFIG, DB, type Clock } from '../../../server/tokens';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { PartnersRepository } from './repository';
import { EmbedService } from './service';

export const EMBED_SERVICE: ServiceIdentifier<EmbedService> = Symbol.for('embed.service');

export const embedContainerModule = new ContainerModule(({ bind }) => {
  bind(EMBED_SERVICE)
    .toResolvedValue(
      (db: Db, tasks: TasksApi, clock: Clock, c: Config) => new EmbedService(new PartnersRepository(db), tasks, clock, c.embedAllowedOrigins),
      [DB, TASKS_API, CLOCK, CONFIG],
    )
    .inSingletonScope();
});
