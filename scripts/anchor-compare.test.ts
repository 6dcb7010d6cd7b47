import { describe, expect, it } from 'vitest';
import { formatTraceComparison, lighthouseVerdicts, median, ratio, traceMedians, traceVerdicts, type TraceMedians } from './anchor-compare';
import type { FirstLoad } from './trace-scripts';

const load = (mainThread: number, longTasks: number, tbt: number, evaluated: number, fetched: number): FirstLoad => ({
  url: 'http://x/',
  until: 5000,
  untilIs: 'first interaction',
  fcp: 900,
  lcp: 1500,
  mainThread,
  longTasks,
  longTaskCount: 1,
  tbt,
  scripts: {
    evaluated: Array.from({ length: evaluated }, (_, i) => `e${i}.js`),
    fetched: Array.from({ length: fetched }, (_, i) => `f${i}.js`),
    fetchedByWorkers: [],
    evaluatedAfter: [],
  },
});

describe('the app against the anchor', () => {
  it('takes medians of the runs (the middle one of 3, the mean of the middle two of 4)', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    const m = traceMedians([load(3000, 900, 200, 20, 40), load(9000, 100, 800, 40, 90), load(4000, 500, 250, 25, 50)], [2.5, 1, 3]);
    expect(m).toMatchObject({ runs: 3, mainThread: 4000, longTasks: 500, tbt: 250, evaluated: 25, fetched: 50, load1: 2.5, untilIs: 'first interaction' });
  });

  it('divides app by anchor; no ratio against a zero', () => {
    expect(ratio(3000, 2000)).toBe(1.5);
    expect(ratio(100, 0)).toBeNull();
  });

  const anchor: TraceMedians = { runs: 3, mainThread: 2000, longTasks: 400, tbt: 100, evaluated: 7, fetched: 7, fcp: 900, lcp: 2000, load1: 1, untilIs: 'first interaction' };

  it('marks each trace target met or not met, at the limits included', () => {
    const atLimits = { ...anchor, mainThread: 3000, longTasks: 1000, tbt: 300, evaluated: 30 };
    expect(traceVerdicts(atLimits, anchor).map((v) => v.met)).toEqual([true, true, true, true]);
    const over = { ...anchor, mainThread: 3001, longTasks: 1001, tbt: 301, evaluated: 31 };
    expect(traceVerdicts(over, anchor).map((v) => v.met)).toEqual([false, false, false, false]);
    expect(traceVerdicts(over, { ...anchor, mainThread: 0 })[0]).toMatchObject({ value: 'n/a', met: false });
  });

  it('prints both pages, the ratios and the verdicts', () => {
    const lines = formatTraceComparison('/', { ...anchor, mainThread: 8000, longTasks: 2400, tbt: 1200 }, anchor);
    expect(lines).toContain('  ratios app/anchor: main thread 4.00x, long tasks 6.00x, TBT 12.00x');
    expect(lines.filter((l) => l.includes('NOT MET'))).toHaveLength(3);
  });

  it('Lighthouse: at most 3 points below the anchor, at least 95, accessibility 100', () => {
    const a = { performance: 98, accessibility: 100, benchmarkIndex: 2700, load1: 1 };
    expect(lighthouseVerdicts({ ...a, performance: 95 }, a).map((v) => v.met)).toEqual([true, true, true]);
    expect(lighthouseVerdicts({ ...a, performance: 94, accessibility: 96 }, a).map((v) => [v.value, v.met])).toEqual([['-4', false], ['94', false], ['96', false]]);
    expect(lighthouseVerdicts({ ...a, performance: 99 }, a)[0]!.value).toBe('+1');
  });
});
