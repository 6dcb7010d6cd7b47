import type { ServerModule } from '../../server/module';
import { PROFILES_REPO, PROFILES_SERVICE, profilesContainerModule } from './server/container';
import { profilesMigrations } from './server/migrations';
import { profilesPersonalData } from './server/personal-data';
import { profilesRouter } from './server/routes';
import { profilesErrorTexts } from './i18n/errors';

/** profiles: each person's profile (names, birth date, sign, picture, avatar, champion name) in its own table. */
export const profilesModule: ServerModule = {
  id: 'profiles',
  migrations: profilesMigrations,
  containerModule: profilesContainerModule,
  errorTexts: profilesErrorTexts,
  createRouter: (c) => profilesRouter(c.get(PROFILES_SERVICE)),
  personalData: (c) => profilesPersonalData(c.get(PROFILES_REPO)),
};
