import type { Knex } from 'knex';
import type { Db } from './db';
import { isPgServer } from './db';

/** Lets one process at a time run a job: run() runs `work` only when this process got the job. */
export interface JobLock {
  /** Resolves true after `work` ran (or threw: the error passes through), false when another process holds the job. */
  run(name: string, work: () => Promise<unknown>): Promise<boolean>;
}

/** No lock: one process owns the database (PGlite), so every run is this process's. */
export const noJobLock: JobLock = {
  async run(_name, work) {
    await work();
    return true;
  },
};

/** The advisory-lock key's text; PostgreSQL hashes it to a bigint (hashtextextended is stable across versions). */
export const jobLockKey = (name: string) => `cleanquest:job:${name}`;

/**
 * The job lock for a database: a PostgreSQL advisory lock on a real server, none on the embedded
 * PGlite. PGlite has one connection and one process: holding that connection for the run would
 * deadlock the job's own queries, and no other process can open its data directory anyway.
 */
export function jobLockFor(db: Db): JobLock {
  return isPgServer(db) ? advisoryJobLock(db) : noJobLock;
}

/**
 * A session-level pg_try_advisory_lock, held on one pooled connection set aside for the run, while
 * the job's own queries use the other pooled connections. Chosen over pg_try_advisory_xact_lock in
 * an open transaction: an hour-long sweep would otherwise show as "idle in transaction" and be cut
 * off by idle_in_transaction_session_timeout, releasing the lock mid-run. The lock goes with the
 * connection: a run that throws unlocks in `finally`; when the unlock cannot be confirmed (the
 * connection broke), the connection is ended and marked disposed so the pool destroys it
 * instead of handing out a connection that may still hold the lock; PostgreSQL releases a session's
 * locks when it disconnects. (Single bigint keys: the tasks version trigger's two-int4 lock cannot clash.)
 */
export function advisoryJobLock(db: Db): JobLock {
  const client = db.client as Knex.Client;
  return {
    async run(name, work) {
      const key = jobLockKey(name);
      const conn = (await client.acquireConnection()) as PgConnection;
      let locked: boolean;
      try {
        const res = await conn.query('select pg_try_advisory_lock(hashtextextended($1, 0)) as locked', [key]);
        locked = res.rows[0]?.locked === true;
      } catch (err) {
        await discard(client, conn, err);
        throw err;
      }
      if (!locked) {
        await client.releaseConnection(conn);
        return false;
      }
      try {
        await work();
        return true;
      } finally {
        try {
          await conn.query('select pg_advisory_unlock(hashtextextended($1, 0))', [key]);
          await client.releaseConnection(conn);
        } catch (err) {
          await discard(client, conn, err);
        }
      }
    },
  };
}

/** What we use of a pooled pg connection (a pg.Client; knex marks a broken one __knex__disposed). */
interface PgConnection {
  query(sql: string, values: unknown[]): Promise<{ rows: Array<{ locked?: boolean }> }>;
  end(): Promise<void>;
  __knex__disposed?: unknown;
}

/** Ends a connection that may still hold a lock and hands it back marked, so the pool destroys it. */
async function discard(client: Knex.Client, conn: PgConnection, err: unknown): Promise<void> {
  conn.__knex__disposed = err ?? 'advisory lock connection discarded';
  conn.end().catch(() => {});
  await client.releaseConnection(conn);
}
