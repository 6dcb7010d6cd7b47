import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { Logger } from '../../../server/http/errors';
import { CONFIG, LOGGER } from '../../../server/tokens';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { PROFILES_API, type ProfilesApi } from '../../profiles/contract';
import { ASTRO_API, type AstroApi } from '../contract';
import { LocalAvatarGenerator, OpenAiAvatarGenerator, type AvatarGenerator } from './avatars';
import { LocalNameGenerator, OpenAiNameGenerator, type NameGenerator } from './names';
import { AstroService } from './service';

export const NAME_GENERATOR: ServiceIdentifier<NameGenerator> = Symbol.for('astro.names');
export const AVATAR_GENERATOR: ServiceIdentifier<AvatarGenerator> = Symbol.for('astro.avatars');

export const astroContainerModule = new ContainerModule(({ bind }) => {
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
  // The profile record is the profiles module's: the service reads the person through guests and
  // stores a generated avatar through ProfilesApi (profiles needs nothing from this module: no cycle).
  bind<AstroApi>(ASTRO_API)
    .toResolvedValue(
      (guests: GuestApi, profiles: ProfilesApi, names: NameGenerator, avatars: AvatarGenerator) => new AstroService(guests, profiles, names, avatars),
      [GUEST_API, PROFILES_API, NAME_GENERATOR, AVATAR_GENERATOR],
    )
    .inSingletonScope();
});
