/**
 * The first load up to the first interaction (issue 38), from a Chrome performance trace: the
 * main-thread figures the targets are about, and which JavaScript files were evaluated and
 * which were merely fetched before the person first touched the page. Pure functions over the trace
 * events (scripts/bench-trace.ts prints them for the anchor and the app).
 */
import {
  findNavigation, LONG_TASK_MS, mainThreadTasks, pageMarks, totalBlockingTime, type Navigation, type TaskNode, type TraceEvent,
} from './trace-analysis';

/** The user-timing mark trace-capture.ts sets just before its tap (the first interaction). */
export const FIRST_INTERACTION_MARK = 'cq-bench-first-interaction';

const data = (e: TraceEvent): Record<string, unknown> => (e.args?.data ?? {}) as Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');

/** ms since the navigation of the first interaction's mark, or null when the trace has none. */
export function firstInteraction(events: TraceEvent[], nav: Navigation): number | null {
  const mark = events.filter((e) => e.name === FIRST_INTERACTION_MARK && e.pid === nav.pid && e.ts >= nav.ts).sort((a, b) => a.ts - b.ts)[0];
  return mark ? (mark.ts - nav.ts) / 1000 : null;
}

/** A JavaScript file's URL (http(s), path ending in .js or .mjs), else null. */
export function scriptUrl(url: string): string | null {
  if (!/^https?:/.test(url)) return null;
  try {
    return /\.m?js$/.test(new URL(url).pathname) ? url : null;
  } catch {
    return null;
  }
}

/**
 * The events that mean a script ran on the page's main thread: its evaluation (EvaluateScript, V8's
 * v8.run, a module's v8.evaluateModule) or its whole-script compilation right before (v8.compile,
 * v8.compileModule). A chunk fetched by <link rel=prefetch> has none of them until webpack's runtime
 * inserts its <script> (its first use); the service worker's precaching compiles scripts on its own
 * thread, which does not count.
 */
const RUN_EVENTS = new Set(['EvaluateScript', 'v8.run', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule']);

export interface ScriptCounts {
  /** JavaScript files run on the main thread before `until`. */
  evaluated: string[];
  /** JavaScript files requested before `until` (by the page or its service worker). */
  fetched: string[];
  /** Of `fetched`, those the page's other threads (the service worker) asked for. */
  fetchedByWorkers: string[];
  /** Files first run at or after `until` (what the interaction started). */
  evaluatedAfter: string[];
}

/** Which JavaScript files the page evaluated and fetched before `until` (ms since the navigation). */
export function scriptCounts(events: TraceEvent[], nav: Navigation, until: number): ScriptCounts {
  const limit = nav.ts + until * 1000;
  const before = new Set<string>();
  const after = new Set<string>();
  const fetched = new Set<string>();
  const byWorkers = new Set<string>();
  for (const e of events) {
    if (e.pid !== nav.pid || e.ts < nav.ts) continue;
    if (RUN_EVENTS.has(e.name) && e.tid === nav.tid) {
      const url = scriptUrl(str(data(e).url) || str(e.args?.fileName));
      if (url) (e.ts < limit ? before : after).add(url);
    } else if (e.name === 'ResourceSendRequest' && e.ts < limit) {
      const url = scriptUrl(str(data(e).url));
      if (!url) continue;
      fetched.add(url);
      if (e.tid !== nav.tid) byWorkers.add(url);
    }
  }
  return { evaluated: [...before], fetched: [...fetched], fetchedByWorkers: [...byWorkers].filter((u) => !before.has(u)), evaluatedAfter: [...after].filter((u) => !before.has(u)) };
}

export interface FirstLoad {
  url: string;
  /** ms since the navigation: the first interaction, else the end of the trace. */
  until: number;
  untilIs: 'first interaction' | 'end of trace';
  fcp: number | null;
  lcp: number | null;
  /** The main thread's top-level tasks (= the sum of its time by category), inside [navigation, until]. */
  mainThread: number;
  /** Top-level tasks over 50 ms inside [navigation, until]: their time, and how many. */
  longTasks: number;
  longTaskCount: number;
  /** Lighthouse's total blocking time from FCP to `until`. */
  tbt: number;
  scripts: ScriptCounts;
}

const clipped = (t: TaskNode, until: number) => Math.max(0, Math.min(t.end, until) - Math.max(t.start, 0));

/** The figures of the targets for one traced load of `url`. */
export function firstLoad(events: TraceEvent[], url: string): FirstLoad {
  const nav = findNavigation(events, url);
  const marks = pageMarks(events, nav);
  const tap = firstInteraction(events, nav);
  const until = tap ?? marks.end;
  const tasks = mainThreadTasks(events, nav);
  const long = tasks.map((t) => clipped(t, until)).filter((d) => d > LONG_TASK_MS);
  return {
    url,
    until,
    untilIs: tap === null ? 'end of trace' : 'first interaction',
    fcp: marks.fcp,
    lcp: marks.lcp,
    mainThread: tasks.reduce((s, t) => s + clipped(t, until), 0),
    longTasks: long.reduce((s, d) => s + d, 0),
    longTaskCount: long.length,
    tbt: marks.fcp === null ? 0 : totalBlockingTime(tasks, marks.fcp, until),
    scripts: scriptCounts(events, nav, until),
  };
}
