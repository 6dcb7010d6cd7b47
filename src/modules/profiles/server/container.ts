import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Db } from '../../../server/db';
import type { Logger } from '../../../server/http/errors';
import { CONFIG, DB, LOGGER, UNIT_OF_WORK } from '../../../server/tokens';
import { GUEST_API, PROFILE_SOURCE, type GuestApi, type ProfileSource } from '../../guest/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { LocalAvatarGenerator, OpenAiAvatarGenerator, type AvatarGenerator } from './avatars';
import { LocalNameGenerator, OpenAiNameGenerator, type NameGenerator } from './names';
import { ProfilesRepository } from './repository';
import { ProfilesService } from './service';
import { trxOf, type UnitOfWork } from '../../../server/unit-of-work';

export const PROFILES_REPO: ServiceIdentifier<ProfilesRepository> = Symbol.for('profiles.repository');
export const PROFILES_SERVICE: ServiceIdentifier<ProfilesService> = Symbol.for('profiles.service');
export const NAME_GENERATOR: ServiceIdentifier<NameGenerator> = Symbol.for('profiles.names');
export const AVATAR_GENERATOR: ServiceIdentifier<AvatarGenerator> = Symbol.for('profiles.avatars');

export const profilesContainerModule = new ContainerModule(({ bind }) => {
  bind(PROFILES_REPO).toResolvedValue((db: Db) => new ProfilesRepository(db), [DB]).inSingletonScope();
  // The profiles the guest module shows with a user are this module's (read from its repository,
  // so the guest service and this one do not need each other to be built).
  bind(PROFILE_SOURCE)
    .toResolvedValue(
      (repo: ProfilesRepository): ProfileSource => ({
        open: (id, fields, unit) => repo.open(trxOf(unit), id, fields),
        register: (id, fields, unit) => repo.register(trxOf(unit), id, fields),
        profilesOf: (ids, unit) => repo.profilesOf(ids, unit && trxOf(unit)),
        matching: (text, limit, unit) => repo.matching(text, limit, unit && trxOf(unit)),
      }),
      [PROFILES_REPO],
    )
    .inSingletonScope();
  bind(NAME_GENERATOR)
    .toResolvedValue((c: Config, log: Logger) => {
      const local = new LocalNameGenerator();
      if (!c.openai.apiKey) return local;
      return new OpenAiNameGenerator({ apiKey: c.openai.apiKey, baseURL: c.openai.baseUrl, model: c.openai.model, timeoutMs: c.openai.timeoutMs }, c.openai.model, local, log);
    }, [CONFIG, LOGGER])
    .inSingletonScope();
  bind(AVATAR_GENERATOR)
    .toResolvedValue((c: Config, log: Logger) => {
      const local = new LocalAvatarGenerator();
      if (!c.openai.apiKey) return local;
      return new OpenAiAvatarGenerator({ apiKey: c.openai.apiKey, baseURL: c.openai.baseUrl, timeoutMs: Math.max(c.openai.timeoutMs, 60_000) }, c.openai.imageModel, local, log);
    }, [CONFIG, LOGGER])
    .inSingletonScope();
  bind(PROFILES_SERVICE)
    .toResolvedValue(
      (uow: UnitOfWork, guests: GuestApi, photos: PhotosApi, names: NameGenerator, avatars: AvatarGenerator, repo: ProfilesRepository) =>
        new ProfilesService(uow, guests, photos, names, avatars, repo),
      [UNIT_OF_WORK, GUEST_API, PHOTOS_API, NAME_GENERATOR, AVATAR_GENERATOR, PROFILES_REPO],
    )
    .inSingletonScope();
});
