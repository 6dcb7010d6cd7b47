import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import type { GeocodingApi } from '../../geocoding/contract';
import { browserExif, placeReport } from './position';

/** A geocoder that knows one address and records what it was asked. */
function fakeGeocoder(): GeocodingApi & { asked: string[] } {
  const asked: string[] = [];
  return {
    asked,
    async lookupAddress(text) {
      asked.push(text);
      return text.includes('Hallmarkt') ? { latitude: 51.4812, longitude: 11.9671, formatted: 'Hallmarkt, Halle' } : null;
    },
  };
}

const DEFAULT = { latitude: DEFAULT_MAP_POINT.latitude, longitude: DEFAULT_MAP_POINT.longitude, source: 'default' };

/** The geocoder itself (its shared turns, cache, stand-in upstream, timeouts): geocoding/server/lookup.test.ts. */
describe('placeReport: GPS, then EXIF, then the typed address, then the default point', () => {
  it('takes the device’s GPS fix first, asking nobody', async () => {
    const g = fakeGeocoder();
    const at = await placeReport({ latitude: 51.49, longitude: 11.98, exifLatitude: 50, exifLongitude: 10, location: 'Hallmarkt 1' }, { gps: { latitude: 52, longitude: 13, altitude: null } }, g, 'report:u');
    expect(at).toEqual({ latitude: 51.49, longitude: 11.98, source: 'gps' });
    expect(g.asked).toEqual([]);
  });

  it('takes the uploaded file’s own EXIF position before the one the browser read', async () => {
    const at = await placeReport({ exifLatitude: 50, exifLongitude: 10, location: 'Hallmarkt 1' }, { gps: { latitude: 52.1, longitude: 13.2, altitude: 40 } }, fakeGeocoder(), 'report:u');
    expect(at).toEqual({ latitude: 52.1, longitude: 13.2, source: 'exif' });
  });

  it('takes the EXIF position the browser read when the scaled file has none', async () => {
    const g = fakeGeocoder();
    const at = await placeReport({ exifLatitude: -33.86, exifLongitude: 151.21, location: 'Hallmarkt 1' }, { gps: null }, g, 'report:u');
    expect(at).toEqual({ latitude: -33.86, longitude: 151.21, source: 'exif' });
    expect(g.asked).toEqual([]);
  });

  it('geocodes the typed address when there is no position', async () => {
    const g = fakeGeocoder();
    expect(await placeReport({ location: '  Hallmarkt 1, Halle ' }, { gps: null }, g, 'report:u')).toEqual({ latitude: 51.4812, longitude: 11.9671, source: 'address' });
    expect(g.asked).toEqual(['Hallmarkt 1, Halle']);
  });

  it('falls back to the default point when the address is not found, the geocoder fails or is missing, or nothing is given', async () => {
    expect(await placeReport({ location: 'Nowhere 9' }, { gps: null }, fakeGeocoder(), 'report:u')).toEqual(DEFAULT);
    const broken: GeocodingApi = { lookupAddress: () => Promise.reject(new Error('boom')) };
    expect(await placeReport({ location: 'Hallmarkt 1' }, null, broken, 'report:u')).toEqual(DEFAULT);
    expect(await placeReport({ location: 'Hallmarkt 1' }, null, undefined, 'report:u')).toEqual(DEFAULT);
    expect(await placeReport({ location: '' }, null, fakeGeocoder(), 'report:u')).toEqual(DEFAULT);
  });

  it('ignores half a position', async () => {
    expect(await placeReport({ latitude: 51.49, exifLongitude: 10, location: 'Hallmarkt' }, null, fakeGeocoder(), 'report:u')).toMatchObject({ source: 'address' });
  });

  it('passes what the browser read on to the photo’s evidence', () => {
    expect(browserExif({ exifLatitude: 51.5, exifLongitude: 12, exifTakenAt: '2026-11-20T14:30:00.000Z' })).toEqual({ latitude: 51.5, longitude: 12, takenAt: '2026-11-20T14:30:00.000Z' });
    expect(browserExif({ exifTakenAt: '2026-11-20T14:30:00Z' })).toEqual({ takenAt: '2026-11-20T14:30:00Z' });
    expect(browserExif({})).toBeUndefined();
  });
});
