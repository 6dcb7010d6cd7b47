import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateLatest, type Db } from '../../../server/db';
import { json, startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import { geocodingModule } from '../server';
import { AnswerCache } from './cache';
import { NominatimGeocoder } from './nominatim';
import { GeocodingService, roundForReverse, searchKey } from './service';
import { UpstreamTurns } from './turns';

/** The shared queue and cache on PGlite (one process); tests/integration/geocoder-shared.test.ts runs two apps on PostgreSQL. */
describe('GeocodingService on the shared tables', () => {
  let db: Db;
  let standIn: StandIn;
  let down = false;
  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    await migrateLatest(db, [geocodingModule]);
    standIn = await startStandIn((req, res) => {
      if (down) return json(res, 500, { error: 'boom' });
      const url = new URL(req.url!, 'http://x');
      if (url.pathname === '/reverse') return json(res, 200, { place_id: 9, lat: url.searchParams.get('lat'), lon: url.searchParams.get('lon'), display_name: 'Here' });
      json(res, 200, [{ place_id: 1, lat: '51.48', lon: '11.97', display_name: `Found ${url.searchParams.get('q')}` }]);
    });
    // The first fetch of a process loads the HTTP client and connects: it leaves late after its turn.
    await (await fetch(`${standIn.url}/search?q=warm`)).text();
  });
  afterAll(async () => {
    await Promise.all([db.destroy(), standIn.close()]);
  });
  beforeEach(async () => {
    down = false;
    await db.raw('delete from geocoder_cache');
    await db.raw('delete from geocoder_waiting');
    await db.raw('update geocoder_turns set next_at = to_timestamp(0), last_call_at = to_timestamp(0)');
  });

  const make = (o: { minIntervalMs?: number; maxQueue?: number; cacheTtlMs?: number } = {}) =>
    new GeocodingService(
      new NominatimGeocoder({ baseUrl: new URL(standIn.url), userAgent: 'CleanQuest-test/1', timeoutMs: 1000 }),
      new AnswerCache(db, o.cacheTtlMs ?? 60_000),
      new UpstreamTurns(db, { minIntervalMs: o.minIntervalMs ?? 0, maxQueue: o.maxQueue ?? 10 }),
    );
  const callsSince = (n: number) => standIn.requests.slice(n);
  const settle = async <T>(work: Promise<T>[]) => (await Promise.allSettled(work)).map((r) => (r.status === 'fulfilled' ? 'ok' : (r.reason as { code: string }).code));

  it('keys searches on the trimmed, collapsed, lower-case text and reverse look-ups on 4 decimals', () => {
    expect(searchKey('  Große   Ulrichstraße \t3 ', 'de')).toBe('s|de|große ulrichstraße 3');
    expect([roundForReverse(51.482849), roundForReverse(11.96966), roundForReverse(-0.00001)]).toEqual([51.4828, 11.9697, 0]);
  });

  it('spaces the upstream calls of different people by the interval', async () => {
    const g = make({ minIntervalMs: 500 });
    const before = standIn.requests.length;
    expect(await settle(['aaa', 'bbb', 'ccc'].map((q, i) => g.search(q, 'en', `person ${i}`)))).toEqual(['ok', 'ok', 'ok']);
    const at = callsSince(before).map((r) => r.at);
    expect(at).toHaveLength(3);
    // Turns are 510 ms apart; arrivals at the stand-in jitter on a busy machine (a CI run under load
    // saw one gap of 486 ms when the first request's arrival was late). Without the spacing they
    // would arrive within a few milliseconds of each other.
    expect(at[1]! - at[0]!).toBeGreaterThanOrEqual(440);
    expect(at[2]! - at[1]!).toBeGreaterThanOrEqual(440);
    expect(at[2]! - at[0]!).toBeGreaterThanOrEqual(960);
  });

  it('answers repeated questions from the cache: the same text however spaced or cased, points a few metres apart', async () => {
    const g = make();
    const before = standIn.requests.length;
    const first = await g.search('Hallmarkt', 'en', 'a');
    expect(await g.search('  hallMARKT ', 'en', 'b')).toEqual(first);
    await g.search('Hallmarkt', 'de', 'a');
    const [here] = await g.reverse(51.48281, 11.96971, 'en', 'a');
    expect(await g.reverse(51.48284, 11.96974, 'en', 'b')).toEqual([here]);
    const paths = callsSince(before).map((r) => new URL(r.path, standIn.url));
    expect(paths.map((u) => u.pathname)).toEqual(['/search', '/search', '/reverse']);
    expect(paths[0]!.searchParams.get('q')).toBe('Hallmarkt');
    // The point asked for is the rounded one, so the cached answer is the same whoever asked first.
    expect(Object.fromEntries(paths[2]!.searchParams)).toMatchObject({ lat: '51.482800', lon: '11.969700' });
  });

  it('keeps no answer when the service fails, and asks again next time', async () => {
    const g = make();
    down = true;
    await expect(g.search('Marktplatz', 'en', 'a')).rejects.toMatchObject({ status: 503, code: 'GEOCODER_UNAVAILABLE' });
    down = false;
    expect(await g.search('Marktplatz', 'en', 'a')).toEqual([expect.objectContaining({ formatted: 'Found Marktplatz' })]);
  });

  it('refuses new work as busy, with Retry-After, once the next free turn is more than maxQueue intervals ahead', async () => {
    const g = make({ minIntervalMs: 400, maxQueue: 2 });
    const results = await Promise.allSettled(['q1', 'q2', 'q3', 'q4', 'q5'].map((q, i) => g.search(q, 'en', `person ${i}`)));
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'rejected']);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ status: 503, code: 'GEOCODER_BUSY', headers: { 'Retry-After': '1' } });
  });

  it('keeps one waiting request per person: a newer one takes the older one’s turn, which answers 409', async () => {
    const g = make({ minIntervalMs: 300, maxQueue: 2 });
    const before = standIn.requests.length;
    const mine = ['one', 'two', 'three', 'four', 'five', 'six'].map((q) => g.search(q, 'en', 'typist'));
    const [outcomes, other] = await Promise.all([settle(mine), settle([g.search('other', 'en', 'neighbour')])]);
    expect(other).toEqual(['ok']);
    expect(outcomes.filter((o) => o === 'ok')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'GEOCODER_SUPERSEDED')).toHaveLength(5);
    await expect(mine[0]).rejects.toThrow('A newer address search replaced this one.');
    expect(callsSince(before)).toHaveLength(2);
  });

  it('sweeps answers past their time to live and places nobody came back for', async () => {
    const g = make({ cacheTtlMs: 200 });
    await g.search('Marktplatz', 'en', 'a');
    await db.raw(`insert into geocoder_waiting (waiter, ticket, slot_at) values ('gone', 't', clock_timestamp() - interval '2 minutes'), ('here', 't', clock_timestamp())`);
    expect(await g.sweep()).toEqual({ answers: 0, waiting: 1 });
    await new Promise((r) => setTimeout(r, 250));
    const before = standIn.requests.length;
    await g.search('marktplatz', 'en', 'a');
    expect(callsSince(before)).toHaveLength(1);
    await db.raw(`update geocoder_cache set created_at = clock_timestamp() - interval '1 second'`);
    expect(await g.sweep()).toEqual({ answers: 1, waiting: 0 });
  });
});
