/**
 * npm run bench:pages: requests per second of the server-rendered pages (issue 18: at least 500/s for
 * `/` on the 2-core development machine), against the production build served by the real server
 * (a fresh embedded database with the demo data), autocannon with BENCH_CONNECTIONS (default 50)
 * connections for BENCH_SECONDS (default 10) per line, as a browser asks (Accept-Encoding: br, a
 * language). Lines:
 * - `/` and `/tasks`: the answer a visitor gets (rendered once per path and language, then kept);
 * - `/` revalidated (If-None-Match -> 304), what a returning browser sends (the page is no-cache);
 * - `/?n=<new>`: a path with a new query each time, rendered for every request (the render's cost).
 * Prints the 1-minute load average before and after. Builds first if dist/ or dist-ssr/ is missing.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { freePort } from '../tests/support/pg-server';
import { spawnServer, waitForListening } from '../tests/support/server-process';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BROWSER = { 'Accept-Encoding': 'br, gzip', 'Accept-Language': 'en-US,en;q=0.9' };

async function run(url: string, headers: Record<string, string> = {}, path?: () => string) {
  const requests = path ? [{ setupRequest: (req: Record<string, unknown>) => ({ ...req, path: path() }) }] : undefined;
  const r = await autocannon({ url, connections: CONNECTIONS, duration: SECONDS, headers: { ...BROWSER, ...headers }, requests });
  return { rps: r.requests.average, p50: r.latency.p50, p99: r.latency.p99, errors: r.errors + r.timeouts, non2xx: r.non2xx, statuses: r.statusCodeStats };
}

async function main() {
  if (!fs.existsSync('dist/index.html') || !fs.existsSync('dist-ssr/render.cjs')) {
    console.log('building the client and the server-rendering bundle...');
    if (spawnSync('npm', ['run', 'build'], { stdio: 'inherit' }).status !== 0) process.exit(1);
  }
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-pages-'));
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: `http://127.0.0.1:${port}` });
  try {
    await waitForListening(server);
    const base = `http://127.0.0.1:${port}`;
    const sample = await fetch(`${base}/`, { headers: BROWSER });
    const html = await sample.text();
    if (!html.includes('id="cq-ssr-state"')) throw new Error('GET / is not server-rendered (is SERVER_RENDERING off or dist-ssr/render.cjs missing?)');
    const etag = sample.headers.get('etag')!;
    console.log(`GET / : ${sample.status}, ${html.length.toLocaleString('en')} bytes of HTML, ETag ${etag}; warming up...`);
    await autocannon({ url: `${base}/`, connections: 10, duration: 2, headers: BROWSER });

    const loadBefore = os.loadavg()[0]!;
    const root = await run(`${base}/`);
    const tasks = await run(`${base}/tasks`);
    const revalidated = await run(`${base}/`, { 'If-None-Match': etag });
    let n = 0;
    const rendered = await run(`${base}/`, {}, () => `/?n=${n++}`);
    const loadAfter = os.loadavg()[0]!;

    const line = (label: string, r: Awaited<ReturnType<typeof run>>) =>
      console.log(`${label.padEnd(44)} ${r.rps.toFixed(0).padStart(7)} req/s   p50 ${String(r.p50).padStart(4)} ms   p99 ${String(r.p99).padStart(4)} ms   errors ${r.errors}   statuses ${JSON.stringify(Object.keys(r.statuses))}`);
    console.log(`\nbench:pages (${CONNECTIONS} connections, ${SECONDS} s each, ${os.cpus().length} cores, 1-min load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after)`);
    line('GET /  (server-rendered, kept)', root);
    line('GET /tasks  (server-rendered, kept)', tasks);
    line('GET /  revalidated (If-None-Match -> 304)', revalidated);
    line('GET /?n=<new>  (rendered every request)', rendered);
    const ok = root.rps >= 500 && root.errors === 0;
    console.log(`${ok ? 'ok  ' : 'FAIL'} GET / at ${root.rps.toFixed(0)} req/s (target at least 500)`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
