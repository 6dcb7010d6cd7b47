import supertest from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { geocodingModule } from '../../src/modules/geocoding/server';
import { createApp, type App } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb, type Db } from '../../src/server/db';
import { createLogger } from '../../src/server/log';
import { json, startStandIn, type StandIn } from '../support/stand-in-server';
import { backends, createTestDb, TestClock } from '../support/test-app';

/**
 * Issue 21: two server processes on one database share the geocoder's turns, its cache and its fair
 * queue. Two apps with their own connection pools stand for the two processes; two apps cannot share
 * one PGlite, so this runs on the real PostgreSQL (service.test.ts covers the same on PGlite).
 */
describe.skipIf(!backends().includes('postgres'))('the geocoder shared by two server processes on one PostgreSQL', () => {
  let standIn: StandIn;
  let db: Db;
  let otherDb: Db;
  let drop: () => Promise<void>;
  let apps: App[];

  beforeAll(async () => {
    standIn = await startStandIn((req, res) => {
      const url = new URL(req.url!, 'http://stand-in');
      if (url.pathname === '/reverse') {
        return json(res, 200, { place_id: 5, lat: url.searchParams.get('lat'), lon: url.searchParams.get('lon'), display_name: 'Marktplatz 1, Halle (Saale)', address: { road: 'Marktplatz', house_number: '1' } });
      }
      json(res, 200, [{ place_id: 1, lat: '51.4828', lon: '11.9697', display_name: `${url.searchParams.get('q')}, Halle (Saale)`, address: { city: 'Halle (Saale)' } }]);
    });
    const test = await createTestDb('postgres');
    ({ db, drop } = test);
    otherDb = createDb({ databaseUrl: test.url!, dataDir: 'memory', poolMax: 5 });
    // Default turns (a second apart, ten ahead); TRUST_PROXY so X-Forwarded-For names the person.
    const env = { LOG_REQUESTS: 'false', DATA_DIR: '/nonexistent-cq-test', STATIC_DIR: '/nonexistent-cq-static', GEOCODER_URL: standIn.url, TRUST_PROXY: 'true' };
    const config = loadConfig(env, [geocodingModule]);
    apps = [db, otherDb].map((d) => createApp({ config, db: d, modules: [geocodingModule], log: createLogger(true), clock: new TestClock() }));
    // The first fetch of a process loads the HTTP client and connects: it would leave late after its turn.
    await (await fetch(`${standIn.url}/warm-up`)).text();
  });
  afterAll(async () => {
    await otherDb?.destroy();
    await drop?.();
    await standIn?.close();
  });

  const search = (app: App, q: string, person: string) => supertest(app.callback).get('/api/geocode/search').query({ q }).set('X-Forwarded-For', person);
  const reverse = (app: App, lat: number, lon: number) => supertest(app.callback).get('/api/geocode/reverse').query({ lat, lon }).set('X-Forwarded-For', '192.0.2.1');
  const upstreamCalls = () => standIn.requests.filter((r) => !r.path.startsWith('/warm-up'));
  /** Milliseconds between consecutive upstream calls, by the stand-in's clock. */
  const gaps = (calls: { at: number }[]) => calls.slice(1).map((c, i) => c.at - calls[i]!.at);

  it('lets 8 searches split over the two processes reach the geocoder at most once a second in all', async () => {
    const before = upstreamCalls().length;
    const answers = await Promise.all(Array.from({ length: 8 }, (_, i) => search(apps[i % 2]!, `Leipziger Straße ${i + 1}`, `203.0.113.${i + 1}`)));
    expect(answers.map((r) => r.status)).toEqual(Array(8).fill(200));
    const calls = upstreamCalls().slice(before);
    expect(calls).toHaveLength(8);
    // Turns are 1020 ms apart by the database's clock; arrivals jitter by some milliseconds.
    for (const gap of gaps(calls)) expect(gap).toBeGreaterThanOrEqual(990);
  });

  it('answers a search asked through one process from the cache through the other', async () => {
    const first = await search(apps[0]!, 'Große Ulrichstraße 3', '203.0.113.20');
    expect(first.status).toBe(200);
    const calls = upstreamCalls().length;
    const again = await search(apps[1]!, '  große   ULRICHSTRAßE 3 ', '203.0.113.21');
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);
    expect(again.headers['cache-control']).toBe('private, max-age=300');
    expect(upstreamCalls()).toHaveLength(calls);
  });

  it('answers reverse look-ups a few metres apart from one cache entry, in either process', async () => {
    const before = upstreamCalls().length;
    const here = await reverse(apps[0]!, 51.48281, 11.96971);
    const nearby = await reverse(apps[1]!, 51.48284, 11.96968);
    expect(here.status).toBe(200);
    expect(nearby.body).toEqual(here.body);
    const calls = upstreamCalls().slice(before);
    expect(calls).toHaveLength(1);
    expect(Object.fromEntries(new URL(calls[0]!.path, standIn.url).searchParams)).toMatchObject({ lat: '51.482800', lon: '11.969700' });
  });

  it('keeps one person firing 10 searches over both processes from pushing another person into a 503', async () => {
    expect((await search(apps[0]!, 'Hallmarkt 1', '198.51.100.9')).status).toBe(200); // a call: the next turn is a second away
    const before = upstreamCalls().length;
    // then(): supertest sends a request only when it is awaited.
    const typist = Array.from({ length: 10 }, (_, i) => search(apps[i % 2]!, `Marktplatz ${i + 1}`, '198.51.100.7').then((r) => r));
    // Once the typist's searches are queued (well within the second until the next turn), the neighbour asks.
    await new Promise((r) => setTimeout(r, 500));
    const neighbour = await search(apps[1]!, 'Hansering 15', '198.51.100.8');
    expect(neighbour.status).toBe(200);
    expect(neighbour.body.results[0].formatted).toBe('Hansering 15, Halle (Saale)');
    const typed = await Promise.all(typist);
    // The typist's newer searches took over the older ones' turns: those answer 409, never 503.
    expect(typed.filter((r) => r.status === 200).length).toBeGreaterThanOrEqual(1);
    expect(typed.filter((r) => r.status !== 200).map((r) => r.body)).toEqual(
      Array(typed.filter((r) => r.status !== 200).length).fill({ error: 'A newer address search replaced this one.', code: 'GEOCODER_SUPERSEDED' }),
    );
    const calls = upstreamCalls().slice(before);
    expect(calls.length).toBeLessThanOrEqual(3);
    for (const gap of gaps(upstreamCalls().slice(before - 1))) expect(gap).toBeGreaterThanOrEqual(990);
  });
});
