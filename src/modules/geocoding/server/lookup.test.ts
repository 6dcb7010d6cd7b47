import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createDb, migrateLatest, type Db } from '../../../server/db';
import { json, startStandIn, type StandIn } from '../../../../tests/support/stand-in-server';
import { geocodingModule } from '../server';
import { AnswerCache } from './cache';
import { NominatimGeocoder } from './nominatim';
import { GeocodingService } from './service';
import { UpstreamTurns } from './turns';

/** GeocodingApi.lookupAddress (issue 23: reports land where the litter is), on the shared tables (PGlite). */
describe('GeocodingService.lookupAddress', () => {
  let db: Db;
  let standIn: StandIn;
  let slowMs = 0;
  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    await migrateLatest(db, [geocodingModule]);
    standIn = await startStandIn((req, res) => {
      const q = new URL(req.url!, 'http://x').searchParams.get('q') ?? '';
      const answer = () => json(res, 200, q.startsWith('Hallmarkt') ? [{ place_id: 3, lat: '51.4812', lon: '11.9671', display_name: 'Hallmarkt, Halle (Saale)' }] : []);
      if (slowMs > 0) setTimeout(answer, slowMs);
      else answer();
    });
  });
  afterAll(async () => {
    await Promise.all([db.destroy(), standIn.close()]);
  });
  beforeEach(() => {
    slowMs = 0;
  });
  const service = (url: string, timeoutMs = 2000) =>
    new GeocodingService(new NominatimGeocoder({ baseUrl: new URL(url), userAgent: 'CleanQuest-test/1', timeoutMs }), new AnswerCache(db, 60_000), new UpstreamTurns(db, { minIntervalMs: 0, maxQueue: 10 }));

  it('answers the first place found, and keeps it in the shared cache', async () => {
    const before = standIn.requests.length;
    const g = service(standIn.url);
    expect(await g.lookupAddress('Hallmarkt 3', { asker: 'report:a' })).toEqual({ latitude: 51.4812, longitude: 11.9671, formatted: 'Hallmarkt, Halle (Saale)' });
    expect(await g.lookupAddress('  hallmarkt   3 ', { asker: 'report:b' })).toMatchObject({ latitude: 51.4812 });
    expect(standIn.requests.length - before).toBe(1);
  });

  it('answers null when nothing matches or the text is too short to search', async () => {
    const before = standIn.requests.length;
    expect(await service(standIn.url).lookupAddress('Nowhere street 9', { asker: 'report:a' })).toBeNull();
    expect(await service(standIn.url).lookupAddress(' ab ', { asker: 'report:a' })).toBeNull();
    expect(standIn.requests.length - before).toBe(1);
  });

  it('answers null, without throwing, when the service is unreachable', async () => {
    expect(await service('http://127.0.0.1:9', 300).lookupAddress('Hallmarkt 4', { asker: 'report:a' })).toBeNull();
  });

  it('answers null once the bounded wait is over when the service is slow', async () => {
    slowMs = 1500;
    const started = Date.now();
    expect(await service(standIn.url, 5000).lookupAddress('Hallmarkt 5', { asker: 'report:a', timeoutMs: 300 })).toBeNull();
    expect(Date.now() - started).toBeLessThan(1400);
  });
});
