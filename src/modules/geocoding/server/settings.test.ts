import { describe, expect, it } from 'vitest';
import { loadConfig, readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { geocodingSettings } from './settings';

const settings = (env: Env) => readModuleSettings(geocodingSettings, env);

describe('geocoder settings', () => {
  const PUBLIC = 'must not be true for the public Nominatim service';

  it('default to the public Nominatim service, searching only when asked', () => {
    const c = settings({});
    expect(c.geocoderUrl.href).toBe('https://nominatim.openstreetmap.org/');
    expect(c.geocoderKind).toBe('nominatim');
    expect(c.geocoderAutocomplete).toBe(false);
  });

  it('refuses auto-complete against the public Nominatim service, however it is spelled', () => {
    expect(() => settings({ GEOCODER_AUTOCOMPLETE: 'true' })).toThrow(PUBLIC);
    expect(() => settings({ GEOCODER_URL: 'https://NOMINATIM.openstreetmap.org./search/', GEOCODER_AUTOCOMPLETE: 'yes' })).toThrow(PUBLIC);
    expect(() => settings({ GEOCODER_KIND: 'photon' })).toThrow('GEOCODER_KIND=photon needs a Photon service');
    expect(settings({ GEOCODER_AUTOCOMPLETE: 'false' }).geocoderAutocomplete).toBe(false);
  });

  it('lets other hosts auto-complete: Photon by default, a self-hosted Nominatim when asked', () => {
    expect(settings({ GEOCODER_URL: 'https://photon.example', GEOCODER_KIND: 'photon' })).toMatchObject({ geocoderKind: 'photon', geocoderAutocomplete: true });
    expect(settings({ GEOCODER_URL: 'https://photon.example', GEOCODER_KIND: 'Photon', GEOCODER_AUTOCOMPLETE: 'false' }).geocoderAutocomplete).toBe(false);
    expect(settings({ GEOCODER_URL: 'http://nominatim.internal:8080' }).geocoderAutocomplete).toBe(false);
    expect(settings({ GEOCODER_URL: 'http://nominatim.internal:8080', GEOCODER_AUTOCOMPLETE: 'true' }).geocoderAutocomplete).toBe(true);
  });

  it('names a bad kind or switch', () => {
    expect(() => settings({ GEOCODER_KIND: 'google' })).toThrow('GEOCODER_KIND must be nominatim or photon, got "google"');
    expect(() => settings({ GEOCODER_URL: 'https://photon.example', GEOCODER_AUTOCOMPLETE: 'sometimes' })).toThrow('GEOCODER_AUTOCOMPLETE must be true or false');
  });

  it('spaces upstream calls a second apart, and never closer for the public Nominatim service', () => {
    expect(settings({}).geocoderMinIntervalMs).toBe(1000);
    expect(() => settings({ GEOCODER_MIN_INTERVAL_MS: '500' })).toThrow(
      'GEOCODER_MIN_INTERVAL_MS must be at least 1000 for the public Nominatim service (nominatim.openstreetmap.org): its usage policy allows at most one request per second',
    );
    expect(settings({ GEOCODER_MIN_INTERVAL_MS: '2000' }).geocoderMinIntervalMs).toBe(2000);
    expect(settings({ GEOCODER_URL: 'http://nominatim.internal:8080', GEOCODER_MIN_INTERVAL_MS: '0' }).geocoderMinIntervalMs).toBe(0);
    expect(() => settings({ GEOCODER_URL: 'http://nominatim.internal:8080', GEOCODER_MIN_INTERVAL_MS: 'fast' })).toThrow('GEOCODER_MIN_INTERVAL_MS must be a whole number from 0 to 60000, got "fast"');
  });

  it("identifies itself with the core's public URL unless told otherwise", () => {
    expect(readModuleSettings(geocodingSettings, {}, loadConfig({ PUBLIC_URL: 'https://cq.example' })).geocoderUserAgent).toBe('CleanQuest/0.1 (+https://cq.example)');
    expect(settings({ GEOCODER_USER_AGENT: 'Mine/1' }).geocoderUserAgent).toBe('Mine/1');
  });
});
