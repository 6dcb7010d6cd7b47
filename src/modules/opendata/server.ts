import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../server/config';
import { publicReadCors } from '../../server/http/cors';
import type { Logger } from '../../server/http/errors';
import type { ServerModule } from '../../server/module';
import { CLOCK, CONFIG, LOGGER, type Clock } from '../../server/tokens';
import { LITTER_API, type LitterApi } from '../litter/contract';
import { PHOTOS_API, type PhotosApi } from '../photos/contract';
import { SURVEYS_API, type SurveysApi } from '../surveys/contract';
import { TASKS_API, type TasksApi } from '../tasks/contract';
import { OPEN_DATA_PATH_PREFIX, openDataRouter } from './server/routes';
import { OpenDataService } from './server/service';
import { OPEN_DATA_SETTINGS, openDataSettings } from './server/settings';
import { openDataErrorTexts } from './i18n/errors';

export const OPEN_DATA_SERVICE: ServiceIdentifier<OpenDataService> = Symbol.for('opendata.service');

/** The open data exports (issue 22): GeoJSON and CSV of every report's task, ODbL 1.0, open to every site. */
export const openDataModule: ServerModule = {
  id: 'opendata',
  settings: openDataSettings,
  errorTexts: openDataErrorTexts,
  containerModule: new ContainerModule(({ bind }) => {
    bind(OPEN_DATA_SERVICE)
      .toResolvedValue(
        (tasks: TasksApi, photos: PhotosApi, config: Config, log: Logger, clock: Clock, litter?: LitterApi, surveys?: SurveysApi) =>
          new OpenDataService({ tasks, photos, litter: litter ?? null, surveys: surveys ?? null, log, clock, source: config.publicUrl.origin }),
        [TASKS_API, PHOTOS_API, CONFIG, LOGGER, CLOCK, { serviceIdentifier: LITTER_API, optional: true }, { serviceIdentifier: SURVEYS_API, optional: true }],
      )
      .inSingletonScope();
  }),
  apiTokens: [OPEN_DATA_SERVICE],
  // CORS (every answer, and the preflights) before the session, CSRF guard and body parser, which a public read does not need.
  earlyMiddleware: () => [publicReadCors({ paths: [OPEN_DATA_PATH_PREFIX] })],
  createRouter: (c) => {
    const perAddress = { points: c.get(OPEN_DATA_SETTINGS).downloadsPerAddress, windowSeconds: c.get(CONFIG).rateLimitWindowSeconds };
    return openDataRouter(c.get(OPEN_DATA_SERVICE), { limits: { perAddress } });
  },
};
