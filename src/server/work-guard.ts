import { AsyncLocalStorage } from 'node:async_hooks';
import type { Knex } from 'knex';

/**
 * A check the unit of work runs at the end of every outermost transaction begun in its scope, inside
 * that transaction, right before the commit. Throwing rolls the transaction back. The idempotency
 * mechanism (http/idempotency.ts) uses it to fence the work of a request carrying an Idempotency-Key:
 * the work commits only while the request still holds its key's claim, and the same commit marks the
 * key's work as done, so a claim that expires later is never taken over by a repeat.
 */
export type WorkGuard = (trx: Knex.Transaction) => Promise<void>;

const scope = new AsyncLocalStorage<WorkGuard>();

/** Runs fn with `guard` on every outermost unit of work fn (and what it starts) opens. */
export function withWorkGuard<T>(guard: WorkGuard, fn: () => Promise<T>): Promise<T> {
  return scope.run(guard, fn);
}

/** The guard of the current async scope, if any. */
export function currentWorkGuard(): WorkGuard | undefined {
  return scope.getStore();
}
