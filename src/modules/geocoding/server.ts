import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../server/config';
import type { ServerModule } from '../../server/module';
import { CONFIG } from '../../server/tokens';
import { NominatimGeocoder } from './server/nominatim';
import { geocodingRouter } from './server/routes';
import { geocodingErrorTexts } from './i18n/errors';

export const GEOCODER: ServiceIdentifier<NominatimGeocoder> = Symbol.for('geocoding.geocoder');

export const geocodingModule: ServerModule = {
  id: 'geocoding',
  errorTexts: geocodingErrorTexts,
  containerModule: new ContainerModule(({ bind }) => {
    bind(GEOCODER)
      .toResolvedValue(
        (c: Config) =>
          new NominatimGeocoder({ baseUrl: c.geocoderUrl, userAgent: c.geocoderUserAgent, timeoutMs: c.geocoderTimeoutMs, minIntervalMs: 1000, cacheTtlMs: 24 * 3600_000, cacheSize: 2000, maxQueue: 10 }),
        [CONFIG],
      )
      .inSingletonScope();
  }),
  createRouter: (c) => geocodingRouter(c.get(GEOCODER)),
};
