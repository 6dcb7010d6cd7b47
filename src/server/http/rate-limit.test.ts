import type { Context } from 'koa';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createApp } from '../app';
import { loadConfig } from '../config';
import { createDb, migrateLatest, type Db } from '../db';
import { HttpError } from './errors';
import { addressKey, rateLimit, RATE_LIMIT_TABLE, sweepRateLimits } from './rate-limit';

describe('addressKey', () => {
  it('keeps IPv4, unwraps IPv4-mapped IPv6 and counts other IPv6 per /64', () => {
    expect(addressKey('203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(addressKey('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:ffff:ffff:ffff:ffff')).toBe('2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('0:0:0:0::/64');
    expect(addressKey('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(addressKey('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
    expect(addressKey('2001:db8:1:2:3:4:10.0.0.1')).toBe('2001:db8:1:2::/64');
    expect(addressKey('not an address')).toBe('not an address');
  });
});

describe('rate limits in the database (PGlite)', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    await migrateLatest(db, []); // the core's own tables: rate_limits
  });
  afterAll(() => db.destroy());
  afterEach(async () => {
    vi.useRealTimers();
    await db(RATE_LIMIT_TABLE).del();
  });

  const ctx = (ip: string) => ({ ip }) as Context;
  const count = async () => (await db.raw(`select count(*)::int as n from ${RATE_LIMIT_TABLE}`)).rows[0].n as number;

  it('counts per key, refuses with a 429 HttpError, and leaves the one connection usable', async () => {
    const mw = rateLimit(db, [{ name: 'unit', points: 2, windowSeconds: 60, key: (c) => c.ip }], 'Slow down.');
    const next = vi.fn(async () => {});
    await mw(ctx('a'), next);
    await mw(ctx('a'), next);
    await mw(ctx('b'), next);
    expect(next).toHaveBeenCalledTimes(3);
    const refused = await mw(ctx('a'), next).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ status: 429, code: 'RATE_LIMITED', message: 'Slow down.', details: { retryAfterSeconds: 60 }, headers: { 'Retry-After': '60' } });
    expect(next).toHaveBeenCalledTimes(3);
    const rows = await db(RATE_LIMIT_TABLE).select('key', 'points').orderBy('key');
    expect(rows).toEqual([
      { key: 'unit:a', points: 3 },
      { key: 'unit:b', points: 1 },
    ]);
  });

  it('skips a rule whose key is null', async () => {
    const mw = rateLimit(db, [{ name: 'unit', points: 1, windowSeconds: 60, key: () => null }], 'Slow down.');
    const next = vi.fn(async () => {});
    for (let i = 0; i < 3; i++) await mw(ctx('a'), next);
    expect(next).toHaveBeenCalledTimes(3);
  });

  it('passes a database error on instead of turning it into a 429', async () => {
    const bare = createDb({ dataDir: 'memory' }); // no migrations: no table
    try {
      const mw = rateLimit(bare, [{ name: 'unit', points: 1, windowSeconds: 60, key: (c) => c.ip }], 'Slow down.');
      const err = await mw(ctx('a'), async () => {}).catch((e: unknown) => e);
      expect(err).not.toBeInstanceOf(HttpError);
      expect(String((err as Error).message)).toMatch(/rate_limits/);
    } finally {
      await bare.destroy();
    }
  });

  it('sweepRateLimits deletes ended windows only', async () => {
    const now = Date.now();
    await db(RATE_LIMIT_TABLE).insert([
      { key: 'unit:old', points: 5, expire: now - 1 },
      { key: 'unit:live', points: 5, expire: now + 60_000 },
    ]);
    expect(await sweepRateLimits(db, now)).toBe(1);
    expect((await db(RATE_LIMIT_TABLE).select('key')).map((r) => r.key)).toEqual(['unit:live']);
  });

  it('the app sweeps every 5 minutes once its background work runs', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    await db(RATE_LIMIT_TABLE).insert({ key: 'unit:old', points: 1, expire: Date.now() - 1 });
    const app = createApp({ config: loadConfig({ LOG_REQUESTS: 'false' }), db, modules: [], log: { info() {}, error() {} } });
    const stop = app.startBackground();
    try {
      vi.advanceTimersByTime(5 * 60_000 - 1);
      await new Promise((r) => setTimeout(r, 50));
      expect(await count()).toBe(1);
      vi.advanceTimersByTime(1);
      await vi.waitFor(async () => expect(await count()).toBe(0));
    } finally {
      stop();
    }
  });
});
