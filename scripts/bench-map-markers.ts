/**
 * npm run bench:markers: what the map's task markers cost on a phone. A performance trace (Chromium,
 * CDP tracing) under a 4x slower CPU (Emulation.setCPUThrottlingRate) of the production build served
 * by the real server, for two densities: the demo data (7 tasks around the default point) and a dense
 * city view (500 tasks spread over the start view). Per run: the first load of /map, zooming out and
 * back in with the zoom buttons, a keyboard pan, and selecting a task marker (its popup opens).
 *
 * For each step it prints, between the step's start and the last change to the markers (for the load:
 * from the area answer's arrival): the main thread's busy time; the time of the tasks that changed
 * the marker pane (a mutation observer notes when); the CPU time of the samples with marker code on
 * the stack (react-leaflet, Leaflet's marker and popup classes, supercluster, the tasks module's marker
 * files, mapped through dist-sourcemaps/: React's own work for marker components is not in it); the
 * longest task and the total blocking time (the part of each task over 50 ms). The load also gives
 * the time from navigation until the markers stood. Medians of BENCH_RUNS runs (default 5).
 *
 * Builds first if dist/ is missing. Each density gets a fresh embedded database in a temporary
 * DATA_DIR; map tiles are answered in the browser with one plain PNG, and a stored consent choice
 * keeps the consent banner closed. CHROMIUM_PATH (default
 * /usr/bin/chromium), BENCH_TASKS (default 500), BENCH_CPU (the slowdown, default 4).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import sharp from 'sharp';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';
import { serverModules } from '../src/modules/server';
import { createDb, migrateLatest } from '../src/server/db';
import { DEFAULT_MAP_POINT, MAP_ZOOM } from '../src/shared/constants';
import { presetConsent } from '../tests/e2e/support/consent';
import { LONG_TASK_MS, type TraceEvent } from './trace-analysis';
import { freePort } from '../tests/support/pg-server';
import { spawnServer, waitForListening } from '../tests/support/server-process';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const DENSE = Number(process.env.BENCH_TASKS ?? 500);
const CPU = Number(process.env.BENCH_CPU ?? 4);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];
/** The markers count as drawn when nothing in the marker pane changed for this long. */
const QUIET_MS = 2000;
/** A step's window ends this long after the markers' last change (or the step's start): the work right after it counts. */
const TAIL_MS = 600;

/** Runs in the page before its scripts: remembers when the marker pane last changed. */
const WATCH_MARKERS = `(() => {
  const w = { last: 0, times: [] };
  window.__markers = w;
  new MutationObserver((records) => {
    if (records.some((r) => r.target.nodeType === 1 && r.target.closest('.leaflet-marker-pane'))) {
      w.last = performance.now();
      w.times.push(w.last);
    }
  }).observe(document, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
})();`;

interface Window {
  step: string;
  from: number;
  to: number;
}

interface StepFigures {
  busy: number;
  longest: number;
  tbt: number;
  /** CPU time of samples with marker code on the stack (see MARKER_CODE). */
  markers: number;
  /** The main-thread tasks that changed the marker pane (the mutation observer ran in them): their time in total. */
  markerTasks: number;
}

/** Sources whose frames make a CPU sample count as drawing markers (through the build's source maps). */
const MARKER_CODE = [
  /node_modules\/(@react-leaflet\/core|react-leaflet)\//,
  /node_modules\/leaflet\/.*\/(Marker[^/]*|DivIcon|Icon|Popup|DivOverlay|Layer|LayerGroup|FeatureGroup)\.js$/,
  /node_modules\/supercluster\//,
  /src\/modules\/tasks\/ui\/map\/(TaskMarkers|task-markers|marker-layer|markers)[^/]*$/,
  /src\/modules\/tasks\/ui\/clusters\.ts$/,
];

interface CpuProfile {
  nodes: { id: number; parent?: number; callFrame: { url: string; lineNumber: number; columnNumber: number } }[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** Marks each profile node whose stack holds marker code (mapped through dist-sourcemaps/). */
function markerNodes(profile: CpuProfile): Set<number> {
  const maps = new Map<string, SourceMapConsumer | null>();
  const consumer = (url: string) => {
    const file = url.split('/').pop() ?? '';
    if (!maps.has(file)) {
      const mapFile = path.join('dist-sourcemaps', `${file}.map`);
      maps.set(file, file && fs.existsSync(mapFile) ? new SourceMapConsumer(JSON.parse(fs.readFileSync(mapFile, 'utf8')) as RawSourceMap) : null);
    }
    return maps.get(file)!;
  };
  const parent = new Map<number, number | undefined>();
  const own = new Map<number, boolean>();
  for (const n of profile.nodes) {
    const c = n.callFrame.url ? consumer(n.callFrame.url) : null;
    const source = c?.originalPositionFor({ line: n.callFrame.lineNumber + 1, column: n.callFrame.columnNumber }).source ?? '';
    own.set(n.id, MARKER_CODE.some((re) => re.test(source)));
  }
  for (const n of profile.nodes) {
    for (const child of (n as { children?: number[] }).children ?? []) parent.set(child, n.id);
  }
  const marked = new Set<number>();
  for (const n of profile.nodes) {
    for (let id: number | undefined = n.id; id !== undefined; id = parent.get(id)) {
      if (own.get(id)) {
        marked.add(n.id);
        break;
      }
    }
  }
  return marked;
}

/** Main-thread figures of the trace for each window (page times in ms). */
function analyse(trace: TraceEvent[], profile: CpuProfile, refName: string, refAt: number, windows: Window[], changes: number[]): Record<string, StepFigures> {
  const ref = trace.find((e) => e.cat.includes('blink.user_timing') && e.name === refName);
  if (!ref) throw new Error('the reference mark is not in the trace');
  const main = trace.find((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && e.pid === ref.pid);
  if (!main) throw new Error('no renderer main thread in the trace');
  const offset = ref.ts / 1000 - refAt;
  const tasks = trace
    .filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.name === 'RunTask' && e.dur !== undefined)
    .map((e) => ({ start: e.ts / 1000 - offset, dur: e.dur! / 1000 }));
  // Profile times are on the trace's clock (microseconds).
  const marked = markerNodes(profile);
  const samples: { at: number; dur: number; marker: boolean }[] = [];
  let t = profile.startTime;
  for (let i = 0; i < profile.samples.length; i++) {
    t += profile.timeDeltas[i]!;
    const dur = (profile.timeDeltas[i + 1] ?? 0) / 1000;
    samples.push({ at: t / 1000 - offset, dur, marker: marked.has(profile.samples[i]!) });
  }
  const out: Record<string, StepFigures> = {};
  for (const w of windows) {
    const inside = tasks.filter((t) => t.start + t.dur > w.from && t.start < w.to);
    out[w.step] = {
      busy: inside.reduce((n, t) => n + t.dur, 0),
      longest: inside.reduce((n, t) => Math.max(n, t.dur), 0),
      tbt: inside.reduce((n, t) => n + Math.max(0, t.dur - LONG_TASK_MS), 0),
      markers: samples.filter((x) => x.marker && x.at >= w.from && x.at < w.to).reduce((n, x) => n + x.dur, 0),
      markerTasks: inside.filter((t) => changes.some((c) => c >= t.start && c <= t.start + t.dur)).reduce((n, t) => n + t.dur, 0),
    };
  }
  return out;
}

/** Waits until the marker pane has been quiet for QUIET_MS; returns when it last changed (at least `since`). */
async function settled(page: Page, since: number): Promise<{ at: number; count: number }> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const s = await page.evaluate(() => {
      const w = (window as unknown as { __markers: { last: number } }).__markers;
      return { last: w.last, now: performance.now(), count: document.querySelectorAll('.leaflet-marker-icon').length };
    });
    const at = Math.max(s.last, since);
    if (s.count > 0 && s.now - at > QUIET_MS) return { at, count: s.count };
    if (Date.now() > deadline) throw new Error('the markers did not settle');
    await page.waitForTimeout(200);
  }
}

const now = (page: Page) => page.evaluate(() => performance.now());

/** Waits until the map shows tiles of this zoom only (read from the tile URLs, /{z}/{x}/{y}.png). */
async function zoomedTo(page: Page, zoom: number) {
  try {
    await page.waitForFunction((z) => {
      const tiles = [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-container img')];
      return tiles.length > 0 && tiles.every((img) => img.src.split('/').at(-3) === String(z));
    }, zoom, { timeout: 10_000 });
  } catch (e) {
    if (process.env.BENCH_DEBUG) {
      await page.screenshot({ path: '/tmp/bench-zoom-failed.png' });
      console.log(await page.evaluate(() => [...document.querySelectorAll<HTMLImageElement>('.leaflet-tile-container img')].map((i) => i.src).join(' ')));
    }
    throw e;
  }
}

async function oneRun(browser: Browser, base: string, tile: Buffer) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US' });
  try {
    await context.grantPermissions(['geolocation'], { origin: base });
    await context.setGeolocation({ ...DEFAULT_MAP_POINT, accuracy: 8 });
    await context.route(/^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
    // The consent banner would cover the zoom buttons.
    await presetConsent(context);
    await context.addInitScript(WATCH_MARKERS);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'blink.user_timing'] });
    await cdp.send('Profiler.start');
    const windows: Window[] = [];

    await page.goto(`${base}/map`);
    const load = await settled(page, 0);
    const answered = await page.evaluate(
      () => (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((r) => r.name.includes('minLat'))?.responseEnd ?? 0,
    );
    windows.push({ step: 'load', from: answered, to: load.at + TAIL_MS });
    windows.push({ step: 'load (whole page)', from: 0, to: load.at + TAIL_MS });

    let from = await now(page);
    await page.locator('.leaflet-control-zoom-out').click();
    await zoomedTo(page, MAP_ZOOM - 1);
    let s = await settled(page, from);
    windows.push({ step: 'zoom out', from, to: s.at + TAIL_MS });
    const zoomedOut = s.count;

    from = await now(page);
    await page.locator('.leaflet-control-zoom-in').click();
    await zoomedTo(page, MAP_ZOOM);
    s = await settled(page, from);
    windows.push({ step: 'zoom in', from, to: s.at + TAIL_MS });

    from = await now(page);
    await page.locator('.leaflet-container').focus();
    await page.keyboard.press('ArrowRight');
    s = await settled(page, from);
    windows.push({ step: 'pan', from, to: s.at + TAIL_MS });

    // The task marker nearest the map's centre (clear of the badges and the controls).
    await page.evaluate(`(() => {
      const map = document.querySelector('.leaflet-container').getBoundingClientRect();
      const cx = map.x + map.width / 2, cy = map.y + map.height / 2;
      let best = null, bestD = Infinity;
      for (const el of document.querySelectorAll('.leaflet-marker-icon')) {
        if (!el.querySelector('.cq-marker')) continue;
        const r = el.getBoundingClientRect();
        const d = Math.hypot(r.x + r.width / 2 - cx, r.y + r.height / 2 - cy);
        if (d < bestD) { best = el; bestD = d; }
      }
      best.setAttribute('data-bench', 'select');
    })()`);
    from = await now(page);
    await page.locator('[data-bench="select"]').click();
    await page.locator('.leaflet-popup').getByRole('button', { name: 'View Details' }).waitFor();
    s = await settled(page, from);
    windows.push({ step: 'select', from, to: s.at + TAIL_MS });

    const refAt = await page.evaluate(() => performance.mark('bench:ref').startTime);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as { traceEvents: TraceEvent[] };
    const changes = await page.evaluate(() => (window as unknown as { __markers: { times: number[] } }).__markers.times);
    const figures = analyse(trace.traceEvents, profile, 'bench:ref', refAt, windows, changes);
    return { figures, loadAt: load.at, markers: load.count, zoomedOut };
  } finally {
    await context.close();
  }
}

const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};
const ms = (v: number) => `${Math.round(v)} ms`;

/** 500 tasks spread evenly over the start view of a 390x844 phone (zoom 14: about 0.033 x 0.036 degrees). */
async function seedDense(dataDir: string, count: number) {
  const db = createDb({ dataDir });
  try {
    await migrateLatest(db, serverModules);
    await db.raw(
      `insert into tasks (latitude, longitude, description, location)
       select ? + (random() - 0.5) * 0.03, ? + (random() - 0.5) * 0.03, 'Cleanup needed', 'Spot ' || g
         from generate_series(1, ?) g`,
      [DEFAULT_MAP_POINT.latitude, DEFAULT_MAP_POINT.longitude, count],
    );
  } finally {
    await db.destroy();
  }
}

async function scenario(name: string, dense: number | null, tile: Buffer) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-markers-'));
  if (dense) await seedDense(dataDir, dense);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, SEED_DEMO: dense ? 'false' : 'true' });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ARGS });
  try {
    await waitForListening(server);
    const runs: Awaited<ReturnType<typeof oneRun>>[] = [];
    for (let i = 0; i < RUNS; i++) {
      try {
        runs.push(await oneRun(browser, base, tile));
      } catch (err) {
        console.error(server.output().slice(-2000));
        throw err;
      }
    }
    console.log(`\n${name}: ${median(runs.map((r) => r.markers))} markers at the start zoom, ${median(runs.map((r) => r.zoomedOut))} zoomed out; medians of ${RUNS} runs, CPU ${CPU}x slower`);
    console.log(`  markers drawn ${ms(median(runs.map((r) => r.loadAt)))} after navigation`);
    for (const step of Object.keys(runs[0]!.figures)) {
      const f = (k: keyof StepFigures) => ms(median(runs.map((r) => r.figures[step]![k])));
      console.log(
        `  ${step.padEnd(18)} busy ${f('busy').padStart(7)}, marker tasks ${f('markerTasks').padStart(7)}, marker code ${f('markers').padStart(7)}, longest task ${f('longest').padStart(7)}, blocking ${f('tbt').padStart(7)}`,
      );
    }
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main() {
  if (!fs.existsSync('dist/index.html')) {
    console.log('dist/ is missing: building...');
    const build = spawnSync('npm', ['run', 'build', '--silent'], { stdio: 'inherit' });
    if (build.status !== 0) throw new Error('npm run build failed');
  }
  if (!fs.existsSync(CHROMIUM)) throw new Error(`No Chromium at ${CHROMIUM} (set CHROMIUM_PATH).`);
  const tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#e9efe6' } }).png().toBuffer();
  if (!process.env.BENCH_ONLY_DENSE) await scenario('demo data', null, tile);
  await scenario(`${DENSE} tasks in view`, DENSE, tile);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
