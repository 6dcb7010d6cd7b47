import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scene } from '../support/images';
import { findPgBin, startPgServer, type PgServer } from '../support/pg-server';
import { Client, Recorder, sleep, waitUntil } from './support/load';
import { serverUnderTest, type ServerUnderTest } from './support/servers';

/**
 * Issue 12, Resilience: PostgreSQL restarted under load. A dedicated PostgreSQL (this test stops and
 * starts it) behind a real server process: while it is down every request that needs it fails with
 * a clear 503 `{ error, code: 'DATABASE_UNAVAILABLE' }` (never a 500, never a dropped connection,
 * the process stays up), and within 10 s of PostgreSQL being back, reads and writes succeed again.
 */
const bin = findPgBin();

describe.skipIf(!bin && process.env.REQUIRE_POSTGRES !== '1')('PostgreSQL restarted under load', () => {
  let pg: PgServer;
  let s: ServerUnderTest;
  let photo: Buffer;

  beforeAll(async () => {
    if (!bin) throw new Error('REQUIRE_POSTGRES=1 but no PostgreSQL server binaries were found');
    photo = await scene({ litter: 40, seed: 5 });
    pg = await startPgServer(bin);
    s = await serverUnderTest('postgres', { databaseUrl: pg.url });
    await s.start();
  }, 180_000);
  afterAll(async () => {
    await s?.cleanup();
    pg?.stop();
  });

  it('answers 503 DATABASE_UNAVAILABLE while it is down and recovers within 10 s', async () => {
    const rec = new Recorder();
    const users = Array.from({ length: 6 }, () => new Client(s.base, rec, 30_000));
    for (const u of users) expect(await u.becomeGuest()).toBe(true);
    const taskIds: string[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await users[0]!.report(photo, i);
      expect(r?.status).toBe(201);
      taskIds.push(r!.body.task.id);
    }

    let stop = false;
    const loop = async (i: number) => {
      let etag: string | undefined;
      let n = 0;
      while (!stop) {
        const u = users[i % users.length]!;
        const kind = (i + n++) % 5;
        if (kind === 0) ({ etag } = await u.poll(etag));
        else if (kind === 1) await u.request('GET', '/api/guest/validate');
        else if (kind === 2) await new Client(s.base, rec, 30_000).request('POST', '/api/guest/create');
        else if (kind === 3) await u.accept(taskIds[n % taskIds.length]!);
        else await u.request('GET', `/api/tasks/my-tasks/${u.userId}`);
        await sleep(20);
      }
    };
    const uploads = async () => {
      let n = 10;
      while (!stop) await users[1]!.report(photo, n++);
    };
    const load = Promise.all([...Array.from({ length: 5 }, (_, i) => loop(i)), uploads()]);

    await sleep(2000);
    const downAt = Date.now();
    pg.halt('immediate'); // a crash: connections die mid-query
    await sleep(4000);
    const upAt = Date.now();
    pg.start();
    const startedAt = Date.now();
    // Recovery: a read and a write through the normal API succeed within 10 s of PostgreSQL being back.
    const probe = new Client(s.base, rec, 10_000);
    await waitUntil('a successful write after the restart', async () => (await probe.request('POST', '/api/guest/create'))?.status === 201, 10_000, 100);
    await waitUntil('a successful read after the restart', async () => (await probe.request('GET', '/api/tasks/available'))?.status === 200, 10_000, 100);
    const recoveredMs = Date.now() - startedAt;
    await sleep(Math.max(0, startedAt + 13_000 - Date.now()));
    stop = true;
    await load;

    const during = rec.outcomes.filter((o) => o.at >= downAt && o.at + o.ms <= upAt);
    const after = rec.outcomes.filter((o) => o.at >= startedAt + 10_000);
    console.log(`PostgreSQL restart: ${rec.outcomes.length} requests, ${during.length} while down, recovered after ${recoveredMs} ms`, rec.summary());
    // While down: clear 503s, no 500s, no dropped connections.
    expect(during.filter((o) => o.status === 503).length).toBeGreaterThan(0);
    expect(rec.outcomes.filter((o) => o.status >= 500 && o.status !== 503)).toEqual([]);
    expect(rec.outcomes.filter((o) => o.status === 503 && o.code !== 'DATABASE_UNAVAILABLE')).toEqual([]);
    expect(rec.outcomes.filter((o) => o.status === 503 && !o.error)).toEqual([]);
    expect(rec.outcomes.filter((o) => o.status === 0)).toEqual([]);
    // Once back (10 s grace), everything works again.
    expect(after.length).toBeGreaterThan(0);
    expect(after.filter((o) => o.status >= 500)).toEqual([]);
    expect(s.proc!.child.exitCode).toBeNull();
    expect(s.proc!.output()).not.toMatch(/uncaught|unhandled/i);
    expect(await s.proc!.stop('SIGTERM')).toBe(0);
  }, 300_000);
});
