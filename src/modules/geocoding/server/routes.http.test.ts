import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import { createTestApp, manifests, type TestApp } from '../../../../tests/support/test-app';

describe('address search through the server', () => {
  let standIn: StandIn;
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      if (req.url!.startsWith('/reverse')) return json(res, 200, { error: 'Unable to geocode' });
      json(res, 200, [{ place_id: 7, lat: '51.4828', lon: '11.9697', display_name: 'Marktplatz, Halle (Saale), Deutschland', address: { road: 'Marktplatz', city: 'Halle (Saale)', country: 'Deutschland' } }]);
    });
    t = await createTestApp({ backend: 'pglite', modules: manifests('geocoding'), env: { GEOCODER_URL: standIn.url, GEOCODER_USER_AGENT: 'CleanQuest-it/1' } });
    down = await createTestApp({ backend: 'pglite', modules: manifests('geocoding'), env: { GEOCODER_URL: 'http://127.0.0.1:9', GEOCODER_TIMEOUT_MS: '300' } });
  });
  afterAll(async () => {
    await Promise.all([t.close(), down.close(), standIn.close()]);
  });

  it('returns suggestions in the spec’s shape and sends the configured User-Agent', async () => {
    const res = await t.request().get('/api/geocode/search').query({ q: 'Marktplatz' }).set('Accept-Language', 'de-DE,de;q=0.9');
    expect(res.status).toBe(200);
    expect(res.body.results).toEqual([
      { formatted: 'Marktplatz, Halle (Saale), Deutschland', address_line1: 'Marktplatz', address_line2: 'Halle (Saale), Deutschland', city: 'Halle (Saale)', state: '', country: 'Deutschland', lat: 51.4828, lon: 11.9697, place_id: '7' },
    ]);
    expect(res.headers['cache-control']).toBe('private, max-age=300');
    expect(standIn.requests.at(-1)!.headers['user-agent']).toBe('CleanQuest-it/1');
    expect(standIn.requests.at(-1)!.headers['accept-language']).toBe('de');
  });

  it('answers a search that a newer one of the same person replaced while it waited with 409, in the request’s language', async () => {
    const search = (q: string) => t.request().get('/api/geocode/search').query({ q }).set('Accept-Language', 'de');
    expect((await search('Rannische Straße')).status).toBe(200); // an upstream call: the next turn is a second away
    const older = search('Leipziger Straße').then((r) => r); // then(): supertest sends only when awaited
    await new Promise((r) => setTimeout(r, 100));
    const [replaced, newer] = await Promise.all([older, search('Leipziger Straße 1')]);
    expect(replaced.status).toBe(409);
    expect(replaced.body).toEqual({ error: 'Eine neuere Adresssuche hat diese ersetzt.', code: 'GEOCODER_SUPERSEDED' });
    expect(newer.status).toBe(200);
    expect(new URL(standIn.requests.at(-1)!.path, standIn.url).searchParams.get('q')).toBe('Leipziger Straße 1');
  });

  it('answers a reverse look-up the service cannot place with null', async () => {
    const res = await t.request().get('/api/geocode/reverse').query({ lat: 0, lon: 0 });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: null });
  });

  it('refuses searches under 3 characters', async () => {
    const res = await t.request().get('/api/geocode/search').query({ q: 'ab' });
    expect(res.status).toBe(400);
    expect(res.body.details.fields).toEqual([{ field: 'q', message: 'Type at least 3 characters' }]);
  });

  it('tells the client to search only on request for a Nominatim service unless the operator allows suggestions', async () => {
    expect((await t.request().get('/api/config')).body.geocoding).toEqual({ autocomplete: false });
  });

  it('gives a clear 503 when the geocoder is unreachable', async () => {
    const res = await down.request().get('/api/geocode/search').query({ q: 'Marktplatz' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Address search is not available right now. You can still type the address yourself.', code: 'GEOCODER_UNAVAILABLE' });
  });
});

describe('the geocoder mode reaches the client through GET /api/config', () => {
  it('never suggests while typing against the public Nominatim service, and refuses to be told otherwise', async () => {
    // The harness points GEOCODER_URL at a closed port; here it is the public service (never asked).
    const publicNominatim = { GEOCODER_URL: 'https://nominatim.openstreetmap.org' };
    const t = await createTestApp({ backend: 'pglite', modules: manifests('geocoding'), env: publicNominatim });
    try {
      const res = await t.request().get('/api/config');
      expect(res.body).toMatchObject({ mapTileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png', geocoding: { autocomplete: false } });
    } finally {
      await t.close();
    }
    await expect(createTestApp({ backend: 'pglite', modules: manifests('geocoding'), env: { ...publicNominatim, GEOCODER_AUTOCOMPLETE: 'true' } })).rejects.toThrow(
      'GEOCODER_AUTOCOMPLETE must not be true for the public Nominatim service (nominatim.openstreetmap.org)',
    );
  });

  it('suggests while typing with a Photon service and maps its answers', async () => {
    const photon = await startStandIn((req, res) => {
      if (req.url!.startsWith('/reverse')) return json(res, 200, { type: 'FeatureCollection', features: [] });
      json(res, 200, {
        type: 'FeatureCollection',
        features: [
          {
            type: 'Feature',
            geometry: { type: 'Point', coordinates: [11.9697, 51.4828] },
            properties: { osm_type: 'N', osm_id: 42, type: 'house', street: 'Marktplatz', housenumber: '1', postcode: '06108', city: 'Halle (Saale)', state: 'Sachsen-Anhalt', country: 'Germany' },
          },
        ],
      });
    });
    const t = await createTestApp({ backend: 'pglite', modules: manifests('geocoding'), env: { GEOCODER_URL: photon.url, GEOCODER_KIND: 'photon' } });
    try {
      expect((await t.request().get('/api/config')).body.geocoding).toEqual({ autocomplete: true });
      const res = await t.request().get('/api/geocode/search').query({ q: 'Marktplatz 1' }).set('Accept-Language', 'en');
      expect(res.body.results).toEqual([
        {
          formatted: 'Marktplatz 1, 06108 Halle (Saale), Germany',
          address_line1: 'Marktplatz 1',
          address_line2: '06108 Halle (Saale), Germany',
          city: 'Halle (Saale)',
          state: 'Sachsen-Anhalt',
          country: 'Germany',
          lat: 51.4828,
          lon: 11.9697,
          place_id: 'N42',
        },
      ]);
      expect(photon.requests.at(-1)!.path).toBe('/api?q=Marktplatz+1&limit=5&lang=en');
      expect((await t.request().get('/api/geocode/reverse').query({ lat: 0, lon: 0 })).body).toEqual({ result: null });
    } finally {
      await Promise.all([t.close(), photon.close()]);
    }
  });
});
