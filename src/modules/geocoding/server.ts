import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ServerModule } from '../../server/module';
import { DB, LOGGER } from '../../server/tokens';
import { GEOCODING_API, type GeocodingClientConfig } from './contract';
import { AnswerCache } from './server/cache';
import { NominatimGeocoder } from './server/nominatim';
import { PhotonGeocoder } from './server/photon';
import { geocodingRouter } from './server/routes';
import { GeocodingService } from './server/service';
import { GEOCODING_SETTINGS, geocodingSettings, type GeocodingSettings } from './server/settings';
import { UpstreamTurns } from './server/turns';
import type { UpstreamOptions } from './server/upstream';
import { geocodingErrorTexts } from './i18n/errors';

export const GEOCODING: ServiceIdentifier<GeocodingService> = Symbol.for('geocoding.service');

/** Answers are kept a day; a request may wait up to MAX_QUEUE intervals (10 s at one a second) for its turn. */
const CACHE_TTL_MS = 24 * 3600_000;
const MAX_QUEUE = 10;
const SWEEP_INTERVAL_MS = 10 * 60_000;

const upstreamOptions = (c: GeocodingSettings): UpstreamOptions => ({ baseUrl: c.geocoderUrl, userAgent: c.geocoderUserAgent, timeoutMs: c.geocoderTimeoutMs });

export const geocodingModule: ServerModule = {
  id: 'geocoding',
  errorTexts: geocodingErrorTexts,
  settings: geocodingSettings,
  apiTokens: [GEOCODING_API],
  containerModule: new ContainerModule(({ bind }) => {
    bind(GEOCODING)
      .toResolvedValue(
        (c: GeocodingSettings, db) =>
          new GeocodingService(
            c.geocoderKind === 'photon' ? new PhotonGeocoder(upstreamOptions(c)) : new NominatimGeocoder(upstreamOptions(c)),
            new AnswerCache(db, CACHE_TTL_MS),
            new UpstreamTurns(db, { minIntervalMs: c.geocoderMinIntervalMs, maxQueue: MAX_QUEUE }),
          ),
        [GEOCODING_SETTINGS, DB],
      )
      .inSingletonScope();
    bind(GEOCODING_API).toService(GEOCODING);
  }),
  // GET /api/config -> { geocoding: { autocomplete } }: whether the address field suggests while typing.
  clientConfig: (c) => ({ autocomplete: c.get(GEOCODING_SETTINGS).geocoderAutocomplete }) satisfies GeocodingClientConfig,
  createRouter: (c) => geocodingRouter(c.get(GEOCODING)),
  jobs: (c) => {
    const geocoding: GeocodingService = c.get(GEOCODING);
    const log = c.get(LOGGER);
    return [
      {
        name: 'geocoder cache sweep',
        intervalMs: SWEEP_INTERVAL_MS,
        run: async () => {
          const swept = await geocoding.sweep();
          if (swept.answers + swept.waiting > 0) log.info(`geocoder cache sweep: ${swept.answers} expired answer(s), ${swept.waiting} forgotten place(s) in the queue`);
        },
      },
    ];
  },
};
