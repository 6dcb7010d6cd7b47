import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../server/config';
import type { ServerModule } from '../../server/module';
import { CONFIG } from '../../server/tokens';
import type { GeocodingClientConfig } from './contract';
import { NominatimGeocoder } from './server/nominatim';
import { PhotonGeocoder } from './server/photon';
import { geocodingRouter } from './server/routes';
import type { Geocoder, GeocoderOptions } from './server/upstream';
import { geocodingErrorTexts } from './i18n/errors';

export const GEOCODER: ServiceIdentifier<Geocoder> = Symbol.for('geocoding.geocoder');

const options = (c: Config): GeocoderOptions => ({
  baseUrl: c.geocoderUrl,
  userAgent: c.geocoderUserAgent,
  timeoutMs: c.geocoderTimeoutMs,
  minIntervalMs: 1000,
  cacheTtlMs: 24 * 3600_000,
  cacheSize: 2000,
  maxQueue: 10,
});

export const geocodingModule: ServerModule = {
  id: 'geocoding',
  errorTexts: geocodingErrorTexts,
  containerModule: new ContainerModule(({ bind }) => {
    bind(GEOCODER)
      .toResolvedValue((c: Config) => (c.geocoderKind === 'photon' ? new PhotonGeocoder(options(c)) : new NominatimGeocoder(options(c))), [CONFIG])
      .inSingletonScope();
  }),
  // GET /api/config -> { geocoding: { autocomplete } }: whether the address field suggests while typing.
  clientConfig: (c) => ({ autocomplete: c.get<Config>(CONFIG).geocoderAutocomplete }) satisfies GeocodingClientConfig,
  createRouter: (c) => geocodingRouter(c.get(GEOCODER)),
};
