import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { ServerModule } from '../../server/module';
import type { GeocodingClientConfig } from './contract';
import { NominatimGeocoder } from './server/nominatim';
import { PhotonGeocoder } from './server/photon';
import { geocodingRouter } from './server/routes';
import { GEOCODING_SETTINGS, geocodingSettings, type GeocodingSettings } from './server/settings';
import type { Geocoder, GeocoderOptions } from './server/upstream';
import { geocodingErrorTexts } from './i18n/errors';

export const GEOCODER: ServiceIdentifier<Geocoder> = Symbol.for('geocoding.geocoder');

const options = (c: GeocodingSettings): GeocoderOptions => ({
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
  settings: geocodingSettings,
  containerModule: new ContainerModule(({ bind }) => {
    bind(GEOCODER)
      .toResolvedValue((c: GeocodingSettings) => (c.geocoderKind === 'photon' ? new PhotonGeocoder(options(c)) : new NominatimGeocoder(options(c))), [GEOCODING_SETTINGS])
      .inSingletonScope();
  }),
  // GET /api/config -> { geocoding: { autocomplete } }: whether the address field suggests while typing.
  clientConfig: (c) => ({ autocomplete: c.get(GEOCODING_SETTINGS).geocoderAutocomplete }) satisfies GeocodingClientConfig,
  createRouter: (c) => geocodingRouter(c.get(GEOCODER)),
};
