/**
 * npm run bench:trace: where the first load of / and /map spends its time on a phone. Loads each page
 * cold in the system Chromium under Lighthouse's mobile conditions (412x823 at 1.75x with touch, 4x
 * CPU slowdown, devtools slow 4G: 562.5 ms latency, 1.4744 / 0.675 Mbit/s) against the production
 * build served by the real server (fresh embedded database with the demo data, map tiles from a
 * stand-in tile server on loopback; see bench-page-server.ts), records a Chrome performance trace and
 * prints per page: FCP, LCP (time and element), the load event, the long tasks and what ran in them,
 * total blocking time from FCP to the end of the trace, main-thread time by category, and the CPU
 * profile's self time by npm package or app folder (mapped through dist-sourcemaps/), with the top
 * functions of @emotion/*, stylis, @mui/* and react-dom. The trace ends once the network has been
 * quiet for TRACE_QUIET_MS after the load event, so the work the app defers until after the load
 * (the shell's global components) is in it.
 *
 * Issue 38: the anchor (scripts/bench-anchor, /bench/anchor on the same server) is traced beside the
 * pages in the same run, interleaved (anchor, /, /map, anchor, /, /map, ...) so machine noise hits
 * all alike. Once the page is quiet, the trace taps the bottom navigation's tasks tab (the first
 * interaction, marked in the trace) and goes on until the network is quiet again. Per page and run
 * it prints the first load up to that tap (scripts/trace-scripts.ts): the main thread's top-level
 * task time, long tasks, TBT, and the JavaScript files evaluated and merely fetched; at the end the
 * medians, the ratios app/anchor and the issue's targets, met or not met (scripts/anchor-compare.ts),
 * with the 1-minute load average.
 *
 * Builds first if dist/ or dist-anchor/ is missing. Options: TRACE_RUNS (default 3), TRACE_PATHS
 * (default "/,/map"), TRACE_ANCHOR=0 (no anchor), TRACE_TAP (the tab to tap, default "tasks"; "none":
 * no tap, the first interaction is then the end of the trace), TRACE_AFTER_TAP_MS (default 3000),
 * TRACE_BRIEF=1 (only the first-load figures per run, not the full report), TRACE_SAVE=<dir> (writes
 * each raw trace as JSON, for the DevTools performance panel), TRACE_QUIET_MS (default 3000),
 * TRACE_FOCUS (more packages or app folders to list function by function, comma-separated, `prefix*`
 * allowed), CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * `npm run bench:trace -- <trace.json>...` prints the same figures for traces saved with TRACE_SAVE,
 * without loading anything (the source maps must be of the build that was traced).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { formatTraceComparison, traceMedians } from './anchor-compare';
import { ANCHOR_URL_PATH, ensureAnchorBuild, ensureBuild, startPageServer } from './bench-page-server';
import { firstNavigationUrl, type TraceEvent } from './trace-analysis';
import { captureFirstLoad, MOBILE } from './trace-capture';
import { analysePage, FOCUS, focusOf, formatReport } from './trace-report';
import { firstLoad, type FirstLoad } from './trace-scripts';
import { SourceResolver } from './trace-sources';

const RUNS = Number(process.env.TRACE_RUNS ?? 3);
const PATHS = (process.env.TRACE_PATHS ?? '/,/map').split(',').map((p) => p.trim()).filter(Boolean);
const ANCHOR = process.env.TRACE_ANCHOR !== '0';
const TAP = process.env.TRACE_TAP ?? 'tasks';
const AFTER_TAP_MS = Number(process.env.TRACE_AFTER_TAP_MS ?? 3000);
const BRIEF = process.env.TRACE_BRIEF === '1';
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUIET_MS = Number(process.env.TRACE_QUIET_MS ?? 3000);
const SAVE = process.env.TRACE_SAVE;
/** More packages or folders to list function by function, e.g. TRACE_FOCUS="i18next,src/client/app/shell". */
const EXTRA_FOCUS = (process.env.TRACE_FOCUS ?? '').split(',').map((p) => p.trim()).filter(Boolean);

const load1 = () => os.loadavg()[0]!;

function loadMap(file: string): string | null {
  const p = path.join('dist-sourcemaps', `${file}.map`);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
}

const focus = () => [...FOCUS, ...focusOf(EXTRA_FOCUS)];
const n0 = (v: number | null) => (v === null ? '?' : `${Math.round(v).toLocaleString('en-US')} ms`);

function formatFirstLoad(f: FirstLoad): string {
  const s = f.scripts;
  return (
    `  up to the ${f.untilIs} at ${n0(f.until)}: main thread ${n0(f.mainThread)}, ${f.longTaskCount} long tasks ${n0(f.longTasks)}, TBT ${n0(f.tbt)}; ` +
    `JavaScript files evaluated ${s.evaluated.length}, fetched ${s.fetched.length} (${s.fetchedByWorkers.length} of them by the service worker only); ` +
    `${s.evaluatedAfter.length} more evaluated after it`
  );
}

function analyseSaved(files: string[]) {
  const resolver = new SourceResolver(loadMap);
  for (const file of files) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    const url = firstNavigationUrl(events);
    console.log(`${file}: ${url}`);
    for (const line of formatReport(analysePage(events, url, resolver, focus()))) console.log(line);
    console.log(formatFirstLoad(firstLoad(events, url)));
  }
}

async function main() {
  const saved = process.argv.slice(2);
  if (saved.length) return analyseSaved(saved);
  ensureBuild();
  if (ANCHOR) ensureAnchorBuild();
  const resolver = new SourceResolver(loadMap);
  const { base, stop } = await startPageServer('cq-trace-', { anchor: ANCHOR });
  const pages = [...(ANCHOR ? [ANCHOR_URL_PATH] : []), ...PATHS];
  const results = new Map<string, { loads: FirstLoad[]; load1: number[] }>(pages.map((p) => [p, { loads: [], load1: [] }]));
  try {
    console.log(
      `First-load trace, ${RUNS} run(s) per page, interleaved (${pages.join(', ')}): ${CHROMIUM}, ${MOBILE.viewport.width}x${MOBILE.viewport.height} at ${MOBILE.deviceScaleFactor}x, ` +
        `CPU ${MOBILE.cpuSlowdown}x slower, ${MOBILE.latencyMs} ms latency, ${((MOBILE.downloadBytesPerSecond * 8) / 1024 / 1000).toFixed(4)} Mbit/s down; ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'}); first interaction: ${TAP === 'none' ? 'none (the end of the trace)' : `a tap on the ${TAP} tab once quiet`}`,
    );
    for (let i = 0; i < RUNS; i++) {
      for (const p of pages) {
        const before = load1();
        const url = `${base}${p}`;
        const tap = TAP === 'none' ? undefined : { selector: `nav a[href="/${TAP}"]`, afterTapMs: AFTER_TAP_MS };
        const capture = await captureFirstLoad({ chromium: CHROMIUM, url, quietMs: QUIET_MS, maxWaitMs: 60_000, tap });
        if (SAVE) {
          fs.mkdirSync(SAVE, { recursive: true });
          const file = path.join(SAVE, `${p.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-run${i + 1}-${Date.now()}.json`);
          fs.writeFileSync(file, JSON.stringify({ traceEvents: capture.events }));
          console.log(`  trace written to ${file}`);
        }
        const r = results.get(p)!;
        const load = firstLoad(capture.events, url);
        r.loads.push(load);
        r.load1.push(before);
        console.log(`${p} run ${i + 1} (1-min load average ${before.toFixed(2)} before, ${load1().toFixed(2)} after):`);
        if (!BRIEF) {
          for (const line of formatReport(analysePage(capture.events, url, resolver, focus()))) console.log(line);
        }
        console.log(formatFirstLoad(load));
      }
    }
  } finally {
    await stop();
  }
  console.log('');
  const med = (p: string) => traceMedians(results.get(p)!.loads, results.get(p)!.load1);
  for (const p of PATHS) {
    if (ANCHOR) for (const line of formatTraceComparison(p, med(p), med(ANCHOR_URL_PATH))) console.log(line);
    else {
      const m = med(p);
      console.log(`${p} median of ${m.runs}: main thread ${n0(m.mainThread)}, long tasks ${n0(m.longTasks)}, TBT ${n0(m.tbt)}, JS evaluated ${m.evaluated} of ${m.fetched} fetched (load average ${m.load1.toFixed(2)})`);
    }
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
