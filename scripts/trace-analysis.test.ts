import { describe, expect, it } from 'vitest';
import {
  cpuProfile, findNavigation, firstNavigationUrl, longTasks, mainThreadTasks, networkRequests, pageMarks, repeatingTimers, sumSamples,
  sumSamplesInclusive, taskActivities, timeByCategory, totalBlockingTime, type Navigation, type TraceEvent,
} from './trace-analysis';

const PID = 7;
const MAIN = 7;
const URL = 'http://127.0.0.1:4000/map';
/** The navigation starts at 1,000,000 µs on the trace clock; helpers take ms since then. */
const T0 = 1_000_000;
const at = (msSinceNav: number) => T0 + msSinceNav * 1000;

const x = (name: string, start: number, dur: number, args: TraceEvent['args'] = {}): TraceEvent => ({
  name, cat: 'devtools.timeline', ph: 'X', ts: at(start), dur: dur * 1000, pid: PID, tid: MAIN, args,
});
const mark = (name: string, time: number, data: Record<string, unknown>, extra: Record<string, unknown> = {}): TraceEvent => ({
  name, cat: 'loading', ph: 'R', ts: at(time), pid: PID, tid: MAIN, args: { data, ...extra },
});

const navStart = mark('navigationStart', 0, { documentLoaderURL: URL, isLoadingMainFrame: true, navigationId: 'N1' }, { frame: 'F1' });
const nav: Navigation = { pid: PID, tid: MAIN, frame: 'F1', navigationId: 'N1', ts: T0 };

describe('findNavigation', () => {
  it('finds the main-frame navigation to the URL, not about:blank or another one', () => {
    const events = [
      mark('navigationStart', -50, { documentLoaderURL: '', isLoadingMainFrame: true, navigationId: 'N0' }, { frame: 'F1' }),
      navStart,
      mark('navigationStart', 10, { documentLoaderURL: URL, isLoadingMainFrame: false, navigationId: 'N2' }, { frame: 'F9' }),
    ];
    expect(findNavigation(events, URL)).toEqual(nav);
    expect(() => findNavigation(events, 'http://elsewhere/')).toThrow(/no navigation/);
    expect(firstNavigationUrl(events)).toBe(URL);
    expect(() => firstNavigationUrl(events.slice(0, 1))).toThrow(/no navigation/);
  });
});

describe('pageMarks', () => {
  it('reads FCP, the last LCP candidate with its element and image, the load event and the end', () => {
    const events = [
      navStart,
      mark('firstContentfulPaint', 900, { navigationId: 'N1' }),
      mark('firstContentfulPaint', 100, { navigationId: 'OTHER' }),
      mark('largestContentfulPaint::Candidate', 900, { navigationId: 'N1', nodeName: 'SPAN', type: 'text' }),
      mark('largestContentfulPaint::Candidate', 2500, { navigationId: 'N1', nodeName: "IMG class='leaflet-tile'", type: 'image' }),
      mark('LargestImagePaint::Candidate', 2500, { imageUrl: 'http://tiles/1/2/3.png' }),
      { name: 'MarkLoad', cat: 'devtools.timeline', ph: 'I', ts: at(1800), pid: PID, tid: MAIN, args: { data: { frame: 'F1' } } },
      { name: 'MarkLoad', cat: 'devtools.timeline', ph: 'I', ts: at(1200), pid: PID, tid: MAIN, args: { data: { frame: 'F2' } } },
      x('RunTask', 3000, 40),
    ];
    expect(pageMarks(events, nav)).toEqual({
      fcp: 900,
      lcp: 2500,
      lcpElement: "IMG class='leaflet-tile' http://tiles/1/2/3.png",
      load: 1800,
      end: 3040,
    });
  });
});

describe('main-thread tasks', () => {
  const events = [
    navStart,
    x('RunTask', 100, 30),
    x('RunTask', 200, 300),
    x('EvaluateScript', 205, 200, { data: { url: 'http://h/main.js' } }),
    x('v8.compile', 206, 20),
    x('FunctionCall', 240, 100),
    x('MinorGC', 300, 10),
    x('V8.GC_SCAVENGER', 301, 8),
    x('V8.CompileCode', 320, 6),
    x('V8.ParseFunction', 321, 2),
    x('SomethingNew', 350, 10),
    x('UpdateLayoutTree', 420, 30),
    x('RunTask', 600, 51),
    // another thread and before the navigation: left out
    { ...x('RunTask', 700, 500), tid: 99 },
    x('RunTask', -500, 400),
  ];
  const tasks = mainThreadTasks(events, nav);

  it('nests events by time under the top-level tasks, with self times', () => {
    expect(tasks.map((t) => [t.event.name, t.start, t.duration])).toEqual([
      ['RunTask', 100, 30],
      ['RunTask', 200, 300],
      ['RunTask', 600, 51],
    ]);
    const big = tasks[1]!;
    expect(big.children.map((c) => c.event.name)).toEqual(['EvaluateScript', 'UpdateLayoutTree']);
    const evaluate = big.children[0]!;
    expect(evaluate.children.map((c) => c.event.name)).toEqual(['v8.compile', 'FunctionCall', 'SomethingNew']);
    expect(evaluate.children[1]!.children.map((c) => c.event.name)).toEqual(['MinorGC', 'V8.CompileCode']);
    expect(big.selfTime).toBe(300 - 200 - 30);
    expect(evaluate.selfTime).toBe(200 - 20 - 100 - 10);
  });

  it('gives each event its own category, else its parent one (a GC phase under MinorGC, an unknown event in a script)', () => {
    const byCategory = Object.fromEntries(timeByCategory(tasks));
    expect(byCategory).toEqual({
      Other: 30 + 70 + 51,
      // EvaluateScript's and FunctionCall's self time, and the unknown event inside the script
      'Script evaluation': 70 + 84 + 10,
      // the script's compilation and a function's lazy compilation (with its parse) inside a call
      'Script parsing & compilation': 20 + 6,
      'Garbage collection': 10,
      'Style & layout': 30,
    });
  });

  it('long tasks are the top-level tasks over 50 ms', () => {
    expect(longTasks(tasks).map((t) => t.start)).toEqual([200, 600]);
  });

  it('names what ran in a task by its outermost activities', () => {
    expect(taskActivities(tasks[1]!).map((a) => [a.node.event.name, a.duration])).toEqual([
      ['EvaluateScript', 200],
      ['UpdateLayoutTree', 30],
    ]);
  });
});

describe('totalBlockingTime', () => {
  const task = (start: number, duration: number) => mainThreadTasks([navStart, x('RunTask', start, duration)], nav)[0]!;

  it('sums the part of each task beyond 50 ms', () => {
    expect(totalBlockingTime([task(300, 40), task(400, 120), task(700, 50), task(800, 51)], 0, 10_000)).toBe(70 + 1);
  });

  it('counts a task that started before FCP only from FCP on', () => {
    // 150 ms task starting 100 ms before FCP: 50 ms after FCP, not blocking; 200 ms task: 100 ms after, 50 blocking.
    expect(totalBlockingTime([task(900, 150)], 1000, 10_000)).toBe(0);
    expect(totalBlockingTime([task(900, 200)], 1000, 10_000)).toBe(50);
  });

  it('stops at the end of the window', () => {
    expect(totalBlockingTime([task(1000, 300)], 0, 1100)).toBe(50);
    expect(totalBlockingTime([task(2000, 300)], 0, 1100)).toBe(0);
  });
});

describe('cpuProfile', () => {
  const frame = (functionName: string, url = '', lineNumber = 0, columnNumber = 0) => ({ functionName, url, lineNumber, columnNumber });
  const profileEvents = (deltas1: number[], deltas2: number[]): TraceEvent[] => [
    navStart,
    { name: 'Profile', cat: 'v8', ph: 'P', ts: at(-1), pid: PID, tid: MAIN, id: '0x1', args: { data: { startTime: at(-1) } } },
    {
      name: 'ProfileChunk', cat: 'v8', ph: 'P', ts: at(5), pid: PID, tid: 123, id: '0x1',
      args: {
        data: {
          cpuProfile: {
            nodes: [
              { id: 1, callFrame: frame('(root)') },
              { id: 2, parent: 1, callFrame: frame('render', 'http://h/a.js', 0, 10) },
              { id: 3, parent: 2, callFrame: frame('render', 'http://h/a.js', 0, 10) },
              { id: 4, parent: 3, callFrame: frame('appendChild') },
              { id: 5, parent: 1, callFrame: frame('(idle)') },
            ],
            samples: [2, 3, 4],
          },
          timeDeltas: deltas1,
        },
      },
    },
    { name: 'ProfileChunk', cat: 'v8', ph: 'P', ts: at(9), pid: PID, tid: 123, id: '0x1', args: { data: { cpuProfile: { samples: [4, 5, 2] }, timeDeltas: deltas2 } } },
    // another process's profile with the same id: left out
    { name: 'ProfileChunk', cat: 'v8', ph: 'P', ts: at(9), pid: 8, tid: 123, id: '0x1', args: { data: { cpuProfile: { samples: [2, 2] }, timeDeltas: [1000, 1000] } } },
  ];

  it('times each sample until the next one, across chunks, from the navigation on', () => {
    // Samples at -0.5 (before the navigation: left out), 0, 1, 3, 3.5, 4 ms.
    const p = cpuProfile(profileEvents([500, 500, 1000], [2000, 500, 500]), nav);
    expect(p.samples.map((s) => [s.node.id, s.start, s.duration])).toEqual([
      [3, 0, 1],
      [4, 1, 2],
      [4, 3, 0.5],
      [5, 3.5, 0.5],
    ]);
    expect(p.gaps).toBe(0);
    expect(Object.fromEntries(sumSamples(p.samples, (n) => n.callFrame.functionName))).toEqual({ render: 1, appendChild: 2.5, '(idle)': 0.5 });
    expect(Object.fromEntries(sumSamples(p.samples, (n) => n.callFrame.functionName, [{ start: 0.5, end: 3.2 }]))).toEqual({ appendChild: 2.5 });
  });

  it('counts inclusive time once per key on the stack (recursion too)', () => {
    const p = cpuProfile(profileEvents([500, 500, 1000], [2000, 500, 500]), nav);
    const inclusive = sumSamplesInclusive(p, (n) => (n.callFrame.url ? n.callFrame.functionName : null));
    expect(Object.fromEntries(inclusive)).toEqual({ render: 3.5 });
  });

  it('caps a silence between samples and reports it as a gap instead', () => {
    const p = cpuProfile(profileEvents([500, 500, 1000], [30_000, 500, 500]), nav, 10);
    expect(p.samples.find((s) => s.start === 1)!.duration).toBe(10);
    expect(p.gaps).toBe(20);
  });
});

describe('networkRequests and repeatingTimers', () => {
  const instant = (name: string, time: number, data: Record<string, unknown>): TraceEvent => ({ name, cat: 'devtools.timeline', ph: 'I', ts: at(time), pid: PID, tid: MAIN, args: { data } });
  const stack = [{ functionName: 'poll', url: 'http://h/a.js', lineNumber: 1, columnNumber: 5 }];

  it('pairs send and finish by request id, with the stack that asked', () => {
    const events = [
      navStart,
      instant('ResourceSendRequest', 500, { requestId: 'r2', url: 'http://h/api/tasks', requestMethod: 'POST', resourceType: 'Fetch', stackTrace: stack }),
      instant('ResourceSendRequest', 10, { requestId: 'r1', url: 'http://h/main.js', resourceType: 'Script' }),
      instant('ResourceFinish', 300, { requestId: 'r1', encodedDataLength: 1234 }),
    ];
    expect(networkRequests(events, nav)).toEqual([
      { url: 'http://h/main.js', method: 'GET', resourceType: 'Script', sent: 10, finished: 300, encodedBytes: 1234, stack: [] },
      { url: 'http://h/api/tasks', method: 'POST', resourceType: 'Fetch', sent: 500, finished: null, encodedBytes: 0, stack },
    ]);
  });

  it('lists setInterval timers (not one-shot ones) with how often they fired and whether they were cleared', () => {
    const events = [
      navStart,
      instant('TimerInstall', 100, { timerId: 1, timeout: 15000, singleShot: false, stackTrace: stack }),
      instant('TimerInstall', 120, { timerId: 2, timeout: 0, singleShot: true }),
      instant('TimerInstall', 140, { timerId: 3, timeout: 15000, singleShot: false }),
      x('TimerFire', 15100, 1, { data: { timerId: 1 } }),
      x('TimerFire', 130, 1, { data: { timerId: 2 } }),
      instant('TimerRemove', 200, { timerId: 3 }),
    ];
    expect(repeatingTimers(events, nav)).toEqual([
      { timerId: 1, timeout: 15000, installed: 100, fired: 1, cleared: false, stack },
      { timerId: 3, timeout: 15000, installed: 140, fired: 0, cleared: true, stack: [] },
    ]);
  });
});
