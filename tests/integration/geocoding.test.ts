import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodingModule } from '../../src/modules/geocoding/server';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { createTestApp, type TestApp } from '../support/test-app';

describe('address search through the server', () => {
  let standIn: StandIn;
  let t: TestApp;
  let down: TestApp;
  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      if (req.url!.startsWith('/reverse')) return json(res, 200, { error: 'Unable to geocode' });
      json(res, 200, [{ place_id: 7, lat: '51.4828', lon: '11.9697', display_name: 'Marktplatz, Halle (Saale), Deutschland', address: { road: 'Marktplatz', city: 'Halle (Saale)', country: 'Deutschland' } }]);
    });
    t = await createTestApp({ backend: 'pglite', modules: [geocodingModule], env: { GEOCODER_URL: standIn.url, GEOCODER_USER_AGENT: 'CleanQuest-it/1' } });
    down = await createTestApp({ backend: 'pglite', modules: [geocodingModule], env: { GEOCODER_URL: 'http://127.0.0.1:9', GEOCODER_TIMEOUT_MS: '300' } });
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
    expect(standIn.requests.at(-1)!.headers['user-agent']).toBe('CleanQuest-it/1');
    expect(standIn.requests.at(-1)!.headers['accept-language']).toBe('de');
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

  it('gives a clear 503 when the geocoder is unreachable', async () => {
    const res = await down.request().get('/api/geocode/search').query({ q: 'Marktplatz' });
    expect(res.status).toBe(503);
    expect(res.body).toEqual({ error: 'Address search is not available right now. You can still type the address yourself.', code: 'GEOCODER_UNAVAILABLE' });
  });
});
