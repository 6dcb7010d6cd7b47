import type { Knex } from 'knex';
import type { Logger } from './http/errors';
import { currentWorkGuard } from './work-guard';

const TRX = Symbol('unit.trx');

/**
 * One database transaction handed from module to module. A module's contract takes a Unit, never a
 * Knex transaction: the callee joins the caller's transaction, and work that must wait for the commit
 * (events, cache drops, file deletes) is registered with afterCommit instead of hanging on the driver.
 */
export interface Unit {
  /** Runs fn once the transaction has committed, in registration order; never after a rollback. A failing fn is logged. */
  afterCommit(fn: () => void | Promise<void>): void;
  readonly [TRX]: Knex.Transaction;
}

/** The Knex transaction behind a unit, for the module's own repository. */
export function trxOf(unit: Unit): Knex.Transaction {
  return unit[TRX];
}

export interface RunOptions {
  isolationLevel?: Knex.IsolationLevels;
}

export interface UnitOfWork {
  /**
   * Runs work in a new transaction and, once it has committed, the work registered with afterCommit;
   * resolves after both. Given `within`, work joins that unit instead (its afterCommit work then runs
   * when the outer unit commits).
   */
  run<T>(work: (unit: Unit, trx: Knex.Transaction) => Promise<T>, within?: Unit, options?: RunOptions): Promise<T>;
}

export function unitOfWork(db: Knex, log: Logger): UnitOfWork {
  const runSafely = async (fn: () => void | Promise<void>): Promise<void> => {
    try {
      await fn();
    } catch (err) {
      log.error('work after commit failed', err);
    }
  };
  return {
    async run(work, within, options) {
      if (within) return work(within, trxOf(within));
      const after: Array<() => void | Promise<void>> = [];
      let committed = false;
      // A request with an Idempotency-Key fences its transactions (work-guard.ts): checked last, before the commit.
      const guard = currentWorkGuard();
      const result = await db.transaction(
        async (trx) => {
          const unit: Unit = { afterCommit: (fn) => void (committed ? runSafely(fn) : after.push(fn)), [TRX]: trx };
          const value = await work(unit, trx);
          if (guard) await guard(trx);
          return value;
        },
        options?.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined,
      );
      committed = true;
      for (const fn of after) await runSafely(fn);
      return result;
    },
  };
}
