import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { reasonsFor, RULES, select, summary } from './time-sensitive-tests';

const root = path.resolve(import.meta.dirname, '..');
const [CLOCK, DATE, FORMAT, APP] = RULES.map((r) => r.reason);

describe('the faketime pass rule (scripts/time-sensitive-tests.ts)', () => {
  it('takes a file for each thing time can break, and names why', () => {
    expect(reasonsFor("import { TestClock } from '../support/test-app';")).toEqual([CLOCK]);
    expect(reasonsFor("import { nextUtcMonday } from '../../tests/support/moments';")).toEqual([CLOCK]);
    expect(reasonsFor('t.clock.advance(60_000);')).toEqual([CLOCK]);
    expect(reasonsFor('vi.useFakeTimers();')).toEqual([CLOCK]);
    expect(reasonsFor('vi.setSystemTime(1);')).toEqual([CLOCK]);
    expect(reasonsFor('const now = Date.now();')).toEqual([DATE]);
    expect(reasonsFor('const since: Date = when;')).toEqual([DATE]);
    expect(reasonsFor('expect(x.toISOString()).toBe(y);')).toEqual([FORMAT]);
    expect(reasonsFor('fmt(x.toLocaleDateString(lang));')).toEqual([FORMAT]);
    expect(reasonsFor("const f = new Intl.DateTimeFormat('de');")).toEqual([FORMAT]);
    expect(reasonsFor("const row = { expiresAt: '2099-01-01T00:00:00.000Z' };")).toEqual([FORMAT]);
    expect(reasonsFor("t = await createTestApp({ backend, modules });")).toEqual([APP]);
    expect(reasonsFor('const s = await serverUnderTest(backend);')).toEqual([APP]);
    expect(reasonsFor("const now = new Date('2026-11-30T00:00:00Z');")).toEqual([DATE, FORMAT]);
  });

  it('leaves out files without clock, dates or app, also when a comment mentions them', () => {
    expect(reasonsFor("expect(distanceKm(a, b)).toBeCloseTo(1.2);\nexpect(format(1234)).toBe('1,234');")).toEqual([]);
    expect(reasonsFor('// no Date here, no createTestApp either\n/* 2026-11-30: a TestClock */\nexpect(1).toBe(1);')).toEqual([]);
    expect(reasonsFor("const url = 'http://127.0.0.1:9/x'; // Date.now() in a comment")).toEqual([]);
    expect(reasonsFor('const version = 20261130; const n = 1234-5678;')).toEqual([]);
  });

  it('picks the suite’s files by the rule: every file that uses a clock, Date or the app is in, pure ones are out', () => {
    const s = select(root);
    const chosen = new Set(s.selected.map((x) => x.file));
    expect(s.all.length).toBeGreaterThan(200);
    expect(s.all.some((f) => f.startsWith('tests/e2e/') || f.startsWith('tests/resilience/'))).toBe(false);
    // Files known to depend on the date.
    for (const f of ['tests/support/moments.test.ts', 'src/modules/gamification/week.test.ts', 'tests/integration/events.test.ts']) expect(chosen.has(f), f).toBe(true);
    // Pure ones.
    for (const f of ['src/shared/geo.test.ts', 'src/server/migration-source.test.ts']) expect(chosen.has(f), f).toBe(false);
    // The rule, checked on the files' text without the comment handling: nothing that names a clock, Date or the app slips out.
    for (const f of s.all) {
      const code = fs.readFileSync(path.join(root, f), 'utf8');
      if (/\bTestClock\b|\bnew Date\(|\bDate\.now\(|\bcreateTestApp\(|support\/moments'/.test(code.replace(/\/\/.*$/gm, ''))) expect(chosen.has(f), f).toBe(true);
    }
    expect(summary(s)).toContain(`faketime pass: ${s.selected.length} of ${s.all.length} test files`);
  });
});
