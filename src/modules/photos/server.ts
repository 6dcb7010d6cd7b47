import type { ServerModule } from '../../server/module';
import { CONFIG, LOGGER } from '../../server/tokens';
import { PHOTOS_API } from './contract';
import { PHOTO_SCREENER, PHOTO_STORE, PHOTOS_SERVICE, photosContainerModule } from './server/container';
import { photosPersonalData } from './server/personal-data';
import { photosRouter } from './server/routes';

export const photosModule: ServerModule = {
  id: 'photos',
  containerModule: photosContainerModule,
  apiTokens: [PHOTOS_API],
  createRouter: (c) => photosRouter(c.get(PHOTOS_SERVICE)),
  start: (c) => {
    // Load the screening model in the background so the first upload does not wait for it.
    c.get(PHOTO_SCREENER).ready().catch((err) => c.get(LOGGER).error('photo screening model failed to load', err));
    return () => {};
  },
  personalData: (c) => photosPersonalData(c.get(PHOTO_STORE), c.get(CONFIG).publicUrl.origin, c.get(LOGGER)),
};
