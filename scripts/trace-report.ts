/**
 * The figures scripts/bench-trace.ts prints for one traced page load, from the trace events and the
 * bundles' source maps.
 */
import {
  cpuProfile, MAX_SAMPLE_MS, findNavigation, longTasks, mainThreadTasks, networkRequests, pageMarks, repeatingTimers, SPECIAL_FRAMES,
  stackOf, sumSamples, sumSamplesInclusive, taskActivities, timeByCategory, totalBlockingTime,
  type CpuProfile, type PageMarks, type ProfileNode, type StackFrame, type TaskNode, type TraceEvent,
} from './trace-analysis';
import type { SourceResolver } from './trace-sources';

export interface Focus {
  label: string;
  test: (owner: string) => boolean;
}

/**
 * Focus groups from names: a package or folder (`i18next`, `src/client/app/shell`), or a prefix ending
 * in `*` (`@mui/*`).
 */
export function focusOf(names: string[]): Focus[] {
  return names.map((label) => ({
    label,
    test: label.endsWith('*') ? (owner: string) => owner.startsWith(label.slice(0, -1)) : (owner: string) => owner === label,
  }));
}

/** The packages whose functions are listed one by one. */
export const FOCUS = focusOf(['@emotion/*', 'stylis', '@mui/*', 'react-dom']);

export interface LongTaskReport {
  start: number;
  duration: number;
  /** The outermost activities (script evaluation of a file, a function call, GC, style...), merged by label. */
  activities: [string, number][];
  categories: [string, number][];
  /** CPU-profile self time by package/app folder inside the task. */
  owners: [string, number][];
}

export interface PageReport {
  url: string;
  marks: PageMarks;
  tbt: number;
  longTasks: LongTaskReport[];
  categories: [string, number][];
  /** Profile self time by owner: the whole load, and inside long tasks only. */
  selfByOwner: [string, number, number][];
  /** Profile time not attributed: silences between samples longer than MAX_SAMPLE_MS. */
  profileGaps: number;
  /** Time with the owner anywhere on the stack. */
  inclusiveByOwner: [string, number][];
  phases: [string, number][];
  /** Per focus group: self time, and its functions by self and by inclusive time. */
  focusFunctions: { label: string; total: number; functions: [string, number][]; inclusive: [string, number][] }[];
  requests: { total: number; js: number; jsBytes: number; beforeLoad: number; api: string[] };
  timers: string[];
}

const sorted = (m: Map<string, number>): [string, number][] => [...m].sort((a, b) => b[1] - a[1]);

/** Owner, label and phase of profile nodes: resolved once per node. */
class Frames {
  private owners = new Map<number, string | null>();
  private labels = new Map<number, string | null>();
  private phases = new Map<number, string | null>();

  constructor(private profile: CpuProfile, private resolver: SourceResolver) {}

  private parent(node: ProfileNode) {
    return node.parent !== undefined ? this.profile.nodes.get(node.parent) : undefined;
  }

  /** Package or app folder; a native function (no URL) belongs to its nearest caller that has one. */
  owner(node: ProfileNode): string | null {
    if (this.owners.has(node.id)) return this.owners.get(node.id)!;
    const cf = node.callFrame;
    let owner: string | null;
    if (cf.functionName === '(idle)' || cf.functionName === '(root)') owner = null;
    else if (SPECIAL_FRAMES.has(cf.functionName)) owner = cf.functionName;
    else if (cf.url) owner = this.resolver.resolve(cf.url, cf.lineNumber ?? 0, cf.columnNumber ?? 0, cf.functionName).owner;
    else {
      const p = this.parent(node);
      owner = (p && this.owner(p)) ?? '(native)';
    }
    this.owners.set(node.id, owner);
    return owner;
  }

  label(node: ProfileNode): string | null {
    if (this.labels.has(node.id)) return this.labels.get(node.id)!;
    const cf = node.callFrame;
    let label: string | null = null;
    const owner = this.owner(node);
    if (owner && !SPECIAL_FRAMES.has(owner)) {
      if (cf.url) {
        const r = this.resolver.resolve(cf.url, cf.lineNumber ?? 0, cf.columnNumber ?? 0, cf.functionName);
        label = `${r.name} (${r.file ?? r.owner}${r.line ? `:${r.line}` : ''})`;
      } else label = `${cf.functionName || '(anonymous)'} (native, called from ${owner})`;
    }
    this.labels.set(node.id, label);
    return label;
  }

  /**
   * What the sample belongs to: React's work (react-dom anywhere on the stack: rendering, commit,
   * effects, and the components and styles run by them), the bundles' top-level module code, other
   * JavaScript (timers, events, fetch callbacks), or the profiler's native and GC entries.
   */
  phase(node: ProfileNode): string | null {
    if (this.phases.has(node.id)) return this.phases.get(node.id)!;
    const fn = node.callFrame.functionName;
    let phase: string | null;
    if (fn === '(idle)' || fn === '(root)') phase = null;
    else if (fn === '(program)') phase = 'native, outside JavaScript ((program): parsing, compiling, style, layout, paint)';
    else if (fn === '(garbage collector)') phase = 'garbage collection';
    else {
      const stack = stackOf(this.profile, node);
      if (stack.some((n) => n.callFrame.url && this.owner(n) === 'react-dom')) phase = 'React work (react-dom on the stack: render, commit, effects)';
      else if (stack.some((n) => /^\d+$/.test(n.callFrame.functionName) || (n.callFrame.url && !n.callFrame.functionName && n.callFrame.lineNumber === 0 && n.callFrame.columnNumber === 0)))
        phase = 'module evaluation (bundles\u2019 top-level code, webpack module factories)';
      else phase = 'other JavaScript (timers, events, promise callbacks, fetch)';
    }
    this.phases.set(node.id, phase);
    return phase;
  }
}

/**
 * Who did it: the app's own frames (src/...), innermost first, one per source file and at most three,
 * after the innermost frame when that is a library's.
 */
export function describeStack(stack: StackFrame[], resolver: SourceResolver): string {
  const frames = stack.filter((f) => f.url).map((f) => resolver.resolve(f.url, f.lineNumber - 1, f.columnNumber - 1, f.functionName));
  if (!frames.length) return 'no script';
  const show = (r: (typeof frames)[number]) => `${r.name} (${r.file ?? r.owner}${r.line ? `:${r.line}` : ''})`;
  const app: typeof frames = [];
  for (const r of frames) if (r.owner.startsWith('src/') && !app.some((a) => a.file === r.file)) app.push(r);
  const parts = app.slice(0, 3).map(show);
  if (frames[0] !== app[0]) parts.unshift(show(frames[0]!));
  return parts.join(' < ');
}

/** `: <function> (<package>)`, the first function a timer, event or frame callback called. */
function callee(node: TaskNode, resolver: SourceResolver): string {
  const find = (n: TaskNode): TaskNode | null => {
    for (const c of n.children) {
      if (c.event.name === 'FunctionCall') return c;
      const deeper = find(c);
      if (deeper) return deeper;
    }
    return null;
  };
  const call = find(node);
  return call ? `: ${activityLabel(call, resolver).replace(/^call /, '')}` : '';
}

function activityLabel(node: TaskNode, resolver: SourceResolver): string {
  const e = node.event;
  const d = (e.args?.data ?? {}) as Record<string, unknown>;
  const file = (u: unknown) => (typeof u === 'string' && u ? u.split('/').pop()! : '?');
  switch (e.name) {
    case 'EvaluateScript':
    case 'v8.evaluateModule':
      return `evaluate ${file(d.url)}`;
    case 'v8.compile':
    case 'v8.compileModule':
      return `compile ${file(d.url ?? e.args?.fileName)}`;
    case 'FunctionCall': {
      if (typeof d.url !== 'string' || !d.url) return `call ${String(d.functionName || '(anonymous)')}`;
      // FunctionCall positions are 1-based.
      const r = resolver.resolve(d.url, Number(d.lineNumber ?? 1) - 1, Number(d.columnNumber ?? 1) - 1, String(d.functionName ?? ''));
      return `call ${r.name} (${r.file ?? r.owner}${r.line ? `:${r.line}` : ''})`;
    }
    case 'EventDispatch':
      return `event ${String(d.type ?? '?')}${callee(node, resolver)}`;
    case 'TimerFire':
      return `timer${callee(node, resolver)}`;
    case 'FireIdleCallback':
      return `idle callback${callee(node, resolver)}`;
    case 'FireAnimationFrame':
      return `animation frame${callee(node, resolver)}`;
    case 'RunMicrotasks':
      return 'microtasks';
    case 'MinorGC':
    case 'MajorGC':
      return 'GC';
    case 'UpdateLayoutTree':
    case 'Layout':
      return 'style & layout';
    case 'ParseHTML':
      return 'parse HTML';
    case 'ParseAuthorStyleSheet':
      return 'parse CSS';
    default:
      return 'paint & composite';
  }
}

/** Events that are not activities, outermost, by inclusive time. */
function activityNames(task: TaskNode): [string, number][] {
  const out = new Map<string, number>();
  const activities = new Set(taskActivities(task).map((a) => a.node));
  for (const c of task.children) if (!activities.has(c)) out.set(c.event.name, (out.get(c.event.name) ?? 0) + c.duration - taskActivities(c).reduce((s, a) => s + a.duration, 0));
  return sorted(out);
}

export function analysePage(events: TraceEvent[], url: string, resolver: SourceResolver, focus: Focus[] = FOCUS): PageReport {
  const nav = findNavigation(events, url);
  const marks = pageMarks(events, nav);
  const tasks = mainThreadTasks(events, nav);
  const long = longTasks(tasks);
  const profile = cpuProfile(events, nav);
  const frames = new Frames(profile, resolver);
  const owner = (n: ProfileNode) => frames.owner(n);

  const longReports: LongTaskReport[] = long.map((t) => {
    const acts = new Map<string, number>();
    let covered = 0;
    for (const a of taskActivities(t)) {
      const label = activityLabel(a.node, resolver);
      acts.set(label, (acts.get(label) ?? 0) + a.duration);
      covered += a.duration;
    }
    const rest = t.duration - covered;
    if (rest >= 1) {
      // Name the rest after an event that is most of it (the navigation's commit, say).
      const named = activityNames(t).find(([, d]) => d >= rest / 2);
      acts.set(named ? `other (${named[0]})` : 'other', rest);
    }
    return {
      start: t.start,
      duration: t.duration,
      activities: sorted(acts),
      categories: sorted(timeByCategory([t])),
      owners: sorted(sumSamples(profile.samples, owner, [t])),
    };
  });

  const whole = sumSamples(profile.samples, owner);
  const inLong = sumSamples(profile.samples, owner, long);
  const selfByOwner = sorted(whole).map(([k, v]): [string, number, number] => [k, v, inLong.get(k) ?? 0]);

  const inclusive = sumSamplesInclusive(profile, (n) => (n.callFrame.url ? owner(n) : null));
  const groups = sumSamplesInclusive(profile, (n) => {
    const o = n.callFrame.url ? owner(n) : null;
    if (!o) return null;
    if (o.startsWith('@emotion/') || o === 'stylis') return 'any of @emotion/*, stylis';
    if (o.startsWith('@mui/')) return 'any of @mui/*';
    return null;
  });

  const focusFunctions = focus.map(({ label, test }) => {
    const inGroup = (n: ProfileNode) => {
      const o = owner(n);
      return o && test(o) ? frames.label(n) : null;
    };
    const list = sorted(sumSamples(profile.samples, inGroup));
    const inclusive = sorted(sumSamplesInclusive(profile, (n) => (n.callFrame.url ? inGroup(n) : null)));
    return { label, total: list.reduce((s, [, v]) => s + v, 0), functions: list, inclusive };
  });

  const requests = networkRequests(events, nav);
  const from = (stack: StackFrame[]) => (stack.length ? ` (${describeStack(stack, resolver)})` : '');
  const isJs = (u: string) => /\.m?js(?:$|\?)/.test(new URL(u).pathname);
  const js = requests.filter((r) => isJs(r.url));
  const api = requests
    .filter((r) => new URL(r.url).pathname.startsWith('/api/'))
    .map((r) => `${r.method} ${new URL(r.url).pathname} at ${Math.round(r.sent)} ms${from(r.stack)}`);

  const timerGroups = new Map<string, { count: number; active: number; first: number; fired: number }>();
  for (const t of repeatingTimers(events, nav)) {
    const key = `every ${t.timeout.toLocaleString('en-US')} ms${from(t.stack)}`;
    const g = timerGroups.get(key) ?? { count: 0, active: 0, first: t.installed, fired: 0 };
    timerGroups.set(key, { count: g.count + 1, active: g.active + (t.cleared ? 0 : 1), first: Math.min(g.first, t.installed), fired: g.fired + t.fired });
  }
  const timers = [...timerGroups].map(
    ([key, g]) => `${g.count}x ${key}, first at ${Math.round(g.first)} ms, fired ${g.fired}x, ${g.active} still running at the end`,
  );

  return {
    url,
    marks,
    tbt: marks.fcp === null ? 0 : totalBlockingTime(tasks, marks.fcp, marks.end),
    longTasks: longReports,
    categories: sorted(timeByCategory(tasks)),
    selfByOwner,
    profileGaps: profile.gaps,
    inclusiveByOwner: sorted(new Map([...inclusive, ...groups])),
    phases: sorted(sumSamples(profile.samples, (n) => frames.phase(n))),
    focusFunctions,
    requests: {
      total: requests.length,
      js: js.length,
      jsBytes: js.reduce((s, r) => s + r.encodedBytes, 0),
      beforeLoad: marks.load === null ? requests.length : requests.filter((r) => r.sent <= marks.load!).length,
      api,
    },
    timers,
  };
}

const n0 = (v: number) => Math.round(v).toLocaleString('en-US');
const t = (v: number | null) => (v === null ? '?' : `${n0(v)} ms`);
const list = (pairs: [string, number][], limit: number) =>
  pairs.slice(0, limit).filter(([, v]) => v >= 0.5).map(([k, v]) => `${k} ${n0(v)}`).join(', ');

export function formatReport(r: PageReport, verbose = true): string[] {
  const out: string[] = [];
  const m = r.marks;
  out.push(`  FCP ${t(m.fcp)}, LCP ${t(m.lcp)} (${m.lcpElement ?? '?'}), load event ${t(m.load)}, trace end ${t(m.end)}`);
  const longSum = r.longTasks.reduce((s, l) => s + l.duration, 0);
  out.push(`  TBT (FCP to the end) ${t(r.tbt)}; ${r.longTasks.length} long tasks, ${t(longSum)} in all`);
  out.push(`  main thread by category (ms): ${list(r.categories, 10)}`);
  if (!verbose) return out;
  out.push('  long tasks (start, duration: what ran | main-thread categories | CPU profile self time by package/folder):');
  for (const l of r.longTasks) {
    out.push(`    ${t(l.start)}, ${t(l.duration)}: ${list(l.activities, 4)} | ${list(l.categories, 4)} | ${list(l.owners, 6)}`);
  }
  out.push(`  CPU profile self time by package/folder, ms (whole load / inside long tasks; ${n0(r.profileGaps)} ms of silences between samples over ${MAX_SAMPLE_MS} ms not attributed):`);
  for (const [k, whole, inLong] of r.selfByOwner.slice(0, 25)) out.push(`    ${n0(whole).padStart(6)} / ${n0(inLong).padStart(6)}  ${k}`);
  out.push(`  time with it on the stack (inclusive, ms): ${list(r.inclusiveByOwner, 14)}`);
  out.push(`  CPU profile by phase (ms): ${list(r.phases, 6)}`);
  for (const f of r.focusFunctions) {
    out.push(`  ${f.label}: ${t(f.total)} self time; top functions by self time, ms:`);
    for (const [k, v] of f.functions.slice(0, 8)) out.push(`    ${n0(v).padStart(5)}  ${k}`);
    out.push(`    by inclusive time (callees too), ms: ${list(f.inclusive, 5)}`);
  }
  const q = r.requests;
  out.push(`  requests: ${q.total} (${q.beforeLoad} before the load event), ${q.js} JavaScript files (${(q.jsBytes / 1024).toFixed(1)} KB transferred)`);
  out.push(`  API calls: ${q.api.join(', ') || 'none'}`);
  out.push(`  repeating timers: ${r.timers.join('; ') || 'none'}`);
  return out;
}
