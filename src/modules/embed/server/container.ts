import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { CLOCK, DB, type Clock } from '../../../server/tokens';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { PartnersRepository } from './repository';
import { EmbedService } from './service';
import { EMBED_SETTINGS, type EmbedSettings } from './settings';

export const EMBED_SERVICE: ServiceIdentifier<EmbedService> = Symbol.for('embed.service');

export const embedContainerModule = new ContainerModule(({ bind }) => {
  bind(EMBED_SERVICE)
    .toResolvedValue(
      (db: Db, tasks: TasksApi, clock: Clock, s: EmbedSettings) => new EmbedService(new PartnersRepository(db), tasks, clock, s.embedAllowedOrigins),
      [DB, TASKS_API, CLOCK, EMBED_SETTINGS],
    )
    .inSingletonScope();
});
