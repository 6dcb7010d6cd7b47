import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { createDb, type Db } from './db';
import { advisoryJobLock, jobLockFor, noJobLock, type JobLock } from './job-lock';
import { Scheduler } from './scheduler';
import { createTestDb } from '../../tests/support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Two processes on one real PostgreSQL database: two knex pools on one URL, each with its own lock. */
describe.runIf(!!inject('pgAdminUrl'))('advisory job lock (postgres)', () => {
  let a: Db;
  let b: Db;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    const created = await createTestDb('postgres', { migrate: false });
    a = created.db;
    b = createDb({ databaseUrl: created.url!, dataDir: 'memory', poolMax: 5 });
    drop = async () => {
      await b.destroy();
      await created.drop();
    };
  });
  afterAll(() => drop());

  it('is the job lock of a real server (PGlite takes none: change-feed.test.ts)', () => {
    expect(jobLockFor(a)).not.toBe(noJobLock);
  });

  /** The backends holding a single-key (bigint) advisory lock in the test database. */
  const lockHolders = async (): Promise<number[]> => {
    const { rows } = await b.raw(
      `select pid from pg_locks where locktype = 'advisory' and objsubid = 1 and granted
        and database = (select oid from pg_database where datname = current_database())`,
    );
    return rows.map((r: { pid: number }) => r.pid);
  };

  it('lets one process run a job while another process is refused it, and other jobs go on', async () => {
    const lockA = advisoryJobLock(a);
    const lockB = advisoryJobLock(b);
    const seen: Array<boolean> = [];
    const ran = await lockA.run('sweep', async () => {
      seen.push(await lockB.run('sweep', async () => {}));
      seen.push(await lockB.run('other sweep', async () => {}));
      expect(await lockHolders()).toHaveLength(1);
    });
    expect(ran).toBe(true);
    expect(seen).toEqual([false, true]);
    expect(await lockHolders()).toEqual([]);
    expect(await lockB.run('sweep', async () => {})).toBe(true);
  });

  it('releases the lock when the run throws, and hands the connection back', async () => {
    const lockA = advisoryJobLock(a);
    const boom = new Error('boom');
    await expect(lockA.run('failing sweep', () => Promise.reject(boom))).rejects.toBe(boom);
    expect(await lockHolders()).toEqual([]);
    expect(await advisoryJobLock(b).run('failing sweep', async () => {})).toBe(true);
    const pool = a.client.pool as { numUsed(): number };
    expect(pool.numUsed()).toBe(0);
  });

  it('a lock connection lost mid-run frees the job, and the broken connection is not used again', async () => {
    const lockA = advisoryJobLock(a);
    await lockA.run('lost sweep', async () => {
      const [pid] = await lockHolders();
      await b.raw('select pg_terminate_backend(?)', [pid]);
      await vi.waitFor(async () => expect(await lockHolders()).toEqual([]));
      // Meanwhile another process may take the job.
      expect(await advisoryJobLock(b).run('lost sweep', async () => {})).toBe(true);
    });
    // Every connection A's pool hands out from now on works: the terminated one was destroyed.
    for (let i = 0; i < 5; i++) expect((await a.raw('select 1 as one')).rows[0].one).toBe(1);
    expect(await lockA.run('lost sweep', async () => {})).toBe(true);
  });

  it('two schedulers on one database never run the same job at the same time', async () => {
    const runs: Array<{ by: string; start: number; end: number }> = [];
    const refused: string[] = [];
    /** Counts the runs a scheduler's lock refused (another process had the job). */
    const counted = (lock: JobLock, by: string): JobLock => ({
      run: async (name, work) => {
        const ran = await lock.run(name, work);
        if (!ran) refused.push(by);
        return ran;
      },
    });
    const job = (by: string) => async () => {
      const start = performance.now();
      await sleep(120);
      runs.push({ by, start, end: performance.now() });
    };
    const log = { info: vi.fn(), error: vi.fn() };
    const one = new Scheduler(log, counted(advisoryJobLock(a), 'one'));
    const two = new Scheduler(log, counted(advisoryJobLock(b), 'two'));
    one.every('shared sweep', 40, job('one'), { runAtStart: true });
    two.every('shared sweep', 40, job('two'), { runAtStart: true });
    await sleep(1500);
    await Promise.all([one.stop(), two.stop()]);
    expect(log.error).not.toHaveBeenCalled();
    expect(runs.length).toBeGreaterThanOrEqual(4);
    expect(refused.length).toBeGreaterThan(0);
    const sorted = [...runs].sort((x, y) => x.start - y.start);
    for (let i = 1; i < sorted.length; i++) expect(sorted[i]!.start).toBeGreaterThanOrEqual(sorted[i - 1]!.end);
    expect(await lockHolders()).toEqual([]);
  });
});
