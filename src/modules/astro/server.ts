import type { ServerModule } from '../../server/module';
import { ASTRO_API, type AstroApi } from './contract';
import { astroContainerModule } from './server/container';
import { astroRouter } from './server/routes';

/**
 * astro: the zodiac and elements, the champion-name generator and the avatars (every 3 levels). It owns
 * no table; the profiles module keeps the profile record and stores the avatars it makes.
 */
export const astroModule: ServerModule = {
  id: 'astro',
  containerModule: astroContainerModule,
  apiTokens: [ASTRO_API],
  createRouter: (c) => astroRouter(c.get<AstroApi>(ASTRO_API)),
};
