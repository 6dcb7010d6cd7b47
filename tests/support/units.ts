import type { Knex } from 'knex';
import { UNIT_OF_WORK } from '../../src/server/tokens';
import type { Unit, UnitOfWork } from '../../src/server/unit-of-work';
import type { TestApp } from './test-app';

/** The app's unit of work: how a test hands an Api the caller's transaction, as a module does. */
export function unitOfWork(t: Pick<TestApp, 'app'>): UnitOfWork {
  return t.app.container.get(UNIT_OF_WORK);
}

/**
 * Runs work in one unit of work of the app (its afterCommit work runs once it has committed), then
 * waits for the background work it started (outbox deliveries, alerts: app.settle()), as a test's
 * request does (test-app.ts, settlingCallback).
 */
export async function inUnit<T>(t: Pick<TestApp, 'app'>, work: (unit: Unit, trx: Knex.Transaction) => Promise<T>): Promise<T> {
  const result = await unitOfWork(t).run(work);
  await t.app.settle();
  return result;
}

class RolledBack extends Error {}

export interface OpenUnit {
  unit: Unit;
  trx: Knex.Transaction;
  /** Commits, then runs the unit's afterCommit work; resolves after both. */
  commit(): Promise<void>;
  rollback(): Promise<void>;
  /** True once commit() or rollback() was called. */
  readonly ended: boolean;
}

/**
 * A unit of work held open until the test commits or rolls it back, for checking what other requests
 * see while a change is not yet committed. End it in a `finally`: an open unit holds a connection
 * (PGlite has only one).
 */
export async function openUnit(t: Pick<TestApp, 'app'>): Promise<OpenUnit> {
  let release!: (commit: boolean) => void;
  const gate = new Promise<boolean>((resolve) => (release = resolve));
  let opened!: (value: { unit: Unit; trx: Knex.Transaction }) => void;
  const ready = new Promise<{ unit: Unit; trx: Knex.Transaction }>((resolve) => (opened = resolve));
  const done = unitOfWork(t).run(async (unit, trx) => {
    opened({ unit, trx });
    if (!(await gate)) throw new RolledBack();
  });
  const { unit, trx } = await Promise.race([ready, done.then(() => Promise.reject(new Error('the unit ended before it opened')))]);
  let ended = false;
  return {
    unit,
    trx,
    get ended() {
      return ended;
    },
    async commit() {
      ended = true;
      release(true);
      await done;
    },
    async rollback() {
      ended = true;
      release(false);
      await done.catch((err) => {
        if (!(err instanceof RolledBack)) throw err;
      });
    },
  };
}
