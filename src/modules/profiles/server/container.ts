import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Db } from '../../../server/db';
import type { Logger } from '../../../server/http/errors';
import { CONFIG, DB, LOGGER } from '../../../server/tokens';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { LocalAvatarGenerator, OpenAiAvatarGenerator, type AvatarGenerator } from './avatars';
import { LocalNameGenerator, OpenAiNameGenerator, type NameGenerator } from './names';
import { ProfilesService } from './service';

export const PROFILES_SERVICE: ServiceIdentifier<ProfilesService> = Symbol.for('profiles.service');
export const NAME_GENERATOR: ServiceIdentifier<NameGenerator> = Symbol.for('profiles.names');
export const AVATAR_GENERATOR: ServiceIdentifier<AvatarGenerator> = Symbol.for('profiles.avatars');

export const profilesContainerModule = new ContainerModule(({ bind }) => {
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
      (db: Db, guest: GuestApi, photos: PhotosApi, names: NameGenerator, avatars: AvatarGenerator) => new ProfilesService(db, guest, photos, names, avatars),
      [DB, GUEST_API, PHOTOS_API, NAME_GENERATOR, AVATAR_GENERATOR],
    )
    .inSingletonScope();
});
