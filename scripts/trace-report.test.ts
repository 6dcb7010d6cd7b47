import { describe, expect, it } from 'vitest';
import type { TraceEvent } from './trace-analysis';
import { bundle, bundleMap } from './trace-fixture';
import { analysePage, describeStack, focusOf, formatReport } from './trace-report';
import { SourceResolver } from './trace-sources';

const PID = 7;
const URL = 'http://127.0.0.1:4000/';
const SCRIPT = 'http://127.0.0.1:4000/main.abc.js';
const T0 = 1_000_000;
const at = (ms: number) => T0 + ms * 1000;
const resolver = () => new SourceResolver((file) => (file === 'main.abc.js' ? bundleMap() : null));
/** 0-based column of V8's position for a function: its parameter list. */
const col = (s: string) => bundle.indexOf(s);

const frame = (functionName: string, column = -1) => (column < 0 ? { functionName } : { functionName, url: SCRIPT, lineNumber: 0, columnNumber: column });

const events: TraceEvent[] = [
  { name: 'navigationStart', cat: 'blink', ph: 'R', ts: at(0), pid: PID, tid: PID, args: { frame: 'F', data: { documentLoaderURL: URL, isLoadingMainFrame: true, navigationId: 'N' } } },
  { name: 'firstContentfulPaint', cat: 'loading', ph: 'R', ts: at(100), pid: PID, tid: PID, args: { data: { navigationId: 'N' } } },
  { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(200), dur: 300_000, pid: PID, tid: PID, args: {} },
  // FunctionCall positions are 1-based.
  { name: 'FunctionCall', cat: 'devtools.timeline', ph: 'X', ts: at(210), dur: 250_000, pid: PID, tid: PID, args: { data: { url: SCRIPT, functionName: 'a', lineNumber: 1, columnNumber: col('(b)') + 1 } } },
  { name: 'RunTask', cat: 'toplevel', ph: 'X', ts: at(600), dur: 60_000, pid: PID, tid: PID, args: {} },
  { name: 'TimerFire', cat: 'devtools.timeline', ph: 'X', ts: at(601), dur: 58_000, pid: PID, tid: PID, args: { data: { timerId: 3 } } },
  { name: 'FunctionCall', cat: 'devtools.timeline', ph: 'X', ts: at(602), dur: 50_000, pid: PID, tid: PID, args: { data: { url: SCRIPT, functionName: 'c', lineNumber: 1, columnNumber: col('(d)') + 1 } } },
  { name: 'Profile', cat: 'v8', ph: 'P', ts: at(200), pid: PID, tid: PID, id: '0x1', args: { data: { startTime: at(200) } } },
  {
    name: 'ProfileChunk', cat: 'v8', ph: 'P', ts: at(300), pid: PID, tid: 99, id: '0x1',
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: frame('(root)') },
            { id: 2, parent: 1, callFrame: frame('12', col('(e,t,r){function a')) },
            { id: 3, parent: 2, callFrame: frame('a', col('(b)')) },
            { id: 4, parent: 3, callFrame: frame('appendChild') },
            { id: 5, parent: 1, callFrame: frame('c', col('(d)')) },
            { id: 6, parent: 1, callFrame: frame('(program)') },
            { id: 7, parent: 1, callFrame: frame('(garbage collector)') },
            { id: 8, parent: 1, callFrame: frame('(idle)') },
          ],
          // one sample a millisecond from 201 ms on; the last one only ends the one before
          samples: [3, 4, 4, 5, 6, 7, 8, 3],
        },
        timeDeltas: [1000, 1000, 1000, 1000, 1000, 1000, 1000, 1000],
      },
    },
  },
];

describe('analysePage', () => {
  const report = analysePage(events, URL, resolver());

  it('measures TBT from FCP to the end of the trace', () => {
    expect(report.marks).toMatchObject({ fcp: 100, end: 660 });
    expect(report.tbt).toBe(250 + 10);
  });

  it('tells what ran in a long task: the function call by its original name and package, the rest as other', () => {
    expect(report.longTasks).toHaveLength(2);
    expect(report.longTasks[0]).toMatchObject({ start: 200, duration: 300, activities: [['call insertRule (@emotion/sheet/dist/sheet.js:10)', 250], ['other', 50]] });
  });

  it('names the function a timer called', () => {
    expect(report.longTasks[1]!.activities).toEqual([['timer: MapScreen (src/modules/tasks/ui/Map.tsx:5)', 58], ['other', 2]]);
  });

  it('charges a native function to the package that called it, and keeps the profiler entries apart', () => {
    expect(report.selfByOwner).toEqual([
      ['@emotion/sheet', 3, 3],
      ['src/modules/tasks', 1, 1],
      ['(program)', 1, 1],
      ['(garbage collector)', 1, 1],
    ]);
    expect(report.inclusiveByOwner).toEqual([
      ['@emotion/sheet', 3],
      ['any of @emotion/*, stylis', 3],
      ['src/modules/tasks', 1],
    ]);
  });

  it('lists the focus packages function by function', () => {
    const emotion = report.focusFunctions.find((f) => f.label === '@emotion/*')!;
    expect(emotion.total).toBe(3);
    expect(emotion.functions).toEqual([
      ['appendChild (native, called from @emotion/sheet)', 2],
      ['insertRule (@emotion/sheet/dist/sheet.js:10)', 1],
    ]);
    expect(emotion.inclusive).toEqual([
      ['(module sheet.js) (@emotion/sheet/dist/sheet.js:10)', 3],
      ['insertRule (@emotion/sheet/dist/sheet.js:10)', 3],
    ]);
    expect(report.focusFunctions.find((f) => f.label === 'react-dom')!.total).toBe(0);
  });

  it('takes more focus groups: a package or folder by name, or a prefix with *', () => {
    const r = analysePage(events, URL, resolver(), focusOf(['src/modules/tasks', 'src/*', 'src/modules']));
    expect(r.focusFunctions.map((f) => [f.label, f.total, f.functions])).toEqual([
      ['src/modules/tasks', 1, [['MapScreen (src/modules/tasks/ui/Map.tsx:5)', 1]]],
      ['src/*', 1, [['MapScreen (src/modules/tasks/ui/Map.tsx:5)', 1]]],
      ['src/modules', 0, []],
    ]);
  });

  it('splits the profile into phases: module evaluation under a webpack module factory, other JavaScript, native, GC', () => {
    expect(Object.fromEntries(report.phases)).toEqual({
      'module evaluation (bundles\u2019 top-level code, webpack module factories)': 3,
      'other JavaScript (timers, events, promise callbacks, fetch)': 1,
      'native, outside JavaScript ((program): parsing, compiling, style, layout, paint)': 1,
      'garbage collection': 1,
    });
  });

  it('prints the figures', () => {
    const text = formatReport(report).join('\n');
    expect(text).toContain('TBT (FCP to the end) 260 ms; 2 long tasks, 360 ms in all');
    expect(text).toContain('200 ms, 300 ms: call insertRule (@emotion/sheet/dist/sheet.js:10) 250, other 50 | Script evaluation 250, Other 50 | @emotion/sheet 3');
  });
});

describe('describeStack', () => {
  it('names the innermost library frame, then the app frames that led to it (1-based positions)', () => {
    const stack = [
      { functionName: 'a', url: SCRIPT, lineNumber: 1, columnNumber: col('(b)') + 1 },
      { functionName: 'c', url: SCRIPT, lineNumber: 1, columnNumber: col('(d)') + 1 },
    ];
    expect(describeStack(stack, resolver())).toBe('insertRule (@emotion/sheet/dist/sheet.js:10) < MapScreen (src/modules/tasks/ui/Map.tsx:5)');
    expect(describeStack(stack.slice(1), resolver())).toBe('MapScreen (src/modules/tasks/ui/Map.tsx:5)');
    expect(describeStack([], resolver())).toBe('no script');
  });
});
