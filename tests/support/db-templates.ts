import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, migrateLatest } from '../../src/server/db';
import { serverModules } from '../../src/modules/server';

/**
 * Migrated databases to copy (issue 34): running all migrations for every test database took seconds
 * each, on PGlite and again on PostgreSQL. Each run migrates one template per backend, once, and every
 * test database starts as a copy of it: `CREATE DATABASE ... TEMPLATE` on the PostgreSQL server, and on
 * PGlite a data directory dumped once (dumpDataDir) and loaded by each new instance (loadDataDir).
 *
 * The first worker that needs a template builds it; the others wait for it (a lock directory beside
 * the PGlite dump, an advisory lock on the server). A test of the migrations themselves asks
 * createTestDb for an empty database (`migrate: false`) and builds from nothing.
 */

/** A PGlite template goes stale when the migrations change between runs: the dump lives in the run's own folder. */
function runDir(): string {
  const dir = inject('testRunDir');
  if (!dir) throw new Error('testRunDir was not provided: tests/support/pg-global-setup.ts is the globalSetup');
  return dir;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}

let pgliteDump: Promise<Blob> | undefined;

/** The migrated PGlite data directory (a tar) every test's PGlite starts from; built once per run. */
export function pgliteTemplate(): Promise<Blob> {
  pgliteDump ??= loadOrBuildPgliteTemplate().catch((err: unknown) => {
    pgliteDump = undefined;
    throw err;
  });
  return pgliteDump;
}

async function loadOrBuildPgliteTemplate(): Promise<Blob> {
  const file = path.join(runDir(), 'pglite-template.tar');
  const lock = `${file}.lock`;
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (fs.existsSync(file)) return new Blob([fs.readFileSync(file)]);
    let mine = false;
    try {
      fs.mkdirSync(lock);
      mine = true;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    if (mine && fs.existsSync(file)) {
      // Finished by another worker between the look and the lock.
      fs.rmSync(lock, { recursive: true, force: true });
      continue;
    }
    if (mine) {
      fs.writeFileSync(path.join(lock, 'pid'), String(process.pid));
      try {
        const db = createDb({ dataDir: 'memory' });
        try {
          await migrateLatest(db, serverModules);
          // A checkpoint first: each copy then starts without replaying the migrations' write-ahead log.
          await db.raw('checkpoint');
          const { pglite } = (db.client.config.connection as () => { pglite: { dumpDataDir(c: 'none'): Promise<Blob> } })();
          const dump = await pglite.dumpDataDir('none');
          fs.writeFileSync(`${file}.part`, Buffer.from(await dump.arrayBuffer()));
          fs.renameSync(`${file}.part`, file);
          return dump;
        } finally {
          await db.destroy();
        }
      } finally {
        fs.rmSync(lock, { recursive: true, force: true });
      }
    }
    // Another worker builds it. Should it have died on the way, its lock is taken over.
    let owner = 0;
    try {
      owner = Number(fs.readFileSync(path.join(lock, 'pid'), 'utf8'));
    } catch {
      // not written yet, or the lock is gone already
    }
    if (owner && !alive(owner)) fs.rmSync(lock, { recursive: true, force: true });
    if (Date.now() > deadline) throw new Error(`the PGlite template ${file} was not built within 5 minutes (lock ${lock})`);
    await sleep(100);
  }
}

let pgTemplateName: Promise<string> | undefined;

/** The name of the migrated template database on the test PostgreSQL server; built once per run. */
export function pgTemplate(adminUrl: string): Promise<string> {
  pgTemplateName ??= buildPgTemplate(adminUrl).catch((err: unknown) => {
    pgTemplateName = undefined;
    throw err;
  });
  return pgTemplateName;
}

/** postgres://…/<name> on the same server. */
export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The template of this run: one per run, so a server reused across runs (TEST_DATABASE_URL) never serves old migrations. */
export function pgTemplateNameOf(runId: string): string {
  return `cq_template_${runId}`;
}

async function buildPgTemplate(adminUrl: string): Promise<string> {
  const name = pgTemplateNameOf(inject('testRunId'));
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    // The lock ends with this connection, also when the worker dies: a half-built template then keeps its _build name.
    await client.query('select pg_advisory_lock(hashtext($1))', [name]);
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) {
      const building = `${name}_build`;
      await client.query(`drop database if exists ${building} with (force)`);
      await client.query(`create database ${building}`);
      const db = createDb({ databaseUrl: databaseUrl(adminUrl, building), dataDir: 'memory', poolMax: 4 });
      try {
        await migrateLatest(db, serverModules);
      } finally {
        await db.destroy();
      }
      // Copying needs a template nobody is connected to: no one may connect to it any more.
      await client.query(`alter database ${building} rename to ${name}`);
      await client.query(`alter database ${name} allow_connections false`);
    }
    return name;
  } finally {
    await client.end();
  }
}

/**
 * Fills an empty DATA_DIR with a copy of the PGlite template, for a server process or CLI to start on
 * a migrated database (createDb keeps PGlite's files in <dataDir>/pgdata).
 */
export async function seedPgliteDataDir(dataDir: string): Promise<void> {
  const db = createDb({ dataDir, loadDataDir: await pgliteTemplate() });
  try {
    await migrateLatest(db, serverModules);
  } finally {
    await db.destroy();
  }
}
