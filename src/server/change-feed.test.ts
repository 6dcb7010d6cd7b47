import { afterAll, beforeAll, describe, expect, inject, it, vi } from 'vitest';
import { ChangeFeed, type ChangeReason } from './change-feed';
import { LISTENER_APPLICATION_NAME } from './change-listener';
import { createDb, type Db } from './db';
import { jobLockFor, noJobLock } from './job-lock';
import { unitOfWork } from './unit-of-work';
import { createTestDb } from '../../tests/support/test-app';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const logger = () => ({ info: vi.fn(), error: vi.fn() });

/** What one subscriber heard, in order. */
function recorder(feed: ChangeFeed, topic: string) {
  const heard: ChangeReason[] = [];
  const unsubscribe = feed.subscribe(topic, (reason) => heard.push(reason));
  return { heard, unsubscribe, changes: () => heard.filter((r) => r === 'change').length };
}

class RolledBack extends Error {}

describe('change feed on the embedded PGlite (one process)', () => {
  let db: Db;
  beforeAll(async () => {
    db = createDb({ dataDir: 'memory' });
    await db.raw('select 1');
  });
  afterAll(() => db.destroy());

  it('delivers a change to this process’s subscribers of its topic: at once without a unit, after the commit with one, never after a rollback', async () => {
    const log = logger();
    const feed = new ChangeFeed(db, log);
    const uow = unitOfWork(db, log);
    feed.start(); // nothing to listen to: no other process can open PGlite's data
    const tasks = recorder(feed, 'tasks');
    const other = recorder(feed, 'other');

    await feed.notify('tasks');
    expect(tasks.heard).toEqual(['change']);

    await uow.run(async (unit) => {
      await feed.notify('tasks', unit);
      await feed.notify('tasks', unit); // one delivery per topic and unit
      expect(tasks.heard).toEqual(['change']);
    });
    expect(tasks.heard).toEqual(['change', 'change']);

    await expect(
      uow.run(async (unit) => {
        await feed.notify('tasks', unit);
        throw new RolledBack();
      }),
    ).rejects.toBeInstanceOf(RolledBack);
    expect(tasks.heard).toEqual(['change', 'change']);
    expect(other.heard).toEqual([]);

    tasks.unsubscribe();
    await feed.notify('tasks');
    expect(tasks.heard).toHaveLength(2);
    await feed.close();
    expect(log.error).not.toHaveBeenCalled();
  });

  it('runs jobs without a lock: holding PGlite’s one connection would deadlock the job’s own queries', () => {
    expect(jobLockFor(db)).toBe(noJobLock);
  });
});

/** Two processes on one real PostgreSQL database: two knex pools on one URL, each with its own feed. */
describe.runIf(!!inject('pgAdminUrl'))('change feed across processes (postgres)', () => {
  let a: Db;
  let b: Db;
  let drop: () => Promise<void>;
  const backoff = { firstMs: 50, maxMs: 200 };

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

  /** The listening connections in the test database. */
  const listeners = async (): Promise<number[]> => {
    const { rows } = await a.raw('select pid from pg_stat_activity where application_name = ? and datname = current_database()', [LISTENER_APPLICATION_NAME]);
    return rows.map((r: { pid: number }) => r.pid);
  };

  /** Feeds A and B, each with a subscriber of 'tasks', once B listens. */
  async function twoProcesses() {
    const logA = logger();
    const logB = logger();
    const feedA = new ChangeFeed(a, logA);
    const feedB = new ChangeFeed(b, logB, { backoff });
    const inA = recorder(feedA, 'tasks');
    const inB = recorder(feedB, 'tasks');
    feedA.start();
    feedB.start();
    // Listening starts with 'missed': what was sent before could not be heard.
    await vi.waitFor(() => expect(inB.heard).toEqual(['missed']));
    await vi.waitFor(() => expect(inA.heard).toEqual(['missed']));
    return { feedA, feedB, inA, inB, logB };
  }

  it('a change notified in one process reaches the other’s subscribers; the sender hears its own once', async () => {
    const { feedA, feedB, inA, inB } = await twoProcesses();
    try {
      const elsewhere = recorder(feedB, 'embed.partners');
      await feedA.notify('tasks');
      expect(inA.changes()).toBe(1);
      await vi.waitFor(() => expect(inB.changes()).toBe(1), { timeout: 1000, interval: 5 });
      await sleep(100);
      expect(inA.changes()).toBe(1); // PostgreSQL's copy names A: ignored there
      expect(elsewhere.heard).toEqual([]);
    } finally {
      await Promise.all([feedA.close(), feedB.close()]);
    }
  });

  it('a change notified in a transaction reaches the other process on commit, never after a rollback', async () => {
    const { feedA, feedB, inB } = await twoProcesses();
    const uow = unitOfWork(a, logger());
    try {
      await uow.run(async (unit) => {
        await feedA.notify('tasks', unit);
        await sleep(150);
        expect(inB.changes()).toBe(0);
      });
      await vi.waitFor(() => expect(inB.changes()).toBe(1), { timeout: 1000, interval: 5 });

      await expect(
        uow.run(async (unit) => {
          await feedA.notify('tasks', unit);
          throw new RolledBack();
        }),
      ).rejects.toBeInstanceOf(RolledBack);
      await sleep(150);
      expect(inB.changes()).toBe(1);
    } finally {
      await Promise.all([feedA.close(), feedB.close()]);
    }
  });

  it('listens again after its connection is killed, tells subscribers changes were missed, and hears new ones', async () => {
    const { feedA, feedB, inB, logB } = await twoProcesses();
    try {
      const before = await listeners();
      expect(before).toHaveLength(2);
      await a.raw('select pg_terminate_backend(pid) from pg_stat_activity where application_name = ? and datname = current_database()', [LISTENER_APPLICATION_NAME]);
      // Sent while B does not listen: lost, hence the 'missed' on reconnect.
      await feedA.notify('tasks');
      await vi.waitFor(() => expect(inB.heard.filter((r) => r === 'missed')).toHaveLength(2), { timeout: 5000, interval: 10 });
      expect(logB.error).toHaveBeenCalledWith(expect.stringMatching(/listening connection lost, reconnecting in \d+ ms/), expect.anything());
      const after = await listeners();
      expect(after.filter((pid) => before.includes(pid))).toEqual([]);

      const heard = inB.changes();
      await feedA.notify('tasks');
      await vi.waitFor(() => expect(inB.changes()).toBe(heard + 1), { timeout: 1000, interval: 5 });
    } finally {
      await Promise.all([feedA.close(), feedB.close()]);
    }
  });

  it('close() ends the listening connection for good', async () => {
    const { feedA, feedB, inB } = await twoProcesses();
    await Promise.all([feedA.close(), feedB.close()]);
    await vi.waitFor(async () => expect(await listeners()).toEqual([]));
    await feedA.notify('tasks');
    await sleep(300);
    expect(inB.changes()).toBe(0);
  });
});
