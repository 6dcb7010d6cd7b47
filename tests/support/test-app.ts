import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import knexFactory from 'knex';
import supertest from 'supertest';
import { inject } from 'vitest';
import { createApp, type App } from '../../src/server/app';
import { loadConfig, type Config } from '../../src/server/config';
import { createDb, migrateLatest, type Db } from '../../src/server/db';
import { createLogger } from '../../src/server/log';
import { migrationSource as sourceOf } from '../../src/server/migration-source';
import type { ServerModule } from '../../src/server/module';
import type { Resolve } from '../../src/server/outbound/guard';
import { serverModules } from '../../src/modules/server';
import type { CreatePageRenderer } from '../../src/shared/page-rendering';
import type { Clock } from '../../src/server/tokens';
import { databaseUrl, pgliteTemplate, pgTemplate } from './db-templates';
import { RELAXED_RATE_LIMITS } from './rate-limits';
import { timed, timedSync } from './setup-timing';

export type Backend = 'pglite' | 'postgres';

/** The backends integration tests run against: PGlite always, a real PostgreSQL when the setup started one. */
export function backends(): Backend[] {
  return inject('pgAdminUrl') ? ['pglite', 'postgres'] : ['pglite'];
}

/**
 * A clock tests can move forward. It starts at the real time, because the agents' cookie jars expire
 * cookies by the real clock: a session cookie whose Expires was computed from a clock in the past
 * would be dropped after the first request. A test that needs a particular moment (a weekday, a
 * month end, a birthday) moves forward to the next such moment (see tests/support/moments.ts); the
 * clock never goes back.
 */
export class TestClock implements Clock {
  private t: number;
  constructor(start: Date = new Date()) {
    this.t = start.getTime();
  }
  now() {
    return new Date(this.t);
  }
  advance(ms: number) {
    if (!(ms >= 0)) throw new Error(`TestClock only moves forward (asked to move ${ms} ms)`);
    this.t += ms;
  }
  /** Moves forward to `moment`, which must not lie before the clock's time. */
  advanceTo(moment: Date) {
    this.advance(moment.getTime() - this.t);
  }
}

/**
 * The server manifests with these ids, in this order (createTestApp loads them so), from the static
 * list. Module tests take the other modules they need from here: the module-boundaries rule lets
 * a module import another module only through its contract, not its server manifest.
 */
export function manifests(...ids: string[]): ServerModule[] {
  return ids.map((id) => {
    const m = serverModules.find((x) => x.id === id);
    if (!m) throw new Error(`no server module '${id}' (known: ${serverModules.map((x) => x.id).join(', ')})`);
    return m;
  });
}

/** Every migration of the core and of all modules (for tests that step through them with migrate.up/down). */
export const migrationSource = sourceOf(serverModules);

/**
 * A fresh, migrated database: in-memory PGlite, or a new database on the test PostgreSQL server. Both are
 * copies of a template migrated once per run (tests/support/db-templates.ts); `migrate: false` gives an
 * empty database instead (PostgreSQL only), for tests of the migrations themselves.
 */
export async function createTestDb(backend: Backend, opts: { migrate?: boolean } = {}): Promise<{ db: Db; url?: string; drop(): Promise<void> }> {
  if (backend === 'pglite') {
    const template = await timed('migrate', () => pgliteTemplate());
    const db = createDb({ dataDir: 'memory', loadDataDir: template });
    // Opens the copy; finds every migration applied (a template older than the migrations would be completed).
    await timed('db', () => migrateLatest(db, serverModules));
    return { db, drop: () => db.destroy() };
  }
  const adminUrl = inject('pgAdminUrl');
  const template = opts.migrate === false ? undefined : await timed('migrate', () => pgTemplate(adminUrl));
  const name = `cq_test_${crypto.randomBytes(6).toString('hex')}`;
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  const url = databaseUrl(adminUrl, name);
  const db = await timed('db', async () => {
    await admin.raw(template ? `create database ${name} template ${template}` : `create database ${name}`);
    const created = createDb({ databaseUrl: url, dataDir: 'memory', poolMax: 20 });
    if (template) await migrateLatest(created, serverModules);
    return created;
  });
  return {
    db,
    url,
    async drop() {
      // knex's destroy() waits for every connection in use. Under load a connection was seen still busy
      // after a test file's last test (holds.http.test.ts on PostgreSQL: the afterAll hook timed out
      // after 60 s). After 10 s the forced drop ends the database's sessions, which frees it; the
      // warning keeps the case visible.
      const destroyed = db.destroy();
      const wait = (ms: number) => new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref());
      const inTime = await Promise.race([destroyed.then(() => true), wait(10_000)]);
      if (!inTime) console.warn(`test database ${name}: a connection was still busy 10 s after close; ending its sessions`);
      await admin.raw(`drop database if exists ${name} with (force)`);
      if (!inTime) await Promise.race([destroyed.catch(() => undefined), wait(10_000)]);
      await admin.destroy();
    },
  };
}

export interface TestApp {
  app: App;
  db: Db;
  config: Config;
  clock: TestClock;
  /** The database's URL on a real PostgreSQL (unset on PGlite): a second app on it is a second process (createTestApp's databaseUrl). */
  databaseUrl?: string;
  /** A fresh supertest agent (keeps its own cookies): one browser. */
  agent(): ReturnType<typeof supertest.agent>;
  request(): ReturnType<typeof supertest>;
  /**
   * Waits for the work requests started and did not wait for (outbox deliveries, alerts: issue 35):
   * a request answers once its own transaction committed, the rest follows in the background.
   */
  settle(): Promise<void>;
  close(): Promise<void>;
}

/**
 * The app's handler, with each answer's last bytes held back until the background work (app.settle())
 * has ended. The server answers as it always does (its transaction committed, its own after-commit
 * work done); only the test's client sees the answer later, as if its next step came a moment after
 * the deliveries. Tests that must see the answer come first use `settle: false`.
 */
function settlingCallback(app: App): App['callback'] {
  return (req, res) => {
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    res.end = ((...args: unknown[]) => {
      void app.settle().finally(() => end(...args));
      return res;
    }) as typeof res.end;
    return app.callback(req, res);
  };
}

export async function createTestApp(opts: {
  backend: Backend;
  modules: ServerModule[];
  env?: Record<string, string>;
  pageRenderer?: CreatePageRenderer;
  /** Another app's database (TestApp.databaseUrl), already migrated: this app is then another process on it, and close() leaves the database to its owner. */
  databaseUrl?: string;
  /** Name resolution for URLs users supply (the core's OUTBOUND check): tests answer names without DNS. */
  resolve?: Resolve;
  /**
   * true (the default): the agents' answers arrive once the background work requests started has
   * ended (see settlingCallback), so a test reads the effects of outbox deliveries and alerts right
   * after a request. false: answers arrive as a browser gets them, at once after the commit (the
   * tests that show no request waits for strangers, issue 35).
   */
  settle?: boolean;
}): Promise<TestApp> {
  const shared = opts.databaseUrl ? createDb({ databaseUrl: opts.databaseUrl, dataDir: 'memory', poolMax: 20 }) : undefined;
  const { db, url, drop } = shared ? { db: shared, url: opts.databaseUrl, drop: () => shared.destroy() } : await createTestDb(opts.backend);
  // No test asks the public geocoder: reports without a position look their typed address up (issue 23), and a
  // closed local port makes that fail at once. Tests of the look-up point GEOCODER_URL at a stand-in.
  // Each app its own data folder (photo files), removed on close: apps of other test files run beside
  // it, and one that starts its background work sweeps orphan photo files, that is every file its own
  // database does not know. Under faketime the files' times (the kernel's clock) look years old, so a
  // shared folder lost other files' photos between their upload and the next read (a 404).
  const ownDataDir = opts.env?.DATA_DIR ? null : fs.mkdtempSync(path.join(os.tmpdir(), 'cq-test-app-'));
  const config = loadConfig({ LOG_REQUESTS: 'false', ...(ownDataDir ? { DATA_DIR: ownDataDir } : {}), STATIC_DIR: '/nonexistent-cq-static', GEOCODER_URL: 'http://127.0.0.1:9', ...RELAXED_RATE_LIMITS, ...opts.env }, opts.modules);
  const clock = new TestClock();
  const app = timedSync('app', () => createApp({ config, db, modules: opts.modules, log: createLogger(true), clock, pageRenderer: opts.pageRenderer, resolve: opts.resolve }));
  const callback = opts.settle === false ? app.callback : settlingCallback(app);
  return {
    app,
    db,
    config,
    clock,
    databaseUrl: url,
    agent: () => supertest.agent(callback),
    request: () => supertest(callback),
    settle: () => app.settle(),
    // The background work first: it must not find the database gone.
    close: async () => {
      await app.settle();
      await app.close();
      await drop();
      if (ownDataDir) fs.rmSync(ownDataDir, { recursive: true, force: true });
    },
  };
}
