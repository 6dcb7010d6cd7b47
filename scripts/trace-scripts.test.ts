import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './trace-analysis';
import { FIRST_INTERACTION_MARK, firstLoad, scriptCounts, scriptUrl } from './trace-scripts';

const PID = 7;
const WORKER = 70;
const PAGE = 'http://127.0.0.1:4000/';
const T0 = 1_000_000;
const at = (ms: number) => T0 + ms * 1000;
const js = (name: string) => `http://127.0.0.1:4000/${name}`;

const nav: TraceEvent = { name: 'navigationStart', cat: 'blink', ph: 'R', ts: at(0), pid: PID, tid: PID, args: { frame: 'F', data: { documentLoaderURL: PAGE, isLoadingMainFrame: true, navigationId: 'N' } } };
const request = (ms: number, url: string, tid = PID): TraceEvent => ({ name: 'ResourceSendRequest', cat: 'devtools.timeline', ph: 'I', ts: at(ms), pid: PID, tid, args: { data: { requestId: url, url } } });
const evaluate = (ms: number, url: string, tid = PID): TraceEvent => ({ name: 'EvaluateScript', cat: 'devtools.timeline', ph: 'X', ts: at(ms), dur: 5000, pid: PID, tid, args: { data: { url } } });
const compile = (ms: number, url: string, tid = PID): TraceEvent => ({ name: 'v8.compile', cat: 'v8', ph: 'X', ts: at(ms), dur: 1000, pid: PID, tid, args: { data: { url }, fileName: url } });
const task = (ms: number, dur: number): TraceEvent => ({ name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(ms), dur: dur * 1000, pid: PID, tid: PID, args: {} });
const mark = (ms: number): TraceEvent => ({ name: FIRST_INTERACTION_MARK, cat: 'blink.user_timing', ph: 'I', ts: at(ms), pid: PID, tid: PID, args: { data: {} } });

describe('scriptCounts: JavaScript files evaluated and merely fetched before the first interaction', () => {
  const events: TraceEvent[] = [
    nav,
    request(10, js('main.1.js')),
    evaluate(100, js('main.1.js')),
    compile(101, js('main.1.js')),
    // A chunk loaded by webpack's runtime (a <script> it inserts): fetched and run.
    request(200, js('map.2.js')),
    evaluate(400, js('map.2.js')),
    // Prefetched (<link rel=prefetch>), never run: fetched only.
    request(300, js('sheet.3.js')),
    // The service worker precaches a chunk and compiles it on its own thread: fetched by a worker, not run.
    request(350, js('tasks.4.js'), WORKER),
    compile(360, js('tasks.4.js'), WORKER),
    // Run only after the interaction (the tasks screen the tap opened), though prefetched before it.
    request(320, js('screen.5.js')),
    evaluate(900, js('screen.5.js')),
    // Not JavaScript, and a script with no URL (an inline one): neither counts.
    request(20, js('main.1.css')),
    evaluate(150, ''),
  ];
  const counts = scriptCounts(events, { pid: PID, tid: PID, frame: 'F', navigationId: 'N', ts: at(0) }, 800);

  it('counts a file once as evaluated when the main thread ran it before the interaction', () => {
    expect(counts.evaluated.sort()).toEqual([js('main.1.js'), js('map.2.js')]);
  });

  it('counts prefetched and precached files as fetched, not evaluated', () => {
    expect(counts.fetched.sort()).toEqual([js('main.1.js'), js('map.2.js'), js('screen.5.js'), js('sheet.3.js'), js('tasks.4.js')]);
    expect(counts.fetchedByWorkers).toEqual([js('tasks.4.js')]);
  });

  it('keeps what ran after the interaction apart', () => {
    expect(counts.evaluatedAfter).toEqual([js('screen.5.js')]);
  });

  it('takes only http(s) .js and .mjs paths as scripts', () => {
    expect(scriptUrl(js('a.mjs?v=1'))).toBe(js('a.mjs?v=1'));
    expect(scriptUrl(js('a.json'))).toBeNull();
    expect(scriptUrl('chrome-extension://x/a.js')).toBeNull();
  });
});

describe('firstLoad: the figures up to the first interaction', () => {
  const fcp: TraceEvent = { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: at(100), pid: PID, tid: PID, args: { data: { navigationId: 'N' } } };

  it('clips main-thread time, long tasks and TBT at the interaction mark', () => {
    // 120 ms (long), 30 ms, then a 200 ms task the mark cuts to 60 ms, then 500 ms after it.
    const r = firstLoad([nav, fcp, task(200, 120), task(400, 30), task(940, 200), mark(1000), task(1300, 500)], PAGE);
    expect(r.untilIs).toBe('first interaction');
    expect(r.until).toBe(1000);
    expect(r.mainThread).toBeCloseTo(120 + 30 + 60);
    expect(r.longTaskCount).toBe(2);
    expect(r.longTasks).toBeCloseTo(180);
    expect(r.tbt).toBeCloseTo(70 + 10);
  });

  it('without a mark, the first interaction is the end of the trace', () => {
    const r = firstLoad([nav, fcp, task(200, 120), task(1300, 500)], PAGE);
    expect(r.untilIs).toBe('end of trace');
    expect(r.until).toBe(1800);
    expect(r.mainThread).toBeCloseTo(620);
    expect(r.tbt).toBeCloseTo(70 + 450);
  });
});
