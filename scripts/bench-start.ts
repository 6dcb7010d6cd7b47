/**
 * npm run bench:start: how soon a restarted server process answers (issue 21, point 5). For each
 * way to start, the time from spawning the process to the first 200 from GET /api/health/ready, on
 * an existing embedded database (the first start, which creates and migrates it, is not counted):
 * - compiled: `node dist-server/main.mjs`, what `npm start` (with an up-to-date build) and
 *   `npm run start:prod` run;
 * - tsx: `tsx src/server/main.ts`, the TypeScript sources compiled on every start (the old `npm start`
 *   ran this after rebuilding the client with webpack, which took another ~30 s on top).
 * Median of BENCH_RUNS (default 3) per line; prints the 1-minute load average before and after.
 * Builds first when dist-server/ is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort } from '../tests/support/pg-server';
import { spawnServer } from '../tests/support/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 3);

async function readyAfter(compiled: boolean, dataDir: string): Promise<number> {
  const port = await freePort();
  const started = performance.now();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, SEED_DEMO: 'false' }, { compiled });
  try {
    for (;;) {
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health/ready`).then((r) => r.status === 200, () => false);
      if (ok) return performance.now() - started;
      if (performance.now() - started > 120_000) throw new Error(`not ready after 120 s:\n${server.output()}`);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    await server.stop();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main() {
  if (!fs.existsSync('dist-server/main.mjs')) {
    console.log('building (dist-server/ is missing)...');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-start-'));
  try {
    console.log(`load average before: ${os.loadavg()[0]!.toFixed(2)} (${os.cpus().length} cores)`);
    await readyAfter(true, dataDir); // creates and migrates the database: not counted
    for (const compiled of [true, false]) {
      const times: number[] = [];
      for (let i = 0; i < RUNS; i++) times.push(await readyAfter(compiled, dataDir));
      const label = compiled ? 'compiled (node dist-server/main.mjs)' : 'tsx (src/server/main.ts)   ';
      console.log(`${label}: ready after ${Math.round(median(times))} ms (median of ${RUNS}: ${times.map((t) => Math.round(t)).join(', ')} ms)`);
    }
    console.log(`load average after: ${os.loadavg()[0]!.toFixed(2)}`);
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
