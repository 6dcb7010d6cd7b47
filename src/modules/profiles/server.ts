import type { ServerModule } from '../../server/module';
import { PROFILES_SERVICE, profilesContainerModule } from './server/container';
import { profilesRouter } from './server/routes';
import { profilesErrorTexts } from './i18n/errors';

/** profiles: champion names, avatars and profile pictures (stored on the user through GuestApi). */
export const profilesModule: ServerModule = {
  id: 'profiles',
  containerModule: profilesContainerModule,
  errorTexts: profilesErrorTexts,
  createRouter: (c) => profilesRouter(c.get(PROFILES_SERVICE)),
};
