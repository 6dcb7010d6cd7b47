import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb, type Db } from '../../src/server/db';
import { seedPgliteDataDir } from '../support/db-templates';
import type { ProbedMemory } from '../support/memory-probe';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { backends, createTestDb } from '../support/test-app';

/**
 * `npm test` streams a few pages' worth of tasks through the real server (every task once, chunked, the
 * memory bounds below); that the stream holds one page however long the export is, is shown by the
 * backpressure test of src/modules/opendata/server/export.test.ts. The 100,000-task fill that makes the
 * memory bounds telling is a benchmark: `npm run bench:open-data` (OPEN_DATA_ROWS=100000).
 */
const ROWS = Number(process.env.OPEN_DATA_ROWS ?? 5_000);
const MB = 1024 * 1024;
/**
 * How much the server's live heap (after a full collection) and its resident memory may grow while it
 * streams 100,000 tasks (about 38 MB of GeoJSON, 9 MB of CSV). The stream keeps about one page
 * (2,000 tasks, ~0.8 MB of GeoJSON) plus what the socket buffers: measured +1.5 to +2.5 MB of heap and
 * a few MB of RSS. Reading all tasks as one page instead (measured, with the page size raised) grew
 * the heap by 28 MB and the RSS by 65 to 106 MB; building the whole answer first holds even more.
 */
const HEAP_BOUND = 12 * MB;
// A CI run on a machine under heavy load once measured +34.5 MB of RSS (heap +2.3 MB) while streaming:
// freed buffers are returned to the system late there. Still well below the 65 MB of one big page.
const RSS_BOUND = 48 * MB;

/**
 * Every task of the table in one statement, spread over a region and 2020-2021. All are 'assigned'.
 * Every status now has a partial GiST index on the earth position (issue 23 added the assigned one
 * for the duplicate check), whose inserts cost about 20 ms a row on PGlite and kept PostgreSQL busy
 * for minutes with 100,000 rows: this database drops the assigned one first. The export uses no
 * index of positions (it reads every status alike), so what it measures is unchanged.
 */
async function fill(db: Db): Promise<void> {
  await db.raw('drop index if exists tasks_assigned_earth_idx');
  await db.raw(`
    insert into tasks (status, assignee_id, latitude, longitude, waste_type, priority, created_at)
    select 'assigned', '00000000-0000-4000-8000-0000000000aa'::uuid,
           47 + (g % 5000) / 1000.0, 6 + (g % 9000) / 1000.0,
           (array['plastic', 'organic', 'electronic', 'hazardous', 'general'])[1 + g % 5],
           (array['high', 'medium', 'low'])[1 + g % 3],
           timestamptz '2020-01-01' + g * interval '5 minutes'
    from generate_series(1, ${ROWS}) g`);
  const { rows } = await db.raw('select count(*)::int as n from tasks');
  expect(rows[0].n).toBe(ROWS);
}

/** The server's memory as the probe in it reports it (tests/support/memory-probe.ts): live heap after a full GC, and RSS. */
function memoryOf(child: ChildProcess): Promise<ProbedMemory> {
  return new Promise((resolve) => {
    child.once('message', (m) => resolve(m as ProbedMemory));
    child.send('memory?');
  });
}

/**
 * The real server (src/server/main.ts through tsx, as spawnServer starts it) with the memory probe
 * preloaded and an IPC channel to ask it.
 */
function spawnProbedServer(env: Record<string, string>): ServerProcess {
  return spawnServer(env, { nodeArgs: ['--expose-gc', '--import', './tests/support/memory-probe.ts'], ipc: true });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface Download {
  status: number;
  headers: http.IncomingHttpHeaders;
  bytes: number;
  /** Lines of the body (GeoJSON: one feature per line; CSV: one record per line). */
  lines: number;
  ids: Set<string>;
  /** The server's memory at each stop of the reader, in order. */
  samples: ProbedMemory[];
}

/** Where the reader stops (fractions of the tasks read), and for how long: the long stop lets a server that ignores backpressure fill its memory. */
const STOPS = [0.1, 0.2, 0.3, 0.4, 0.5, 0.6, 0.7, 0.8, 0.9].map((at) => ({ at: at * ROWS, ms: at === 0.5 ? 2000 : 100 }));

/**
 * Downloads an export the way a slow client does: reads it line by line (never keeping the body) and
 * stops reading every tenth of the way (two seconds halfway), asking the server for its memory at
 * the end of each stop, with the export half sent.
 */
function download(server: ServerProcess, port: number, urlPath: string, idPattern: RegExp): Promise<Download> {
  return new Promise((resolve, reject) => {
    const out: Download = { status: 0, headers: {}, bytes: 0, lines: 0, ids: new Set(), samples: [] };
    http
      .get({ host: '127.0.0.1', port, path: urlPath, agent: false }, (res) => {
        out.status = res.statusCode!;
        out.headers = res.headers;
        let rest = '';
        let stop = 0;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          out.bytes += Buffer.byteLength(chunk);
          const lines = (rest + chunk).split('\n');
          rest = lines.pop()!;
          for (const line of lines) {
            out.lines++;
            const id = idPattern.exec(line)?.[1];
            if (id) out.ids.add(id);
          }
          const next = STOPS[stop];
          if (next && out.lines >= next.at) {
            stop++;
            res.pause();
            void sleep(next.ms)
              .then(() => memoryOf(server.child))
              .then((m) => {
                out.samples.push(m);
                res.resume();
              }, reject);
          }
        });
        res.on('end', () => {
          if (rest) out.lines++;
          resolve(out);
        });
        res.on('error', reject);
      })
      .on('error', reject);
  });
}

/**
 * Issue 22: the exports are streamed, so a million tasks need flat memory. ROWS tasks in the table
 * (100,000 in the benchmark), the real server in a child process (so only its
 * memory is measured), the export downloaded by a slow reader, and the server's live heap (after a
 * full collection, so garbage not yet collected does not count) and resident memory sampled the whole
 * time through the probe preloaded into it.
 */
describe.each(backends())(`open data exports of ${ROWS.toLocaleString('en')} tasks in flat memory (%s)`, (backend) => {
  let server: ServerProcess | undefined;
  let port: number;
  let dataDir: string;
  let dropDb: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-open-data-'));
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      STATIC_DIR: '/nonexistent-cq-static',
      SEED_DEMO: 'false',
      SERVER_RENDERING: 'false',
    };
    if (backend === 'postgres') {
      const created = await createTestDb('postgres');
      dropDb = created.drop;
      await fill(created.db);
      env.DATABASE_URL = created.url!;
    } else {
      await seedPgliteDataDir(dataDir);
      const db = createDb({ dataDir });
      await fill(db);
      await db.destroy();
    }
    port = await freePort();
    server = spawnProbedServer({ ...env, PORT: String(port) });
    await waitForListening(server);
  }, 180_000);

  afterAll(async () => {
    await server?.stop();
    await dropDb?.();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('streams every task once, while the server’s memory stays flat', async () => {
    const probed = server!;
    const exports = [
      { urlPath: '/api/open-data/tasks.geojson', id: /^,?\{"type":"Feature","id":"([0-9a-f-]{36})"/, lines: ROWS + 2 },
      { urlPath: '/api/open-data/tasks.csv', id: /^([0-9a-f-]{36}),/, lines: ROWS + 1 },
    ];
    // Warm up: the code paths, the database's caches (PGlite's in this process), the connection pool.
    for (const e of exports) expect((await download(probed, port, e.urlPath, e.id)).lines).toBe(e.lines);

    for (const { urlPath, id, lines } of exports) {
      const before = [await memoryOf(probed.child), await memoryOf(probed.child), await memoryOf(probed.child)];
      const base = (key: keyof ProbedMemory) => Math.max(...before.map((m) => m[key]));
      const res = await download(probed, port, urlPath, id);
      expect(res.status).toBe(200);
      expect(res.headers['transfer-encoding']).toBe('chunked');
      expect(res.lines).toBe(lines);
      expect(res.ids.size).toBe(ROWS);
      expect(res.samples).toHaveLength(STOPS.length);
      const growth = (key: keyof ProbedMemory) => Math.max(...res.samples.map((m) => m[key])) - base(key);
      const mb = (n: number) => `${(n / MB).toFixed(1)} MB`;
      const report = `${backend} ${urlPath}: ${mb(res.bytes)} sent; heap ${mb(base('heap'))} +${mb(growth('heap'))}, rss ${mb(base('rss'))} +${mb(growth('rss'))}, external ${mb(base('external'))} +${mb(growth('external'))}`;
      console.log(report);
      expect(growth('heap'), report).toBeLessThan(HEAP_BOUND);
      // With PGlite the database runs in the server's process: its WebAssembly memory (external, a
      // reservation that only grows when the database needs more) is touched page by page as it reads,
      // which the RSS counts. There the reservation must not grow; with PostgreSQL, the RSS.
      if (backend === 'postgres') expect(growth('rss'), report).toBeLessThan(RSS_BOUND);
      else expect(growth('external'), report).toBeLessThan(RSS_BOUND);
    }
  }, 180_000);
});
