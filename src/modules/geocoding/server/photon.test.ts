import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import { PhotonGeocoder, photonToSuggestion } from './photon';

/** Features as photon.komoot.io answers them (GeoJSON, [lon, lat]). */
const house = (i: number) => ({
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [11.9697, Number((51.48 + i / 1000).toFixed(3))] },
  properties: {
    osm_type: 'N', osm_id: 240000 + i, osm_key: 'place', osm_value: 'house', type: 'house',
    street: 'Marktplatz', housenumber: String(i), postcode: '06108', city: 'Halle (Saale)', district: 'Altstadt',
    state: 'Sachsen-Anhalt', country: 'Deutschland', countrycode: 'DE',
  },
});
const museum = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [11.9712, 51.4857] },
  properties: {
    osm_type: 'W', osm_id: 28449321, osm_key: 'tourism', osm_value: 'museum', type: 'house', name: 'Händel-Haus',
    street: 'Große Nikolaistraße', housenumber: '5', postcode: '06108', city: 'Halle (Saale)', state: 'Sachsen-Anhalt', country: 'Deutschland',
  },
};
const town = {
  type: 'Feature',
  geometry: { type: 'Point', coordinates: [11.9688, 51.4825] },
  properties: { osm_type: 'R', osm_id: 62638, osm_key: 'place', osm_value: 'city', type: 'city', name: 'Halle (Saale)', state: 'Sachsen-Anhalt', country: 'Deutschland' },
};

describe('photonToSuggestion', () => {
  it('maps a house to the spec’s address suggestion', () => {
    expect(photonToSuggestion(house(1))).toEqual({
      formatted: 'Marktplatz 1, 06108 Halle (Saale), Deutschland',
      address_line1: 'Marktplatz 1',
      address_line2: '06108 Halle (Saale), Deutschland',
      city: 'Halle (Saale)',
      state: 'Sachsen-Anhalt',
      country: 'Deutschland',
      lat: 51.481,
      lon: 11.9697,
      place_id: 'N240001',
    });
  });

  it('puts a named place first and its street address on line 2', () => {
    expect(photonToSuggestion(museum)).toMatchObject({
      formatted: 'Händel-Haus, Große Nikolaistraße 5, 06108 Halle (Saale), Deutschland',
      address_line1: 'Händel-Haus',
      address_line2: 'Große Nikolaistraße 5, 06108 Halle (Saale), Deutschland',
      place_id: 'W28449321',
    });
  });

  it('takes a town found by name as its own city', () => {
    expect(photonToSuggestion(town)).toEqual({
      formatted: 'Halle (Saale), Deutschland',
      address_line1: 'Halle (Saale)',
      address_line2: 'Deutschland',
      city: 'Halle (Saale)',
      state: 'Sachsen-Anhalt',
      country: 'Deutschland',
      lat: 51.4825,
      lon: 11.9688,
      place_id: 'R62638',
    });
  });

  it('skips features without usable coordinates and names one without an OSM id by its position', () => {
    expect(photonToSuggestion({ geometry: { coordinates: ['x', 51] }, properties: { name: 'A' } })).toBeNull();
    expect(photonToSuggestion({ geometry: { coordinates: [200, 51] }, properties: { name: 'A' } })).toBeNull();
    expect(photonToSuggestion({ properties: { name: 'A' } })).toBeNull();
    expect(photonToSuggestion({ geometry: { coordinates: [1.5, 2.5] }, properties: { country: 'Nowhere' } })).toMatchObject({ address_line1: 'Nowhere', address_line2: '', place_id: '2.5,1.5' });
  });
});

describe('PhotonGeocoder against a stand-in Photon server', () => {
  let standIn: StandIn;
  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      if (req.url!.startsWith('/photon/reverse')) return json(res, 200, { type: 'FeatureCollection', features: [museum] });
      if (req.url!.includes('nothing')) return json(res, 200, { type: 'FeatureCollection', features: [] });
      json(res, 200, { type: 'FeatureCollection', features: [town, ...Array.from({ length: 7 }, (_, i) => house(i + 1))] });
    });
  });
  afterAll(() => standIn.close());
  const make = () => new PhotonGeocoder({ baseUrl: new URL(`${standIn.url}/photon`), userAgent: 'CleanQuest-test/1', timeoutMs: 1000 });

  it('searches /api with q, limit 5 and the language, and keeps at most 5 results', async () => {
    const results = await make().search('Marktplatz', 'de');
    expect(results).toHaveLength(5);
    expect(results[0]!.address_line1).toBe('Halle (Saale)');
    expect(results[1]!.address_line1).toBe('Marktplatz 1');
    const req = standIn.requests.at(-1)!;
    const url = new URL(req.path, standIn.url);
    expect(url.pathname).toBe('/photon/api');
    expect(Object.fromEntries(url.searchParams)).toEqual({ q: 'Marktplatz', limit: '5', lang: 'de' });
    expect(req.headers['user-agent']).toBe('CleanQuest-test/1');
    expect(await make().search('nothing here', 'en')).toEqual([]);
  });

  it('reverse-geocodes through /reverse with lat and lon', async () => {
    const [r] = await make().reverse(51.4857, 11.9712, 'en');
    expect(r!.address_line1).toBe('Händel-Haus');
    const url = new URL(standIn.requests.at(-1)!.path, standIn.url);
    expect(url.pathname).toBe('/photon/reverse');
    expect(Object.fromEntries(url.searchParams)).toEqual({ lat: '51.485700', lon: '11.971200', limit: '1', lang: 'en' });
  });
});
