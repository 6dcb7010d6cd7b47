import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { backends, createTestApp, createTestDb } from '../../tests/support/test-app';
import type { Db } from './db';
import { EventBus } from './events';
import { Outbox, OUTBOX_DEFAULTS, type OutboxOptions } from './outbox';
import { EVENTS, OUTBOX, UNIT_OF_WORK } from './tokens';
import { unitOfWork, type Unit } from './unit-of-work';

declare module './events' {
  interface EventMap {
    'outbox.test': { n: number };
  }
}

/** The app's clock, moved by hand: backoffs and leases are waited out without sleeping. */
class HandClock {
  private t = Date.now();
  now = () => new Date(this.t);
  advance(ms: number) {
    this.t += ms;
  }
}

/** The unit as a process that died right after the commit would leave it: the after-commit delivery never runs. */
const crashAfterCommit = (unit: Unit): Unit => ({ ...unit, afterCommit: () => {} });

interface Row {
  id: string;
  event: string;
  payload: { n: number };
  attempts: number;
  last_error: string | null;
  delivered_at: Date | null;
}

describe.each(backends())('outbox (%s)', (backend) => {
  let db: Db;
  let drop: () => Promise<void>;
  const log = { info: vi.fn(), error: vi.fn() };
  const uow = () => unitOfWork(db, log);
  let clock: HandClock;

  /** One process: its own bus (with these handlers) and dispatcher on the shared database. */
  function dispatcher(handler: (e: { n: number }) => void | Promise<void>, options: Partial<OutboxOptions> = {}) {
    const bus = new EventBus();
    bus.on('outbox.test', handler);
    const outbox = new Outbox(db, bus, clock, log, options);
    made.push(outbox);
    return outbox;
  }
  // A test's dispatchers may still be delivering when it ends (a kick claims until nothing is due):
  // on a busy machine one of them claimed the next test's row. Each test starts once they are done.
  const made: Outbox[] = [];
  const rows = async () => (await db('outbox').orderBy('id')) as Row[];

  beforeAll(async () => {
    ({ db, drop } = await createTestDb(backend));
  });
  afterAll(() => drop());
  beforeEach(async () => {
    await Promise.all(made.splice(0).map((o) => o.settled()));
    await db('outbox').del();
    clock = new HandClock();
    log.error.mockClear();
  });

  it('writes nothing when the transaction rolls back', async () => {
    const seen: number[] = [];
    const outbox = dispatcher((e) => void seen.push(e.n));
    await expect(
      uow().run(async (unit) => {
        await outbox.publish(unit, 'outbox.test', { n: 1 });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await rows()).toEqual([]);
    expect(await outbox.deliverDue()).toBe(0);
    expect(seen).toEqual([]);
  });

  it('delivers a committed event once, right after the commit', async () => {
    const seen: number[] = [];
    const outbox = dispatcher((e) => void seen.push(e.n));
    await uow().run(async (unit) => {
      await outbox.publish(unit, 'outbox.test', { n: 1 });
      await outbox.publish(unit, 'outbox.test', { n: 2 });
      expect(seen).toEqual([]); // not before the commit
    });
    await outbox.settled(); // delivered in the background: the commit only kicked the dispatcher
    expect(seen).toEqual([1, 2]);
    const [first] = await rows();
    expect(first).toMatchObject({ event: 'outbox.test', payload: { n: 1 }, attempts: 1, last_error: null });
    expect(first!.delivered_at).not.toBeNull();
    clock.advance(OUTBOX_DEFAULTS.leaseMs + 1);
    expect(await outbox.deliverDue()).toBe(0);
    expect(seen).toEqual([1, 2]);
  });

  it('answers once the commit is done: the handlers run in the background, however long they take (issue 35)', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const seen: number[] = [];
    const outbox = dispatcher(async (e) => {
      await gate; // a handler waiting for a stranger's server
      seen.push(e.n);
    });
    const committed = uow().run((unit) => outbox.publish(unit, 'outbox.test', { n: 5 }));
    const late = new Promise<string>((resolve) => setTimeout(() => resolve('still waiting for the handler'), 2_000).unref());
    expect(await Promise.race([committed.then(() => 'answered'), late])).toBe('answered');
    expect(seen).toEqual([]);
    // A second commit meanwhile is delivered by a run that follows the one under way.
    await uow().run((unit) => outbox.publish(unit, 'outbox.test', { n: 6 }));
    release();
    await outbox.settled();
    expect(seen).toEqual([5, 6]);
    expect((await rows()).every((r) => r.delivered_at !== null && r.attempts === 1)).toBe(true);
  });

  it('tries a failed delivery again after its backoff, and keeps the error meanwhile', async () => {
    let failures = 1;
    const seen: number[] = [];
    const outbox = dispatcher((e) => {
      if (failures-- > 0) throw new Error('handler down');
      seen.push(e.n);
    });
    await uow().run((unit) => outbox.publish(unit, 'outbox.test', { n: 7 }));
    await outbox.settled();
    expect(seen).toEqual([]);
    let [row] = await rows();
    expect(row).toMatchObject({ attempts: 1, delivered_at: null });
    expect(row!.last_error).toContain('handler down');
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('failed (attempt 1 of 10)'), expect.any(Error));
    // Not before the backoff has passed ...
    expect(await outbox.deliverDue()).toBe(0);
    clock.advance(OUTBOX_DEFAULTS.retryBaseMs - 1);
    expect(await outbox.deliverDue()).toBe(0);
    // ... then once.
    clock.advance(1);
    expect(await outbox.deliverDue()).toBe(1);
    expect(seen).toEqual([7]);
    [row] = await rows();
    expect(row).toMatchObject({ attempts: 2, last_error: null });
    expect(row!.delivered_at).not.toBeNull();
  });

  it('gives up after the last attempt and keeps the row with its error for an operator', async () => {
    const outbox = dispatcher(() => {
      throw new Error('always down');
    }, { maxAttempts: 3 });
    await uow().run((unit) => outbox.publish(unit, 'outbox.test', { n: 1 }));
    await outbox.settled();
    for (let i = 0; i < 5; i++) {
      clock.advance(OUTBOX_DEFAULTS.retryMaxMs);
      await outbox.deliverDue();
    }
    const [row] = await rows();
    expect(row).toMatchObject({ attempts: 3, delivered_at: null });
    expect(row!.last_error).toContain('always down');
    expect(log.error).toHaveBeenLastCalledWith(expect.stringContaining('gave up on outbox.test'), expect.any(Error));
  });

  it('delivers what a crash right after the commit left, through another process', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const crashed = dispatcher((e) => void first.push(e.n));
    await uow().run((unit) => crashed.publish(crashAfterCommit(unit), 'outbox.test', { n: 3 }));
    expect(first).toEqual([]);
    expect((await rows())[0]).toMatchObject({ attempts: 0, delivered_at: null });
    const other = dispatcher((e) => void second.push(e.n));
    expect(await other.deliverDue()).toBe(1);
    expect(await other.deliverDue()).toBe(0);
    expect(second).toEqual([3]);
    expect(first).toEqual([]);
  });

  it('lets another process take a claimed row only once the claim has run out (a crash mid-delivery)', async () => {
    let release!: () => void;
    const stuck = new Promise<void>((resolve) => (release = resolve));
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    const seen: string[] = [];
    // Its handler hangs, as in a process that dies while delivering; no transaction is open meanwhile.
    const dying = dispatcher(async (e) => {
      seen.push(`dying ${e.n}`);
      started();
      await stuck;
    });
    await uow().run((unit) => dying.publish(crashAfterCommit(unit), 'outbox.test', { n: 4 }));
    const hanging = dying.deliverDue();
    await running;
    const other = dispatcher((e) => void seen.push(`other ${e.n}`));
    expect(await other.deliverDue()).toBe(0);
    clock.advance(OUTBOX_DEFAULTS.leaseMs);
    expect(await other.deliverDue()).toBe(1);
    expect(seen).toEqual(['dying 4', 'other 4']);
    release();
    await hanging;
  });

  it('two dispatchers deliver each row exactly once between them', async () => {
    const count = 60;
    const seen: number[] = [];
    const handler = async (e: { n: number }) => {
      seen.push(e.n);
      await new Promise((r) => setImmediate(r)); // let the other dispatcher claim meanwhile
    };
    const publisher = dispatcher(() => {});
    await uow().run(async (unit) => {
      for (let n = 0; n < count; n++) await publisher.publish(crashAfterCommit(unit), 'outbox.test', { n });
    });
    const a = dispatcher(handler, { batchSize: 4 });
    const b = dispatcher(handler, { batchSize: 4 });
    const [byA, byB] = await Promise.all([a.deliverDue(), b.deliverDue()]);
    expect(byA + byB).toBe(count);
    expect([...seen].sort((x, y) => x - y)).toEqual(Array.from({ length: count }, (_, n) => n));
    expect((await rows()).filter((r) => r.delivered_at === null || r.attempts !== 1)).toEqual([]);
  });

  it('sweeps delivered rows once they are old enough, never undelivered ones', async () => {
    const outbox = dispatcher(() => {});
    await uow().run((unit) => outbox.publish(unit, 'outbox.test', { n: 1 }));
    // Delivered before the next row is written: a delivery still under way claims what is due, and
    // under load it took the crashed commit's row too (a full run saw two rows swept).
    await outbox.settled();
    await uow().run((unit) => outbox.publish(crashAfterCommit(unit), 'outbox.test', { n: 2 }));
    await outbox.settled();
    expect(await outbox.sweep()).toBe(0);
    clock.advance(OUTBOX_DEFAULTS.keepDeliveredMs + 1);
    expect(await outbox.sweep()).toBe(1);
    expect((await rows()).map((r) => r.payload.n)).toEqual([2]);
  });
});

describe('outbox in the app', () => {
  it('the background work delivers what a crash left, at its start', async () => {
    const t = await createTestApp({ backend: 'pglite', modules: [] });
    try {
      const seen: number[] = [];
      const outbox = t.app.container.get(OUTBOX);
      t.app.container.get(EVENTS).on('outbox.test', (e) => void seen.push(e.n));
      // Its delivery right after the commit never ran (a crash): the delivery job must bring it.
      await t.app.container.get(UNIT_OF_WORK).run((unit) => outbox.publish(crashAfterCommit(unit), 'outbox.test', { n: 9 }));
      expect(seen).toEqual([]);
      const stop = t.app.startBackground();
      await stop(); // resolves once the runs under way (the delivery run at start) have ended
      expect(seen).toEqual([9]);
    } finally {
      await t.close();
    }
  });
});
