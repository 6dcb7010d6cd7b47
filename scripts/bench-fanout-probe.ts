/**
 * A measuring probe for the server of `npm run bench:fanout` (BENCH_PROBE=<dir>: the script preloads
 * this with `--import` and marks each phase with SIGUSR2): for each phase (anchor, watched) a CPU
 * profile of the server's main thread and the time of every SQL statement knex runs and every wait
 * for a pool connection, the requests' own (run inside an HTTP request's async context) apart from
 * background work (what Background.start runs, the jobs). Writes <dir>/anchor.cpuprofile,
 * watched.cpuprofile and sql.json. Not part of the app: it patches knex's Client and the core's
 * Background (the server's own, from the current directory) from outside.
 */
import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import http from 'node:http';
import inspector from 'node:inspector';
import { createRequire } from 'node:module';
import path from 'node:path';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { pathToFileURL } from 'node:url';
import type * as BackgroundModule from '../src/server/background';

const dir = process.env.BENCH_PROBE_DIR!;
const require = createRequire(path.join(process.cwd(), 'package.json'));
const Client = require('knex/lib/client.js') as { prototype: Record<string, (...args: unknown[]) => Promise<unknown>> };
const { Background } = (await import(pathToFileURL(path.join(process.cwd(), 'src/server/background.ts')).href)) as typeof BackgroundModule;
const inRequest = new AsyncLocalStorage<boolean>();

interface Stat {
  n: number;
  ms: number;
  max: number;
}
let stats = new Map<string, Stat>();
const record = (key: string, ms: number) => {
  const s = stats.get(key) ?? { n: 0, ms: 0, max: 0 };
  s.n++;
  s.ms += ms;
  s.max = Math.max(s.max, ms);
  stats.set(key, s);
};
const who = () => (inRequest.getStore() ? 'request' : 'background');
/** The statement's shape: literals and placeholders folded, so one statement is one row. */
const shape = (sql: string) =>
  sql
    .replace(/\$\d+|\?/g, '?')
    .replace(/'[^']*'/g, "'?'")
    .replace(/\b\d+\b/g, 'N')
    .replace(/\((\?, )+\?\)/g, '(?...)')
    .replace(/(\(\?\.\.\.\), )+\(\?\.\.\.\)/g, '(?...)...')
    .replace(/\s+/g, ' ')
    .slice(0, 200);

const query = Client.prototype.query!;
Client.prototype.query = async function (this: unknown, connection: unknown, obj: unknown) {
  const sql = typeof obj === 'string' ? obj : ((obj as { sql?: string }).sql ?? '?');
  const t0 = performance.now();
  try {
    return await query.call(this, connection, obj);
  } finally {
    record(`${who()} sql: ${shape(sql)}`, performance.now() - t0);
  }
};
const acquire = Client.prototype.acquireConnection!;
Client.prototype.acquireConnection = async function (this: unknown, ...args: unknown[]) {
  const t0 = performance.now();
  try {
    return await acquire.apply(this, args);
  } finally {
    record(`${who()} wait for a connection`, performance.now() - t0);
  }
};

// Requests run in the request context; what Background starts (even from a request's after-commit step) does not.
// Each request's time in the server (from its headers to its answer's last byte), for the slowest.
let served: { at: number; ms: number; path: string }[] = [];
let phaseStart = performance.now();
const loopDelay = monitorEventLoopDelay({ resolution: 10 });
loopDelay.enable();
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (this: http.Server, event: string, ...args: unknown[]) {
  if (event === 'request') {
    const [req, res] = args as [http.IncomingMessage, http.ServerResponse];
    const t0 = performance.now();
    res.on('finish', () => served.push({ at: Math.round(t0 - phaseStart), ms: Math.round(performance.now() - t0), path: req.url ?? '' }));
    return inRequest.run(true, () => emit.call(this, event, ...args));
  }
  return emit.call(this, event, ...args);
} as typeof emit;
const start = Background.prototype.start;
Background.prototype.start = function (this: InstanceType<typeof Background>, name: string, work: () => Promise<unknown>) {
  return inRequest.run(false, () => start.call(this, name, work));
};

// Phases: the first mark starts 'anchor', the second ends it and starts 'watched', the third ends that.
const session = new inspector.Session();
session.connect();
const post = (method: string, params?: object) =>
  new Promise<unknown>((resolve, reject) => session.post(method, params, (err, res) => (err ? reject(err) : resolve(res))));
const phases = ['anchor', 'watched'];
const sql: Record<string, unknown> = {};
let current: string | undefined;
process.on('SIGUSR2', () => {
  void (async () => {
    if (current) {
      const { profile } = (await post('Profiler.stop')) as { profile: unknown };
      fs.writeFileSync(path.join(dir, `${current}.cpuprofile`), JSON.stringify(profile));
      sql[`${current} slowest requests (ms from the phase's start, ms in the server)`] = served.sort((a, b) => b.ms - a.ms).slice(0, 5);
      sql[`${current} event loop delay (ms): max, p99`] = [Math.round(loopDelay.max / 1e6), Math.round(loopDelay.percentile(99) / 1e6)];
      sql[current] = [...stats]
        .map(([key, s]) => ({ key, n: s.n, totalMs: Math.round(s.ms), meanMs: +(s.ms / s.n).toFixed(2), maxMs: Math.round(s.max) }))
        .sort((a, b) => b.totalMs - a.totalMs);
      fs.writeFileSync(path.join(dir, 'sql.json'), JSON.stringify(sql, null, 1));
      fs.writeFileSync(path.join(dir, `${current}.done`), '');
    }
    current = phases.shift();
    stats = new Map();
    served = [];
    phaseStart = performance.now();
    loopDelay.reset();
    if (current) {
      await post('Profiler.enable');
      await post('Profiler.start');
    }
  })();
});
