/**
 * npm run bench:lighthouse: Lighthouse 12 (mobile preset: simulated slow 4G and a 4x slower CPU) on
 * / and /map against the production build served by the real server, 3 runs each, with the system
 * Chromium. Prints the median performance and accessibility scores and exits 1 when performance is
 * below 95 or accessibility below 100 (issue 12, target 1).
 *
 * Issue 38: the anchor (scripts/bench-anchor, /bench/anchor on the same server) runs beside them,
 * interleaved (anchor, /, /map, anchor, ...), so machine noise hits all alike; each run prints
 * Lighthouse's benchmarkIndex and the 1-minute load average, and the end the medians, the score
 * difference app minus anchor and the targets, met or not met (LIGHTHOUSE_ANCHOR=0: no anchor).
 *
 * Builds first if dist/ (or dist-anchor/) is missing. The server gets a fresh embedded database (with the demo data) in
 * a temporary DATA_DIR and a free port; map tiles come from a stand-in tile server on loopback, so
 * the figures are not skewed by the unreachable tile host.
 * Options: LIGHTHOUSE_RUNS (default 3), CHROMIUM_PATH (default /usr/bin/chromium),
 * LIGHTHOUSE_PATHS (default "/,/map"), LIGHTHOUSE_SAVE (a folder for the JSON reports).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { lighthouseVerdicts, median, type LighthouseMedians } from './anchor-compare';
import { ANCHOR_URL_PATH, ensureAnchorBuild, ensureBuild, startPageServer } from './bench-page-server';

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const PATHS = (process.env.LIGHTHOUSE_PATHS ?? '/,/map').split(',').map((p) => p.trim()).filter(Boolean);
const ANCHOR = process.env.LIGHTHOUSE_ANCHOR !== '0';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const MIN_PERFORMANCE = 95;
const MIN_ACCESSIBILITY = 100;
const CHROME_FLAGS = [
  '--headless=new', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

interface RunResult {
  performance: number;
  accessibility: number;
  /** Lighthouse's measure of the machine's speed (lhr.environment.benchmarkIndex). */
  benchmarkIndex: number;
  /** The 1-minute load average before the run. */
  load1: number;
  metrics: Record<string, string>;
  failedAudits: string[];
}

async function runOnce(url: string): Promise<RunResult> {
  const load1 = os.loadavg()[0]!;
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
    return { performance: score('performance'), accessibility: score('accessibility'), benchmarkIndex: lhr.environment.benchmarkIndex, load1, metrics, failedAudits };
  } finally {
    chrome.kill();
  }
}

async function main() {
  ensureBuild();
  if (ANCHOR) ensureAnchorBuild();
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);

  const { base, stop } = await startPageServer('cq-lighthouse-', { anchor: ANCHOR });
  const pages = [...(ANCHOR ? [ANCHOR_URL_PATH] : []), ...PATHS];
  const runs = new Map<string, RunResult[]>(pages.map((p) => [p, []]));
  let failed = false;
  try {
    console.log(`Lighthouse ${RUNS}x per page, interleaved (${pages.join(', ')}), mobile preset, ${CHROMIUM}, ${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`);
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        // Lighthouse now and then fails to record a trace (NO_NAVSTART): such a run is taken again, once.
        const r = await runOnce(`${base}${p}`).catch((err: Error) => {
          console.log(`  ${p} run ${i + 1}: ${err.message}; running it again`);
          return runOnce(`${base}${p}`);
        });
        runs.get(p)!.push(r);
        console.log(
          `  ${p} run ${i + 1}: performance ${r.performance}, accessibility ${r.accessibility} (benchmarkIndex ${Math.round(r.benchmarkIndex)}, load average ${r.load1.toFixed(2)}); ` +
            Object.entries(r.metrics).map(([k, v]) => `${k} ${v}`).join(', '),
        );
        if (r.failedAudits.length) console.log(`    not passed: ${r.failedAudits.join(', ')}`);
      }
    }
  } finally {
    await stop();
  }
  const medians = (p: string): LighthouseMedians => {
    const rs = runs.get(p)!;
    return {
      performance: median(rs.map((r) => r.performance)),
      accessibility: median(rs.map((r) => r.accessibility)),
      benchmarkIndex: median(rs.map((r) => r.benchmarkIndex)),
      load1: median(rs.map((r) => r.load1)),
    };
  };
  const show = (p: string, m: LighthouseMedians) =>
    `${p}: median performance ${m.performance}, accessibility ${m.accessibility} (benchmarkIndex ${Math.round(m.benchmarkIndex)}, load average ${m.load1.toFixed(2)})`;
  if (ANCHOR) console.log(`  ${show('anchor', medians(ANCHOR_URL_PATH))}`);
  for (const p of PATHS) {
    const m = medians(p);
    const ok = m.performance >= MIN_PERFORMANCE && m.accessibility >= MIN_ACCESSIBILITY;
    if (!ok) failed = true;
    console.log(`${ok ? 'ok  ' : 'FAIL'} ${show(p, m)}`);
    if (!ANCHOR) continue;
    for (const v of lighthouseVerdicts(m, medians(ANCHOR_URL_PATH))) console.log(`       ${v.met ? 'met    ' : 'NOT MET'} ${v.what}: ${v.value} (target ${v.target})`);
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
