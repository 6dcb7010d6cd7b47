import type { ServerModule } from '../../server/module';
import { LOGGER, UNIT_OF_WORK } from '../../server/tokens';
import { PROFILES_API } from './contract';
import { PHOTOS_API, type PhotosApi } from '../photos/contract';
import { PROFILES_REPO, PROFILES_SERVICE, profilesContainerModule } from './server/container';
import { profilesPersonalData } from './server/personal-data';
import { removeReplacedPictures } from './server/replaced-pictures';
import { profilesRouter } from './server/routes';
import { profilesErrorTexts } from './i18n/errors';

/** profiles: each person's profile (names, birth date, sign, picture, avatar, champion name) in its own table. */
export const profilesModule: ServerModule = {
  id: 'profiles',
  containerModule: profilesContainerModule,
  apiTokens: [PROFILES_API],
  errorTexts: profilesErrorTexts,
  createRouter: (c) => profilesRouter(c.get(PROFILES_SERVICE)),
  personalData: (c) => profilesPersonalData(c.get(PROFILES_REPO)),
  jobs: (c) => [
    {
      // Issue 33: the one-off removal of pictures replaced before replacements deleted them; at start,
      // then daily as a safety net (idempotent: it finds nothing once replacements delete).
      name: 'replaced picture removal',
      intervalMs: 24 * 3_600_000,
      runAtStart: true,
      run: async () => {
        const removed = await removeReplacedPictures({ uow: c.get(UNIT_OF_WORK), repo: c.get(PROFILES_REPO), photos: c.get<PhotosApi>(PHOTOS_API) });
        if (removed > 0) c.get(LOGGER).info(`replaced picture removal: ${removed} photos that were no one's current picture deleted`);
      },
    },
  ],
};
