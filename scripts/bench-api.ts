/**
 * npm run bench:api: GET /api/tasks/available near a point with 1,000,000 tasks in PostgreSQL, at 50
 * connections, next to a minimal Koa endpoint running the same SQL with raw pg (measured in the same
 * run: the ratio is the figure that matters on a noisy machine), plus an unchanged poll (304) next to a
 * bare Koa JSON endpoint. Starts its own PostgreSQL (as in the tests) unless BENCH_DATABASE_URL is set.
 * Options: BENCH_TASKS (default 1000000), BENCH_SECONDS (default 10), BENCH_CONNECTIONS (default 50),
 * BENCH_KEEP_DB=<name> (with BENCH_DATABASE_URL: use and keep that database, seeding it only when it does
 * not hold the tasks yet, so repeated runs skip the minute-long load).
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import knexFactory from 'knex';
import { serverModules } from '../src/modules/server';
import { createDb, migrateLatest } from '../src/server/db';
import { findPgBin, freePort, startPgServer, type PgServer } from '../tests/support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../tests/support/server-process';

const TASKS = Number(process.env.BENCH_TASKS ?? 1_000_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const KEEP_DB = process.env.BENCH_KEEP_DB;

/** `path` gives each request its own path (e.g. a new point every time); without it every request asks the same. */
async function run(url: string, headers: Record<string, string> = {}, path?: () => string) {
  const requests = path ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path() }) }] : undefined;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers, requests });
  const non2xx = r.non2xx;
  return { rps: r.requests.average, p99: r.latency.p99, p50: r.latency.p50, errors: r.errors + r.timeouts, non2xx, statuses: r.statusCodeStats };
}

async function seed(db: ReturnType<typeof createDb>) {
  await db('tasks').del();
  console.log(`seeding ${TASKS.toLocaleString('en')} available tasks over Germany (47-55 N, 6-15 E)...`);
  const t0 = performance.now();
  await db.raw(`insert into tasks (latitude, longitude, waste_type, priority, reward, description, location)
    select 47 + random() * 8, 6 + random() * 9,
           (array['plastic','organic','electronic','hazardous','general'])[1 + floor(random() * 5)::int],
           (array['high','medium','low'])[1 + floor(random() * 3)::int],
           10, 'Cleanup needed', 'Somewhere ' || g
      from generate_series(1, ?) g`, [TASKS]);
  // A denser city around the default point, so a near-point answer holds a realistic handful of tasks.
  await db.raw(`insert into tasks (latitude, longitude, description)
    select 51.4828 + (random() - 0.5) * 0.2, 11.9697 + (random() - 0.5) * 0.3, 'Cleanup needed' from generate_series(1, 2000)`);
  await db.raw('analyze tasks');
  console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

async function main() {
  let pgServer: PgServer | undefined;
  let adminUrl = process.env.BENCH_DATABASE_URL;
  if (!adminUrl) {
    const bin = findPgBin();
    if (!bin) throw new Error('No PostgreSQL server binaries found (set PG_BIN_DIR or BENCH_DATABASE_URL).');
    pgServer = await startPgServer(bin);
    adminUrl = pgServer.url;
  }
  const admin = knexFactory({ client: 'pg', connection: adminUrl, pool: { min: 0, max: 1 } });
  if (KEEP_DB && (!process.env.BENCH_DATABASE_URL || !/^[a-z_][a-z0-9_]*$/.test(KEEP_DB))) throw new Error('BENCH_KEEP_DB needs BENCH_DATABASE_URL and a plain lower-case name.');
  const name = KEEP_DB ?? `cq_bench_${Date.now()}`;
  const exists = (await admin.raw('select 1 from pg_database where datname = ?', [name])).rows.length > 0;
  if (!exists) await admin.raw(`create database ${name}`);
  const u = new URL(adminUrl);
  u.pathname = `/${name}`;
  const dbUrl = u.toString();
  const procs: Array<ServerProcess | ReturnType<typeof spawn>> = [];
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-api-'));
  try {
    const db = createDb({ databaseUrl: dbUrl, dataDir: 'memory' });
    await migrateLatest(db, serverModules);
    const seeded = exists ? Number((await db.raw("select count(*)::int as n from tasks where status = 'available'")).rows[0].n) : 0;
    if (seeded === TASKS + 2000) console.log(`reusing the ${seeded.toLocaleString('en')} tasks in ${name}`);
    else await seed(db);
    await db.destroy();

    const appPort = await freePort();
    const basePort = await freePort();
    const app = spawnServer({ PORT: String(appPort), DATABASE_URL: dbUrl, DATA_DIR: dataDir, SEED_DEMO: 'false', STATIC_DIR: '/nonexistent', LOG_REQUESTS: 'false' });
    procs.push(app);
    await waitForListening(app);
    const baseline = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench-baseline-server.ts'], { env: { ...process.env, PORT: String(basePort), DATABASE_URL: dbUrl }, stdio: 'ignore' });
    procs.push(baseline);
    for (let i = 0; i < 100; i++) {
      if (await fetch(`http://127.0.0.1:${basePort}/bare`).then((r) => r.ok, () => false)) break;
      await new Promise((r) => setTimeout(r, 100));
    }

    // Both the app and the yardstick query the same city: read its index and heap pages into memory first,
    // or whichever runs first pays for the cold pages and the second looks faster.
    const warm = knexFactory({ client: 'pg', connection: dbUrl, pool: { min: 0, max: 1 } });
    await warm.raw(`select count(*) from tasks where status = 'available' and earth_box(ll_to_earth(51.5, 12.0), 25000) @> ll_to_earth(latitude, longitude)`);
    await warm.raw(`select sum(length(description)) from tasks where status = 'available' and latitude between 51.3 and 51.7 and longitude between 11.7 and 12.3`);
    await warm.destroy();

    const q = 'lat=51.4828&lon=11.9697&radiusKm=1';
    const sample = await fetch(`http://127.0.0.1:${appPort}/api/tasks/available?${q}`);
    const etag = sample.headers.get('etag')!;
    const count = ((await sample.json()) as unknown[]).length;
    console.log(`near-point answer: ${count} tasks; warming up...`);
    await autocannon({ url: `http://127.0.0.1:${appPort}/api/tasks/available?${q}`, connections: 10, duration: 2 });

    const loadAtStart = os.loadavg()[0]!;
    const appNear = await run(`http://127.0.0.1:${appPort}/api/tasks/available?${q}`);
    const rawNear = await run(`http://127.0.0.1:${basePort}/near?${q}`);
    // Every request a point not asked before (a 20 m grid over the dense city): the list query runs every time.
    let n = 0;
    const freshPoint = (prefix: string) => () => {
      const i = n++;
      return `${prefix}?lat=${(51.4 + (i % 1000) * 0.0002).toFixed(4)}&lon=${(11.9 + Math.floor(i / 1000) * 0.0002).toFixed(4)}&radiusKm=1`;
    };
    const appFresh = await run(`http://127.0.0.1:${appPort}/api/tasks/available`, {}, freshPoint('/api/tasks/available'));
    n = 0;
    const rawFresh = await run(`http://127.0.0.1:${basePort}/near`, {}, freshPoint('/near'));
    const app304 = await run(`http://127.0.0.1:${appPort}/api/tasks/available?${q}`, { 'If-None-Match': etag });
    const bare = await run(`http://127.0.0.1:${basePort}/bare`);

    const line = (label: string, r: Awaited<ReturnType<typeof run>>) =>
      console.log(`${label.padEnd(48)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}   non-2xx ${r.non2xx}`);
    console.log(`\nbench:api (${TASKS.toLocaleString('en')} tasks in PostgreSQL, ${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, 1-min load average ${loadAtStart.toFixed(2)} before the runs, ${os.loadavg()[0]!.toFixed(2)} after)`);
    line('app  GET /api/tasks/available near a point', appNear);
    line('raw  Koa + pg, same SQL', rawNear);
    line('app  a new point every request', appFresh);
    line('raw  Koa + pg, a new point every request', rawFresh);
    line('app  unchanged poll (If-None-Match -> 304)', app304);
    line('bare Koa JSON endpoint', bare);
    console.log(`\napp / raw-pg throughput: ${((appNear.rps / rawNear.rps) * 100).toFixed(0)}% (target >= 70%)`);
    console.log(`  the same with a new point every request: ${((appFresh.rps / rawFresh.rps) * 100).toFixed(0)}%`);
    console.log(`304 poll / bare Koa:     ${((app304.rps / bare.rps) * 100).toFixed(0)}% (target >= 50%)`);
    console.log(`near-point: ${appNear.rps >= 1500 ? 'meets' : 'misses'} 1,500 req/s; p99 ${appNear.p99 <= 50 ? 'meets' : 'misses'} 50 ms`);
  } finally {
    for (const p of procs) {
      if ('stop' in p) await p.stop();
      else p.kill('SIGTERM');
    }
    if (!KEEP_DB) await admin.raw(`drop database if exists ${name} with (force)`).catch(() => undefined);
    await admin.destroy();
    pgServer?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
