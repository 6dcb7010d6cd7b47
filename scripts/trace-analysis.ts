/**
 * Reading a Chrome performance trace of one page load (scripts/bench-trace.ts): the navigation, paint
 * and load marks, the main thread's tasks (long tasks, total blocking time, time by category) and the
 * sampled CPU profile. Pure functions over the trace events; times in the results are milliseconds
 * since the navigation started.
 */

export interface TraceEvent {
  name: string;
  cat: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  id?: string | number;
  args?: { data?: Record<string, unknown> } & Record<string, unknown>;
}

/** Lighthouse's threshold: a task longer than this is a long task, the rest of it is blocking time. */
export const LONG_TASK_MS = 50;

const ms = (us: number) => us / 1000;
const data = (e: TraceEvent): Record<string, unknown> => (e.args?.data ?? {}) as Record<string, unknown>;
const str = (v: unknown) => (typeof v === 'string' ? v : '');
const num = (v: unknown) => (typeof v === 'number' ? v : 0);

export interface Navigation {
  pid: number;
  /** The renderer's main thread. */
  tid: number;
  frame: string;
  navigationId: string;
  /** Trace clock, microseconds. */
  ts: number;
}

/** The main-frame navigation to `url` (the first, if the trace holds several). */
export function findNavigation(events: TraceEvent[], url: string): Navigation {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && data(e).isLoadingMainFrame === true && str(data(e).documentLoaderURL) === url)
    .sort((a, b) => a.ts - b.ts)[0];
  if (!nav) throw new Error(`no navigation to ${url} in the trace`);
  return { pid: nav.pid, tid: nav.tid, frame: str(nav.args?.frame), navigationId: str(data(nav).navigationId), ts: nav.ts };
}

/** The URL of the trace's first main-frame navigation to a web page (for a saved trace). */
export function firstNavigationUrl(events: TraceEvent[]): string {
  const nav = events
    .filter((e) => e.name === 'navigationStart' && data(e).isLoadingMainFrame === true && /^https?:/.test(str(data(e).documentLoaderURL)))
    .sort((a, b) => a.ts - b.ts)[0];
  if (!nav) throw new Error('no navigation to a web page in the trace');
  return str(data(nav).documentLoaderURL);
}

export interface PageMarks {
  fcp: number | null;
  lcp: number | null;
  /** The LCP element as the trace names it (tag and classes), with the image URL for an image. */
  lcpElement: string | null;
  load: number | null;
  /** The end of the last main-thread event. */
  end: number;
}

export function pageMarks(events: TraceEvent[], nav: Navigation): PageMarks {
  const ofNav = (name: string) => events.filter((e) => e.name === name && data(e).navigationId === nav.navigationId).sort((a, b) => a.ts - b.ts);
  const fcp = ofNav('firstContentfulPaint')[0];
  const lcp = ofNav('largestContentfulPaint::Candidate').at(-1);
  let lcpElement: string | null = null;
  if (lcp) {
    lcpElement = str(data(lcp).nodeName) || '?';
    const image = events.find((e) => e.name === 'LargestImagePaint::Candidate' && e.ts === lcp.ts && e.pid === nav.pid);
    if (data(lcp).type === 'image' && image) lcpElement += ` ${str(data(image).imageUrl)}`;
  }
  const load = events
    .filter((e) => e.name === 'MarkLoad' && data(e).frame === nav.frame && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts)[0];
  let end = nav.ts;
  for (const e of events) if (e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X') end = Math.max(end, e.ts + (e.dur ?? 0));
  const rel = (e: TraceEvent | undefined) => (e ? ms(e.ts - nav.ts) : null);
  return { fcp: rel(fcp), lcp: rel(lcp), lcpElement, load: rel(load), end: ms(end - nav.ts) };
}

/**
 * Lighthouse's main-thread groups (lighthouse/core/lib/tracehouse/task-groups.js), plus V8's lazy
 * compilation of a function on its first call (V8.CompileCode, DevTools' "Compile code"), which
 * Lighthouse leaves inside script evaluation: with streamed scripts, whole-script compilation
 * (v8.compile) is tiny and the lazy compilation is where parsing and compiling happen.
 */
export const CATEGORY_OF: Record<string, string> = {};
const CATEGORIES: Record<string, string[]> = {
  'Script evaluation': ['EventDispatch', 'EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback', 'FireAnimationFrame', 'RunMicrotasks', 'V8.Execute'],
  'Script parsing & compilation': ['v8.compile', 'v8.compileModule', 'v8.parseOnBackground', 'V8.CompileCode'],
  'Style & layout': ['ScheduleStyleRecalculation', 'UpdateLayoutTree', 'RecalculateStyles', 'InvalidateLayout', 'Layout'],
  Rendering: ['Animation', 'HitTest', 'PaintSetup', 'Paint', 'PaintImage', 'RasterTask', 'ScrollLayer', 'UpdateLayer', 'UpdateLayerTree', 'CompositeLayers', 'PrePaint', 'Layerize', 'Commit'],
  'Parse HTML & CSS': ['ParseHTML', 'ParseAuthorStyleSheet'],
  'Garbage collection': ['MinorGC', 'MajorGC', 'BlinkGC.AtomicPhase', 'ThreadState::performIdleLazySweep', 'ThreadState::completeSweep', 'BlinkGCMarking'],
};
for (const [category, names] of Object.entries(CATEGORIES)) for (const n of names) CATEGORY_OF[n] = category;
export const OTHER = 'Other';

export interface TaskNode {
  event: TraceEvent;
  /** ms since the navigation */
  start: number;
  end: number;
  duration: number;
  selfTime: number;
  /** Its own group, else its parent's (as Lighthouse does), else Other. */
  category: string;
  children: TaskNode[];
  parent: TaskNode | null;
}

/**
 * The main thread's complete events after the navigation, nested by time: the roots are the top-level
 * tasks (RunTask), as in Lighthouse and the DevTools performance panel.
 */
export function mainThreadTasks(events: TraceEvent[], nav: Navigation): TaskNode[] {
  const own = events
    .filter((e) => e.pid === nav.pid && e.tid === nav.tid && e.ph === 'X' && e.dur !== undefined && e.ts >= nav.ts)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const roots: TaskNode[] = [];
  const stack: TaskNode[] = [];
  for (const event of own) {
    const start = ms(event.ts - nav.ts);
    const end = ms(event.ts + event.dur! - nav.ts);
    while (stack.length && stack.at(-1)!.end <= start) stack.pop();
    const parent = stack.at(-1) ?? null;
    const node: TaskNode = {
      event, start, end: parent ? Math.min(end, parent.end) : end, duration: 0, selfTime: 0,
      category: CATEGORY_OF[event.name] ?? parent?.category ?? OTHER, children: [], parent,
    };
    node.duration = node.end - node.start;
    (parent ? parent.children : roots).push(node);
    stack.push(node);
  }
  const setSelf = (n: TaskNode) => {
    n.selfTime = n.duration - n.children.reduce((s, c) => s + c.duration, 0);
    n.children.forEach(setSelf);
  };
  roots.forEach(setSelf);
  return roots;
}

export function longTasks(tasks: TaskNode[], threshold = LONG_TASK_MS): TaskNode[] {
  return tasks.filter((t) => t.duration > threshold);
}

/**
 * Lighthouse's total blocking time: for every top-level task, the part inside [from, to] beyond the
 * first 50 ms (a task that started before `from` counts only from there).
 */
export function totalBlockingTime(tasks: TaskNode[], from: number, to: number): number {
  let sum = 0;
  for (const t of tasks) {
    const clipped = Math.min(t.end, to) - Math.max(t.start, from);
    if (clipped > LONG_TASK_MS) sum += clipped - LONG_TASK_MS;
  }
  return sum;
}

function walk(nodes: TaskNode[], visit: (n: TaskNode) => void) {
  for (const n of nodes) {
    visit(n);
    walk(n.children, visit);
  }
}

/** Self time per category over the given tasks (and everything in them). */
export function timeByCategory(tasks: TaskNode[]): Map<string, number> {
  const out = new Map<string, number>();
  walk(tasks, (n) => out.set(n.category, (out.get(n.category) ?? 0) + n.selfTime));
  return out;
}

/** What started the work inside a task: the outermost script, parse, GC, style and paint events. */
const ACTIVITY_NAMES = new Set([
  'EvaluateScript', 'v8.evaluateModule', 'v8.compile', 'v8.compileModule', 'FunctionCall', 'TimerFire', 'FireIdleCallback',
  'FireAnimationFrame', 'RunMicrotasks', 'EventDispatch', 'ParseHTML', 'ParseAuthorStyleSheet', 'MinorGC', 'MajorGC',
  'UpdateLayoutTree', 'Layout', 'Paint', 'PrePaint', 'Layerize', 'Commit',
]);

export interface Activity {
  node: TaskNode;
  /** Its inclusive time. */
  duration: number;
}

/**
 * The outermost activities of a task (a FunctionCall inside a TimerFire counts as the timer), with
 * what is not inside any of them as the task's own time.
 */
export function taskActivities(task: TaskNode): Activity[] {
  const out: Activity[] = [];
  const visit = (n: TaskNode) => {
    if (ACTIVITY_NAMES.has(n.event.name)) out.push({ node: n, duration: n.duration });
    else n.children.forEach(visit);
  };
  task.children.forEach(visit);
  return out;
}

/** A JavaScript stack frame of a trace event's stackTrace (1-based line and column), innermost first. */
export interface StackFrame {
  functionName: string;
  url: string;
  lineNumber: number;
  columnNumber: number;
}

const stackTrace = (d: Record<string, unknown>): StackFrame[] => (Array.isArray(d.stackTrace) ? (d.stackTrace as StackFrame[]) : []);

export interface NetworkRequest {
  url: string;
  method: string;
  resourceType: string;
  /** ms since the navigation */
  sent: number;
  finished: number | null;
  encodedBytes: number;
  /** The script stack that asked for it (empty for the parser's requests). */
  stack: StackFrame[];
}

/** The page's requests as the renderer saw them (send and finish marks). */
export function networkRequests(events: TraceEvent[], nav: Navigation): NetworkRequest[] {
  const byId = new Map<string, NetworkRequest>();
  for (const e of events) {
    if (e.pid !== nav.pid || e.ts < nav.ts) continue;
    const d = data(e);
    const id = str(d.requestId);
    if (e.name === 'ResourceSendRequest' && !byId.has(id)) {
      byId.set(id, { url: str(d.url), method: str(d.requestMethod) || 'GET', resourceType: str(d.resourceType), sent: ms(e.ts - nav.ts), finished: null, encodedBytes: 0, stack: stackTrace(d) });
    } else if (e.name === 'ResourceFinish' && byId.has(id)) {
      const r = byId.get(id)!;
      r.finished = ms(e.ts - nav.ts);
      r.encodedBytes = num(d.encodedDataLength);
    }
  }
  return [...byId.values()].sort((a, b) => a.sent - b.sent);
}

export interface RepeatingTimer {
  timerId: number;
  timeout: number;
  /** ms since the navigation */
  installed: number;
  fired: number;
  /** Cleared again before the trace ended. */
  cleared: boolean;
  /** The script stack that installed it. */
  stack: StackFrame[];
}

/** setInterval timers installed during the load: how often they fired, whether they were cleared, who installed them. */
export function repeatingTimers(events: TraceEvent[], nav: Navigation): RepeatingTimer[] {
  const timers = new Map<number, RepeatingTimer>();
  for (const e of events) {
    if (e.name !== 'TimerInstall' || e.pid !== nav.pid || e.ts < nav.ts) continue;
    const d = data(e);
    if (d.singleShot !== false) continue;
    timers.set(num(d.timerId), { timerId: num(d.timerId), timeout: num(d.timeout), installed: ms(e.ts - nav.ts), fired: 0, cleared: false, stack: stackTrace(d) });
  }
  for (const e of events) {
    if ((e.name !== 'TimerFire' && e.name !== 'TimerRemove') || e.pid !== nav.pid || e.ts < nav.ts) continue;
    const t = timers.get(num(data(e).timerId));
    if (t && e.name === 'TimerFire') t.fired++;
    if (t && e.name === 'TimerRemove') t.cleared = true;
  }
  return [...timers.values()];
}

// --- The sampled CPU profile -------------------------------------------------------------------

export interface CallFrame {
  functionName: string;
  url?: string;
  scriptId?: number | string;
  /** 0-based */
  lineNumber?: number;
  /** 0-based */
  columnNumber?: number;
  codeType?: string;
}

export interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: CallFrame;
}

export interface Sample {
  node: ProfileNode;
  /** ms since the navigation */
  start: number;
  duration: number;
}

export interface CpuProfile {
  nodes: Map<number, ProfileNode>;
  samples: Sample[];
  /** Time between samples beyond the cap, attributed to nothing (ms). */
  gaps: number;
}

/**
 * Longest time one sample stands for. The profiler samples every 0.1-1 ms; a longer silence means the
 * renderer was not running at all (a busy machine), and charging it to whatever function the last
 * sample caught would make a random function look slow.
 */
export const MAX_SAMPLE_MS = 10;

/**
 * The main thread's sampled profile (the Profile and ProfileChunk events of the renderer's profiler,
 * chunks in order): each sample lasts until the next one, at most MAX_SAMPLE_MS. Samples before the
 * navigation are left out.
 */
export function cpuProfile(events: TraceEvent[], nav: Navigation, maxSampleMs = MAX_SAMPLE_MS): CpuProfile {
  const profile = events.find((e) => e.name === 'Profile' && e.pid === nav.pid && e.tid === nav.tid);
  const nodes = new Map<number, ProfileNode>();
  if (!profile) return { nodes, samples: [], gaps: 0 };
  const chunks = events.filter((e) => e.name === 'ProfileChunk' && e.pid === nav.pid && e.id === profile.id).sort((a, b) => a.ts - b.ts);
  let t = num(data(profile).startTime) || profile.ts;
  const raw: { id: number; ts: number }[] = [];
  for (const c of chunks) {
    const cp = (data(c).cpuProfile ?? {}) as { nodes?: ProfileNode[]; samples?: number[] };
    for (const n of cp.nodes ?? []) nodes.set(n.id, n);
    const deltas = (data(c).timeDeltas ?? []) as number[];
    (cp.samples ?? []).forEach((id, i) => {
      t += deltas[i] ?? 0;
      raw.push({ id, ts: t });
    });
  }
  const samples: Sample[] = [];
  let gaps = 0;
  for (let i = 0; i + 1 < raw.length; i++) {
    const node = nodes.get(raw[i]!.id);
    if (!node || raw[i]!.ts < nav.ts) continue;
    const duration = ms(raw[i + 1]!.ts - raw[i]!.ts);
    samples.push({ node, start: ms(raw[i]!.ts - nav.ts), duration: Math.min(duration, maxSampleMs) });
    if (duration > maxSampleMs && node.callFrame.functionName !== '(idle)') gaps += duration - maxSampleMs;
  }
  return { nodes, samples, gaps };
}

/** The profiler's own entries: not JavaScript. */
export const SPECIAL_FRAMES = new Set(['(root)', '(program)', '(idle)', '(garbage collector)']);

/** The stack of a profile node, outermost first. */
export function stackOf(profile: CpuProfile, node: ProfileNode): ProfileNode[] {
  const stack: ProfileNode[] = [];
  for (let n: ProfileNode | undefined = node; n; n = n.parent !== undefined ? profile.nodes.get(n.parent) : undefined) stack.push(n);
  return stack.reverse();
}

/** Sums the samples' time by a key of their node (null: left out), within [from, to] if given. */
export function sumSamples(
  samples: Sample[],
  key: (node: ProfileNode) => string | null,
  within?: { start: number; end: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  for (const s of samples) {
    if (within && !within.some((w) => s.start >= w.start && s.start < w.end)) continue;
    const k = key(s.node);
    if (k !== null) out.set(k, (out.get(k) ?? 0) + s.duration);
  }
  return out;
}

/** Sums the samples' time once per distinct key on their stack (inclusive time), within windows if given. */
export function sumSamplesInclusive(
  profile: CpuProfile,
  keys: (node: ProfileNode) => string | null,
  within?: { start: number; end: number }[],
): Map<string, number> {
  const out = new Map<string, number>();
  const cache = new Map<number, Set<string>>();
  const keysOf = (node: ProfileNode): Set<string> => {
    let set = cache.get(node.id);
    if (set) return set;
    const parent = node.parent !== undefined ? profile.nodes.get(node.parent) : undefined;
    set = new Set(parent ? keysOf(parent) : []);
    const k = keys(node);
    if (k !== null) set.add(k);
    cache.set(node.id, set);
    return set;
  };
  for (const s of profile.samples) {
    if (within && !within.some((w) => s.start >= w.start && s.start < w.end)) continue;
    for (const k of keysOf(s.node)) out.set(k, (out.get(k) ?? 0) + s.duration);
  }
  return out;
}
