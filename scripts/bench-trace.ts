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
 * Builds first if dist/ is missing. Options: TRACE_RUNS (default 1), TRACE_PATHS (default "/,/map"),
 * TRACE_SAVE=<dir> (writes each raw trace as JSON, for the DevTools performance panel),
 * TRACE_QUIET_MS (default 3000), TRACE_FOCUS (more packages or app folders to list function by
 * function, comma-separated, `prefix*` allowed), CHROMIUM_PATH (default /usr/bin/chromium).
 *
 * `npm run bench:trace -- <trace.json>...` prints the same figures for traces saved with TRACE_SAVE,
 * without loading anything (the source maps must be of the build that was traced).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensureBuild, startPageServer } from './bench-page-server';
import { firstNavigationUrl, type TraceEvent } from './trace-analysis';
import { captureFirstLoad, MOBILE } from './trace-capture';
import { analysePage, FOCUS, focusOf, formatReport, type PageReport } from './trace-report';
import { SourceResolver } from './trace-sources';

const RUNS = Number(process.env.TRACE_RUNS ?? 1);
const PATHS = (process.env.TRACE_PATHS ?? '/,/map').split(',').map((p) => p.trim()).filter(Boolean);
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const QUIET_MS = Number(process.env.TRACE_QUIET_MS ?? 3000);
const SAVE = process.env.TRACE_SAVE;
/** More packages or folders to list function by function, e.g. TRACE_FOCUS="i18next,src/client/app/shell". */
const EXTRA_FOCUS = (process.env.TRACE_FOCUS ?? '').split(',').map((p) => p.trim()).filter(Boolean);

const load1 = () => os.loadavg()[0]!.toFixed(2);
const median = (values: number[]) => {
  const s = [...values].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

function loadMap(file: string): string | null {
  const p = path.join('dist-sourcemaps', `${file}.map`);
  return fs.existsSync(p) ? fs.readFileSync(p, 'utf8') : null;
}

const focus = () => [...FOCUS, ...focusOf(EXTRA_FOCUS)];

function analyseSaved(files: string[]) {
  const resolver = new SourceResolver(loadMap);
  for (const file of files) {
    const parsed = JSON.parse(fs.readFileSync(file, 'utf8')) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    const url = firstNavigationUrl(events);
    console.log(`${file}: ${url}`);
    for (const line of formatReport(analysePage(events, url, resolver, focus()))) console.log(line);
  }
}

async function main() {
  const saved = process.argv.slice(2);
  if (saved.length) return analyseSaved(saved);
  ensureBuild();
  const resolver = new SourceResolver(loadMap);
  const { base, stop } = await startPageServer('cq-trace-');
  try {
    console.log(
      `First-load trace, ${RUNS} run(s) per page: ${CHROMIUM}, ${MOBILE.viewport.width}x${MOBILE.viewport.height} at ${MOBILE.deviceScaleFactor}x, ` +
        `CPU ${MOBILE.cpuSlowdown}x slower, ${MOBILE.latencyMs} ms latency, ${((MOBILE.downloadBytesPerSecond * 8) / 1024 / 1000).toFixed(4)} Mbit/s down; ` +
        `${os.cpus().length} CPUs (${os.cpus()[0]?.model ?? '?'})`,
    );
    for (const p of PATHS) {
      const reports: PageReport[] = [];
      for (let i = 0; i < RUNS; i++) {
        const before = load1();
        const url = `${base}${p}`;
        const capture = await captureFirstLoad({ chromium: CHROMIUM, url, quietMs: QUIET_MS, maxWaitMs: 60_000 });
        if (SAVE) {
          fs.mkdirSync(SAVE, { recursive: true });
          const file = path.join(SAVE, `${p.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'root'}-run${i + 1}-${Date.now()}.json`);
          fs.writeFileSync(file, JSON.stringify({ traceEvents: capture.events }));
          console.log(`  trace written to ${file}`);
        }
        const report = analysePage(capture.events, url, resolver, focus());
        reports.push(report);
        console.log(`${p} run ${i + 1} (1-min load average ${before} before, ${load1()} after):`);
        for (const line of formatReport(report)) console.log(line);
      }
      if (RUNS > 1) {
        const med = (f: (r: PageReport) => number | null) => {
          const v = reports.map(f).filter((x): x is number => x !== null);
          return v.length ? `${Math.round(median(v)).toLocaleString('en-US')} ms` : '?';
        };
        console.log(
          `${p} median of ${RUNS}: FCP ${med((r) => r.marks.fcp)}, LCP ${med((r) => r.marks.lcp)}, load ${med((r) => r.marks.load)}, ` +
            `TBT ${med((r) => r.tbt)}, long tasks ${med((r) => r.longTasks.reduce((s, l) => s + l.duration, 0))}`,
        );
      }
    }
  } finally {
    await stop();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
