/**
 * npm run bench:lighthouse: Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on
 * / and /map against the production build served by the real server, 3 runs each, with the system
 * Chromium. Prints the median performance and accessibility scores and exits 1 when performance is
 * below 95 or accessibility below 100 (issue 12, target 1).
 *
 * Builds first if dist/ is missing. The server gets a fresh embedded database (with the demo data) in
 * a temporary DATA_DIR and a free port; map tiles come from a stand-in tile server on loopback, so
 * the figures are not skewed by the unreachable tile host.
 * Options: LIGHTHOUSE_RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium),
 * LIGHTHOUSE_PATHS (default "/,/map"), LIGHTHOUSE_SAVE (a folder for the JSON reports).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import sharp from 'sharp';
import { freePort } from '../tests/support/pg-server';
import { spawnServer, waitForListening } from '../tests/support/server-process';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/map').split(',').map((p) => p.trim()).filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

/** A stand-in for the tile host: one plain 256x256 PNG for every /{z}/{x}/{y}.png. */
async function startTileServer(port: number): Promise<http.Server> {
  const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e9efe6' } }).png().toBuffer();
  const server = http.createServer((req, res) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(req.url ?? '')) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, { 'Content-Type': 'image/png', 'Content-Length': png.length, 'Cache-Control': 'public, max-age=86400', 'Access-Control-Allow-Origin': '*' });
    res.end(png);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

interface RunResult {
  performance: number;
  accessibility: number;
  metrics: Record<string, string>;
  failedAudits: string[];
}

async function runOnce(url: string): Promise<RunResult> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS, logLevel: 'silent' });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    const { lhr } = result;
    if (process.env.LIGHTHOUSE_SAVE) {
      fs.mkdirSync(process.env.LIGHTHOUSE_SAVE, { recursive: true });
      const name = `${new URL(url).pathname.replace(/\W+/g, '_') || 'root'}-${Date.now()}.json`;
      fs.writeFileSync(path.join(process.env.LIGHTHOUSE_SAVE, name), JSON.stringify(lhr));
    }
    if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const metricIds = ['first-contentful-paint', 'largest-contentful-paint', 'total-blocking-time', 'cumulative-layout-shift', 'speed-index'];
    const metrics = Object.fromEntries(metricIds.map((id) => [id, lhr.audits[id]?.displayValue ?? '?']));
    const failedAudits = Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'manual')
      .map((a) => `${a.id} (${a.score})`);
    return { performance: score('performance'), accessibility: score('accessibility'), metrics, failedAudits };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!fs.existsSync('dist/index.html')) {
    console.log('dist/ is missing: building...');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-lighthouse-'));
  const tilePort = await freePort();
  const tiles = await startTileServer(tilePort);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: base,
    MAP_TILE_URL: `http://127.0.0.1:${tilePort}/{z}/{x}/{y}.png`,
    MAP_ATTRIBUTION: '© OpenStreetMap contributors',
  });
  let failed = false;
  try {
    await waitForListening(server);
    console.log(`Lighthouse ${RUNS}x per page, mobile preset, ${CHROMIUM}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    for (const p of PATHS) {
      const runs: RunResult[] = [];
      for (let i = 0; i < RUNS; i++) {
        const r = await runOnce(`${base}${p}`);
        runs.push(r);
        console.log(`  ${p} run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility}; ${Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', ')}`);
        if (r.failedAudits.length) console.log(`    not passed: ${r.failedAudits.join(', ')}`);
      }
      const perf = median(runs.map((r) => r.performance));
      const a11y = median(runs.map((r) => r.accessibility));
      const ok = perf >= MIN_PERFORMANCE && a11y >= MIN_ACCESSIBILITY;
      if (!ok) failed = true;
      console.log(`${ok ? 'ok  ' : 'FAIL'} ${p}: median performance ${perf} (at least ${MIN_PERFORMANCE}), accessibility ${a11y} (${MIN_ACCESSIBILITY})`);
    }
  } finally {
    await server.stop();
    tiles.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
