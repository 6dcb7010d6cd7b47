import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { ChangeFeed } from '../../../server/change-feed';
import { CHANGE_FEED, CLOCK, DB, type Clock } from '../../../server/tokens';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { EMBED_API, EMBED_API_KEYS, type PartnerApiKeysApi } from '../contract';
import { ApiKeysRepository, PartnerApiKeys } from './api-keys';
import { PartnerMembersRepository } from './members';
import { PartnersRepository } from './repository';
import { EmbedService, PARTNERS_TOPIC } from './service';
import { EMBED_SETTINGS, type EmbedSettings } from './settings';

export const EMBED_SERVICE: ServiceIdentifier<EmbedService> = Symbol.for('embed.service');

export const embedContainerModule = new ContainerModule(({ bind }) => {
  bind(EMBED_SERVICE)
    .toResolvedValue(
      (db: Db, tasks: TasksApi, clock: Clock, s: EmbedSettings, changes: ChangeFeed) => {
        const service = new EmbedService(new PartnersRepository(db), tasks, clock, s.embedAllowedOrigins, new PartnerMembersRepository(db));
        // A partner edited through any process reaches this process's frame-ancestors at once.
        changes.subscribe(PARTNERS_TOPIC, () => service.partnersChanged());
        return service;
      },
      [DB, TASKS_API, CLOCK, EMBED_SETTINGS, CHANGE_FEED],
    )
    .inSingletonScope();
  bind(EMBED_API).toService(EMBED_SERVICE);
  bind<PartnerApiKeysApi>(EMBED_API_KEYS).toResolvedValue((db: Db) => new PartnerApiKeys(new ApiKeysRepository(db)), [DB]).inSingletonScope();
});
