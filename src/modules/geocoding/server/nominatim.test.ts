import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import { NominatimGeocoder, toSuggestion } from './nominatim';

const place = (i: number) => ({
  place_id: 1000 + i,
  lat: (51.48 + i / 1000).toFixed(3),
  lon: '11.97',
  display_name: `Marktplatz ${i}, 06108 Halle (Saale), Sachsen-Anhalt, Deutschland`,
  address: { road: 'Marktplatz', house_number: String(i), postcode: '06108', city: 'Halle (Saale)', state: 'Sachsen-Anhalt', country: 'Deutschland' },
});

describe('toSuggestion', () => {
  it('maps a Nominatim place to the spec’s address suggestion', () => {
    expect(toSuggestion(place(1))).toEqual({
      formatted: 'Marktplatz 1, 06108 Halle (Saale), Sachsen-Anhalt, Deutschland',
      address_line1: 'Marktplatz 1',
      address_line2: '06108 Halle (Saale), Deutschland',
      city: 'Halle (Saale)',
      state: 'Sachsen-Anhalt',
      country: 'Deutschland',
      lat: 51.481,
      lon: 11.97,
      place_id: '1001',
    });
    expect(toSuggestion({ lat: 'x', lon: '1' })).toBeNull();
  });
});

/** Spacing, caching and the queue are GeocodingService's (service.test.ts); this is the service's API. */
describe('NominatimGeocoder against a stand-in server', () => {
  let standIn: StandIn;
  let mode: 'ok' | 'slow' | 'error' | 'garbage' = 'ok';
  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      if (mode === 'slow') return void setTimeout(() => json(res, 200, []), 1500);
      if (mode === 'error') return json(res, 500, { error: 'boom' });
      if (mode === 'garbage') {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return void res.end('{not json');
      }
      if (req.url!.startsWith('/reverse')) return json(res, 200, place(7));
      json(res, 200, Array.from({ length: 8 }, (_, i) => place(i + 1)));
    });
  });
  afterAll(() => standIn.close());
  const make = (o: Partial<ConstructorParameters<typeof NominatimGeocoder>[0]> = {}) =>
    new NominatimGeocoder({ baseUrl: new URL(standIn.url), userAgent: 'CleanQuest-test/1', timeoutMs: 500, ...o });

  it('searches with the right parameters and headers, at most 5 results', async () => {
    mode = 'ok';
    const g = make();
    const results = await g.search('Marktplatz', 'de');
    expect(results).toHaveLength(5);
    const req = standIn.requests.at(-1)!;
    const url = new URL(req.path, standIn.url);
    expect(url.pathname).toBe('/search');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Marktplatz', format: 'jsonv2', addressdetails: '1', limit: '5' });
    expect(req.headers['user-agent']).toBe('CleanQuest-test/1');
    expect(req.headers['accept-language']).toBe('de');
  });

  it('reverse-geocodes at zoom 18', async () => {
    mode = 'ok';
    const [r] = await make().reverse(51.4828, 11.9697, 'en');
    expect(r!.address_line1).toBe('Marktplatz 7');
    const url = new URL(standIn.requests.at(-1)!.path, standIn.url);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({ lat: '51.482800', lon: '11.969700', zoom: '18' });
  });

  it.each(['slow', 'error', 'garbage'] as const)('gives a clear 503 when the service is %s', async (m) => {
    mode = m;
    await expect(make().search(`q-${m}`, 'en')).rejects.toMatchObject({ status: 503, code: 'GEOCODER_UNAVAILABLE' });
  });

  it('gives a clear 503 when the service is unreachable', async () => {
    const g = new NominatimGeocoder({ baseUrl: new URL('http://127.0.0.1:9'), userAgent: 'x', timeoutMs: 500 });
    await expect(g.search('anything', 'en')).rejects.toThrow('Address search is not available right now. You can still type the address yourself.');
  });
});
