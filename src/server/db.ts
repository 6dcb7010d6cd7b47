import fs from 'node:fs';
import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import ClientPgLite from 'knex-pglite';
import { PGlite } from '@electric-sql/pglite';
import { cube } from '@electric-sql/pglite/contrib/cube';
import { earthdistance } from '@electric-sql/pglite/contrib/earthdistance';
import { Model } from 'objection';
import { migrationSource } from './migration-source';
import type { ServerModule } from './module';

export type Db = Knex;

export interface DbOptions {
  /** A postgres:// URL for a real server; unset for the embedded database. */
  databaseUrl?: string;
  /** Folder for the embedded database; 'memory' keeps it in memory (tests). */
  dataDir: string | 'memory';
  poolMax?: number;
  /** Embedded database only: a data directory PGlite dumped (dumpDataDir) to start from instead of an empty one (tests clone a migrated one). */
  loadDataDir?: Blob;
}

const pgliteReady = new WeakMap<Db, Promise<void>>();

/** Extensions the migrations may use; PGlite needs them passed on every open. */
const pgliteExtensions = { cube, earthdistance };

export function createDb(options: DbOptions): Db {
  let db: Knex;
  if (options.databaseUrl) {
    db = knexFactory({
      client: 'pg',
      connection: options.databaseUrl,
      pool: { min: 0, max: options.poolMax ?? 10 },
    });
  } else {
    let dir: string | undefined;
    if (options.dataDir !== 'memory') {
      dir = path.join(options.dataDir, 'pgdata');
      fs.mkdirSync(dir, { recursive: true });
    }
    // (PGlite ignores the options argument when the first one is undefined, so memory is named.)
    const pglite = new PGlite(dir ?? 'memory://', { extensions: pgliteExtensions, loadDataDir: options.loadDataDir });
    db = knexFactory({
      client: ClientPgLite as unknown as typeof Knex.Client,
      dialect: 'postgres',
      connection: (() => ({ pglite })) as unknown as Knex.StaticConnectionConfig,
    });
    // Opening PGlite (WASM start, and initdb on a new DATA_DIR) can take longer than the pool's 30 s
    // create timeout on a busy 2-core machine, and the start then failed with "operation timed out";
    // migrateLatest() waits for it first. (knex-pglite refuses pool options.)
    pgliteReady.set(db, pglite.waitReady);
  }
  Model.knex(db);
  return db;
}

/** True for the embedded database (one connection, PGlite's own query API). */
export function isPglite(db: Db): boolean {
  return pgliteReady.has(db);
}

/** True for a real PostgreSQL server (knex's pg client), which several processes may share. */
export function isPgServer(db: Db): boolean {
  return (db.client as Knex.Client | undefined)?.config?.client === 'pg';
}

export function describeDb(options: DbOptions): string {
  if (options.databaseUrl) {
    const u = new URL(options.databaseUrl);
    return `PostgreSQL at ${u.hostname}:${u.port || 5432}${u.pathname}`;
  }
  return options.dataDir === 'memory' ? 'embedded PGlite (in memory)' : `embedded PGlite in ${path.join(options.dataDir, 'pgdata')}`;
}

/** The advisory lock a process holds on a PostgreSQL server while it migrates. */
const MIGRATE_LOCK = 'cleanquest:migrate';

/**
 * Applies the pending migrations of the core and of these modules (pass all of them, see
 * migrationSource). On a PostgreSQL server several processes may start at once: one migrates while
 * the others wait for its advisory lock and then find nothing left to do (knex's own lock table would
 * make them fail with "Migration table is already locked" instead). The lock is held on a connection
 * of its own, so the migrations run on the pool's other connections; it ends with that connection,
 * also when the process dies.
 */
export async function migrateLatest(db: Db, modules: ServerModule[]): Promise<string[]> {
  await pgliteReady.get(db);
  const migrate = async () => {
    const [, applied] = (await db.migrate.latest({ migrationSource: migrationSource(modules) })) as [number, string[]];
    return applied;
  };
  if (!isPgServer(db)) return migrate(); // PGlite: one process owns its data directory
  const connection = (await db.client.acquireConnection()) as { query(sql: string, values: unknown[]): Promise<unknown> };
  try {
    await connection.query('select pg_advisory_lock(hashtext($1))', [MIGRATE_LOCK]);
    try {
      return await migrate();
    } finally {
      await connection.query('select pg_advisory_unlock(hashtext($1))', [MIGRATE_LOCK]);
    }
  } finally {
    await db.client.releaseConnection(connection);
  }
}

export async function pingDb(db: Db): Promise<void> {
  await db.raw('select 1');
}
