import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import supertest from 'supertest';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { gamificationModule } from '../../src/modules/gamification/server';
import { SESSION_COOKIE } from '../../src/modules/guest/contract';
import { guestModule } from '../../src/modules/guest/server';
import { TOO_MANY_GUESTS } from '../../src/modules/guest/server/routes';
import { photosModule } from '../../src/modules/photos/server';
import { reportsModule } from '../../src/modules/reports/server';
import { TOO_MANY_REPORTS } from '../../src/modules/reports/server/routes';
import { tasksModule } from '../../src/modules/tasks/server';
import { createApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createDb, type Db } from '../../src/server/db';
import { createLogger } from '../../src/server/log';
import { solid } from '../support/images';
import { guest as newGuest } from '../support/people';
import { backends, createTestApp, createTestDb, TestClock, type TestApp } from '../support/test-app';

const WINDOW_SECONDS = 600;
interface Guest {
  cookie: string;
  id: string;
}
const usersCount = async (db: Db) => (await db.raw('select count(*)::int as n from users')).rows[0].n as number;

/** A 429 in the project's error format with a Retry-After inside the window. */
function expectRateLimited(res: supertest.Response, message: string) {
  expect(res.status).toBe(429);
  expect(res.type).toBe('application/json');
  expect(res.body).toEqual({ error: message, code: 'RATE_LIMITED', details: { retryAfterSeconds: expect.any(Number) } });
  const retryAfter = Number(res.headers['retry-after']);
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  expect(res.body.details.retryAfterSeconds).toBe(retryAfter);
  return retryAfter;
}

afterEach(() => {
  vi.useRealTimers();
});

describe.each(backends())('rate limits (%s)', (backend) => {
  const limitEnv = (env: Record<string, string>) => ({ RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS), ...env });

  describe('POST /api/guest/create', () => {
    let t: TestApp | undefined;
    afterEach(async () => {
      await t?.close();
      t = undefined;
    });

    it('answers 429 with Retry-After and the JSON error after the limit, creating no user; another address is not affected', async () => {
      t = await createTestApp({ backend, modules: [guestModule], env: limitEnv({ TRUST_PROXY: 'true', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '3' }) });
      const create = (ip: string) => t!.request().post('/api/guest/create').set('X-Forwarded-For', ip);
      for (let i = 0; i < 3; i++) expect((await create('203.0.113.7')).status).toBe(201);
      const users = await usersCount(t.db);
      const refused = await create('203.0.113.7');
      expectRateLimited(refused, TOO_MANY_GUESTS);
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(await create('203.0.113.7')).toHaveProperty('status', 429);
      expect(await usersCount(t.db)).toBe(users);
      // Another client address has its own count.
      expect((await create('203.0.113.8')).status).toBe(201);
      // An IPv6 client counts per /64: another address in the same block shares the count.
      for (let i = 0; i < 3; i++) expect((await create(`2001:db8:1:2::${i + 1}`)).status).toBe(201);
      expect((await create('2001:db8:1:2:ffff::9')).status).toBe(429);
      expect((await create('2001:db8:1:3::1')).status).toBe(201);
    });

    it('counts the socket address, not a forged X-Forwarded-For, without TRUST_PROXY', async () => {
      t = await createTestApp({ backend, modules: [guestModule], env: limitEnv({ RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '2' }) });
      const create = (ip: string) => t!.request().post('/api/guest/create').set('X-Forwarded-For', ip);
      expect((await create('198.51.100.1')).status).toBe(201);
      expect((await create('198.51.100.2')).status).toBe(201);
      expectRateLimited(await create('198.51.100.3'), TOO_MANY_GUESTS);
    });

    it('allows new guests again once the window has ended', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now());
      t = await createTestApp({ backend, modules: [guestModule], env: limitEnv({ RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '1' }) });
      expect((await t.request().post('/api/guest/create')).status).toBe(201);
      expect(expectRateLimited(await t.request().post('/api/guest/create'), TOO_MANY_GUESTS)).toBe(WINDOW_SECONDS);
      vi.setSystemTime(Date.now() + 400_000);
      expect(expectRateLimited(await t.request().post('/api/guest/create'), TOO_MANY_GUESTS)).toBe(WINDOW_SECONDS - 400);
      vi.setSystemTime(Date.now() + 200_000);
      expect((await t.request().post('/api/guest/create')).status).toBe(201);
      expect((await t.request().post('/api/guest/create')).status).toBe(429);
    });
  });

  it('two app instances on one database share the count (as several server processes would)', async () => {
    const { db, url, drop } = await createTestDb(backend);
    // PostgreSQL: a second connection pool, as a second process would have. PGlite has one connection.
    const otherDb = url ? createDb({ databaseUrl: url, dataDir: 'memory', poolMax: 2 }) : db;
    try {
      const config = loadConfig({ LOG_REQUESTS: 'false', DATA_DIR: '/nonexistent-cq-test', STATIC_DIR: '/nonexistent-cq-static', RATE_LIMIT_GUEST_CREATE_PER_ADDRESS: '4', RATE_LIMIT_WINDOW_SECONDS: String(WINDOW_SECONDS) }, [guestModule]);
      const make = (d: Db) => createApp({ config, db: d, modules: [guestModule], log: createLogger(true), clock: new TestClock() });
      const [a, b] = [make(db), make(otherDb)];
      const statuses: number[] = [];
      for (const app of [a, b, a, b, a, b]) statuses.push((await supertest(app.callback).post('/api/guest/create')).status);
      expect(statuses).toEqual([201, 201, 201, 201, 429, 429]);
    } finally {
      if (otherDb !== db) await otherDb.destroy();
      await drop();
    }
  });

  describe('POST /api/reports', () => {
    let t: TestApp | undefined;
    let dataDir: string;
    beforeEach(() => {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-limits-'));
    });
    afterEach(async () => {
      await t?.close();
      t = undefined;
      fs.rmSync(dataDir, { recursive: true, force: true });
    });

    const photoCount = async () => (await t!.db.raw('select count(*)::int as n from photos')).rows[0].n as number;
    /** A report from `ip`; without a photo it fails validation (400) after the limits counted it. */
    const report = (who: Guest, ip: string, photo?: Buffer) => {
      const r = t!.request().post('/api/reports').set('Cookie', who.cookie).set('X-Forwarded-For', ip);
      for (const [k, v] of Object.entries({ userId: who.id, location: 'Riverside park', wasteType: 'Mixed', estimatedEffort: 15, priority: 'medium', reward: 10 })) r.field(k, String(v));
      if (photo) r.attach('image', photo, { filename: 'trash.png', contentType: 'image/png' });
      return r;
    };
    /** The session cookie is sent by hand: a cookie jar would judge its expiry by today's date, not the test clock's. */
    const guest = async (): Promise<Guest> => {
      const { token, id } = await newGuest(t!, { headers: { 'X-Forwarded-For': '192.0.2.250' } });
      return { cookie: `${SESSION_COOKIE}=${token}`, id };
    };

    it('limits reports per user and per address before the upload is read', async () => {
      t = await createTestApp({
        backend,
        modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule],
        env: limitEnv({ DATA_DIR: dataDir, TRUST_PROXY: 'true', RATE_LIMIT_REPORTS_PER_USER: '2', RATE_LIMIT_REPORTS_PER_ADDRESS: '3' }),
      });
      const ada = await guest();
      const bob = await guest();
      const ok = await report(ada, '192.0.2.1', await solid(64, 48, '#3a7d44'));
      expect(ok.status).toBe(201);
      expect((await report(ada, '192.0.2.1')).body.code).toBe('MISSING_PHOTO');
      const photos = await photoCount();

      // Ada's third report in the window: refused with a photo attached, and nothing of it processed.
      expectRateLimited(await report(ada, '192.0.2.1', await solid(64, 48, '#123456')), TOO_MANY_REPORTS);
      expect(await photoCount()).toBe(photos);
      // Refused before the body is read: a malformed multipart body gets the 429, not an upload error.
      const garbage = await t.request().post('/api/reports').set('Cookie', ada.cookie).set('X-Forwarded-For', '192.0.2.1').set('Content-Type', 'multipart/form-data; boundary=x').send('--x\r\nnot a form');
      expectRateLimited(garbage, TOO_MANY_REPORTS);
      // From another address Ada is still over her own limit.
      expectRateLimited(await report(ada, '192.0.2.2'), TOO_MANY_REPORTS);

      // The address has one report left (Ada's refused ones were stopped by her own limit first).
      expect((await report(bob, '192.0.2.1')).body.code).toBe('MISSING_PHOTO');
      const cyd = await guest();
      expectRateLimited(await report(cyd, '192.0.2.1'), TOO_MANY_REPORTS);
      // Cyd from another address is fine.
      expect((await report(cyd, '192.0.2.3')).body.code).toBe('MISSING_PHOTO');
    });

    it('still answers 401 (not 429) without a session', async () => {
      t = await createTestApp({ backend, modules: [guestModule, gamificationModule, photosModule, tasksModule, reportsModule], env: limitEnv({ DATA_DIR: dataDir, RATE_LIMIT_REPORTS_PER_ADDRESS: '1' }) });
      for (let i = 0; i < 3; i++) expect((await t.request().post('/api/reports')).status).toBe(401);
    });
  });
});
