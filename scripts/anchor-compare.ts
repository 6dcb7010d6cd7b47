/**
 * The app against the anchor (issue 38): medians of the runs, the ratios app/anchor, and the
 * issue's targets marked met or not met. Ratios, not absolute figures, are the targets for the main
 * thread and the Lighthouse score, because they hold on any machine. The bench scripts print these.
 */
import type { FirstLoad } from './trace-scripts';

export const median = (values: number[]): number => {
  const s = [...values].sort((a, b) => a - b);
  if (!s.length) return NaN;
  return s.length % 2 ? s[(s.length - 1) / 2]! : (s[s.length / 2 - 1]! + s[s.length / 2]!) / 2;
};

/** app / anchor, or null when the anchor's figure is zero (no ratio). */
export const ratio = (app: number, anchor: number): number | null => (anchor > 0 ? app / anchor : null);

/** The "Done when" for bench:trace (4x CPU) and bench:lighthouse. */
export const TARGETS = {
  mainThreadRatio: 1.5,
  longTasksMs: 1000,
  evaluatedBeforeInteraction: 30,
  tbtMs: 300,
  lighthouseBelowAnchor: 3,
  lighthouseMin: 95,
  accessibility: 100,
};

/** Medians of a page's traced runs. */
export interface TraceMedians {
  runs: number;
  mainThread: number;
  longTasks: number;
  tbt: number;
  evaluated: number;
  fetched: number;
  fcp: number;
  lcp: number;
  /** The median 1-minute load average before the runs. */
  load1: number;
  untilIs: string;
}

export function traceMedians(runs: FirstLoad[], load1: number[]): TraceMedians {
  const m = (f: (r: FirstLoad) => number | null) => median(runs.map(f).filter((v): v is number => v !== null));
  return {
    runs: runs.length,
    mainThread: m((r) => r.mainThread),
    longTasks: m((r) => r.longTasks),
    tbt: m((r) => r.tbt),
    evaluated: m((r) => r.scripts.evaluated.length),
    fetched: m((r) => r.scripts.fetched.length),
    fcp: m((r) => r.fcp),
    lcp: m((r) => r.lcp),
    load1: median(load1),
    untilIs: [...new Set(runs.map((r) => r.untilIs))].join(' / '),
  };
}

export interface Verdict {
  what: string;
  value: string;
  target: string;
  met: boolean;
}

const ms = (v: number) => `${Math.round(v).toLocaleString('en-US')} ms`;
const x = (v: number | null) => (v === null ? 'n/a' : `${v.toFixed(2)}x`);

/** The trace targets for one app page against the anchor's medians. */
export function traceVerdicts(app: TraceMedians, anchor: TraceMedians): Verdict[] {
  const main = ratio(app.mainThread, anchor.mainThread);
  return [
    { what: 'main thread / anchor', value: x(main), target: `<= ${TARGETS.mainThreadRatio}x`, met: main !== null && main <= TARGETS.mainThreadRatio },
    { what: 'long tasks', value: ms(app.longTasks), target: `<= ${ms(TARGETS.longTasksMs)}`, met: app.longTasks <= TARGETS.longTasksMs },
    { what: 'JS files evaluated before the first interaction', value: String(app.evaluated), target: `<= ${TARGETS.evaluatedBeforeInteraction}`, met: app.evaluated <= TARGETS.evaluatedBeforeInteraction },
    { what: 'TBT', value: ms(app.tbt), target: `<= ${ms(TARGETS.tbtMs)}`, met: app.tbt <= TARGETS.tbtMs },
  ];
}

export function formatTraceComparison(path: string, app: TraceMedians, anchor: TraceMedians): string[] {
  const row = (label: string, t: TraceMedians) =>
    `  ${label.padEnd(14)} main thread ${ms(t.mainThread)}, long tasks ${ms(t.longTasks)}, TBT ${ms(t.tbt)}, JS evaluated ${t.evaluated} of ${t.fetched} fetched, ` +
    `FCP ${ms(t.fcp)}, LCP ${ms(t.lcp)} (median of ${t.runs}, load average ${t.load1.toFixed(2)}, up to the ${t.untilIs})`;
  return [
    `${path} against the anchor:`,
    row('anchor', anchor),
    row(path, app),
    `  ratios app/anchor: main thread ${x(ratio(app.mainThread, anchor.mainThread))}, long tasks ${x(ratio(app.longTasks, anchor.longTasks))}, TBT ${x(ratio(app.tbt, anchor.tbt))}`,
    ...traceVerdicts(app, anchor).map((v) => `  ${v.met ? 'met    ' : 'NOT MET'} ${v.what}: ${v.value} (target ${v.target})`),
  ];
}

/** Medians of a page's Lighthouse runs. */
export interface LighthouseMedians {
  performance: number;
  accessibility: number;
  benchmarkIndex: number;
  load1: number;
}

/** The Lighthouse targets for one app page against the anchor's medians. */
export function lighthouseVerdicts(app: LighthouseMedians, anchor: LighthouseMedians): Verdict[] {
  const diff = app.performance - anchor.performance;
  return [
    { what: 'performance minus the anchor\u2019s', value: `${diff >= 0 ? '+' : ''}${diff}`, target: `>= -${TARGETS.lighthouseBelowAnchor}`, met: diff >= -TARGETS.lighthouseBelowAnchor },
    { what: 'performance', value: String(app.performance), target: `>= ${TARGETS.lighthouseMin} (on a quiet run)`, met: app.performance >= TARGETS.lighthouseMin },
    { what: 'accessibility', value: String(app.accessibility), target: `${TARGETS.accessibility}`, met: app.accessibility >= TARGETS.accessibility },
  ];
}
