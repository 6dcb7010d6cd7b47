import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createDb, type Db } from '../../../src/server/db';
import { seedPgliteDataDir } from '../../support/db-templates';
import { freePort } from '../../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../../support/server-process';
import { createTestDb, type Backend } from '../../support/test-app';

/**
 * A real server process (src/server/main.ts) on loopback with its own DATA_DIR, on the embedded
 * database or on a fresh database of the test PostgreSQL. It can be killed and started again on the
 * same data; `openDb()` reads that data afterwards (for PGlite only while no server runs on it).
 */
export interface ServerUnderTest {
  backend: Backend;
  dataDir: string;
  port: number;
  base: string;
  proc: ServerProcess | undefined;
  start(extraEnv?: Record<string, string>): Promise<ServerProcess>;
  openDb(): Db;
  cleanup(): Promise<void>;
}

export async function serverUnderTest(backend: Backend, opts: { databaseUrl?: string; env?: Record<string, string> } = {}): Promise<ServerUnderTest> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-resilience-'));
  const port = await freePort();
  let databaseUrl = opts.databaseUrl;
  let drop: (() => Promise<void>) | undefined;
  // A migrated database (a copy of the run's template) to start on: what is under test here is the running
  // server; tests/integration/server-process.test.ts covers a first start that migrates.
  if (backend === 'postgres' && !databaseUrl) {
    const created = await createTestDb('postgres');
    await created.db.destroy();
    databaseUrl = created.url!;
    drop = created.drop;
  }
  if (backend === 'pglite') await seedPgliteDataDir(dataDir);
  const env: Record<string, string> = {
    PORT: String(port),
    DATA_DIR: dataDir,
    STATIC_DIR: '/nonexistent-cq-static',
    SEED_DEMO: 'false',
    OPENAI_API_KEY: '',
    GEOCODER_URL: 'http://127.0.0.1:9',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...opts.env,
  };
  const s: ServerUnderTest = {
    backend,
    dataDir,
    port,
    base: `http://127.0.0.1:${port}`,
    proc: undefined,
    async start(extraEnv = {}) {
      const p = spawnServer({ ...env, ...extraEnv });
      s.proc = p;
      await waitForListening(p, 120_000);
      return p;
    },
    openDb() {
      return databaseUrl ? createDb({ databaseUrl, dataDir, poolMax: 2 }) : createDb({ dataDir });
    },
    async cleanup() {
      if (s.proc && s.proc.child.exitCode === null && s.proc.child.signalCode === null) await s.proc.stop('SIGKILL');
      await drop?.();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return s;
}
