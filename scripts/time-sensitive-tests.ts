/**
 * The faketime pass (`npm run test:faketime`, .ci/run) runs the suite again on another date: a leap
 * day, two minutes before midnight UTC, years ahead. Only files that time can break need it, and a
 * rule picks them from their source, not a hand-kept list (issue 34): a file is in the pass when it
 *   - uses a clock: TestClock, tests/support/moments, an app's `clock`, vitest's fake timers;
 *   - uses Date at all (makes, reads, types or compares dates);
 *   - formats or parses dates (toISOString, toLocaleDateString/TimeString, Intl's date formats) or
 *     writes a date literal ('2026-11-30...');
 *   - runs the app or a server process (createTestApp, createApp, spawnServer, serverUnderTest): the
 *     server's clock rules its sessions, daily caps, week windows, expiry and rate-limit windows.
 * Everything else (pure functions without dates, components without times, config parsing) gives the
 * same answers on any date. The resilience tests stay out, as before (load and crashes, not dates).
 *
 * `tsx scripts/time-sensitive-tests.ts` prints the selection and why; with `--run [vitest args]` it
 * runs the selected files under faketime (TZ=UTC, PGlite only) and says how many and why first.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { listTestFiles } from '../tests/support/test-files';

export interface Rule {
  reason: string;
  pattern: RegExp;
}

export const RULES: Rule[] = [
  { reason: 'uses a clock (TestClock, moments, an app clock, fake timers)', pattern: /\bTestClock\b|support\/moments\b|\.clock\b|\bclock\s*[.:=(]|\bvi\.(useFakeTimers|setSystemTime)\b/ },
  { reason: 'uses Date', pattern: /\bDate\b/ },
  { reason: 'formats or parses dates, or writes a date literal', pattern: /\.toISOString\b|\.toLocale(Date|Time)String\b|\bIntl\.(DateTimeFormat|RelativeTimeFormat)\b|\b(19|20)\d\d-[01]\d-[0-3]\d(?!\d)/ },
  { reason: 'runs the app or a server process (its clock rules sessions, caps, windows, expiry)', pattern: /\bcreateTestApp\b|\bcreateApp\(|\bspawnServer\b|\bserverUnderTest\b/ },
];

/** The reasons a test file's source puts it in the faketime pass (none: it stays out). Comments do not count. */
export function reasonsFor(source: string): string[] {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`\\])\/\/.*$/gm, '$1');
  return RULES.filter((r) => r.pattern.test(code)).map((r) => r.reason);
}

/** The unit and integration test files (vitest.config.ts), less the e2e and resilience tests. */
export function testFiles(root: string): string[] {
  return listTestFiles(root, ['src', 'tests', 'tools', 'scripts']).filter((f) => !f.startsWith('tests/resilience/'));
}

export interface Selection {
  all: string[];
  selected: { file: string; reasons: string[] }[];
}

export function select(root: string): Selection {
  const all = testFiles(root);
  const selected = all.flatMap((file) => {
    const reasons = reasonsFor(fs.readFileSync(path.join(root, file), 'utf8'));
    return reasons.length ? [{ file, reasons }] : [];
  });
  return { all, selected };
}

export function summary(s: Selection): string {
  const by = RULES.map((r) => `${s.selected.filter((x) => x.reasons.includes(r.reason)).length} ${r.reason}`);
  return [
    `faketime pass: ${s.selected.length} of ${s.all.length} test files (e2e and resilience tests left out), chosen by scripts/time-sensitive-tests.ts because they (a file may have several reasons):`,
    ...by.map((b) => `  ${b}`),
    `The other ${s.all.length - s.selected.length} files use no clock, no dates and no app: the date cannot change what they check.`,
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const root = process.cwd();
  const s = select(root);
  const args = process.argv.slice(2);
  console.log(summary(s));
  if (args[0] !== '--run') {
    if (args.includes('--list')) console.log(s.selected.map((x) => `${x.file}  (${x.reasons.join('; ')})`).join('\n'));
    process.exit(0);
  }
  const list = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cq-faketime-')), 'files.txt');
  fs.writeFileSync(list, s.selected.map((x) => x.file).join('\n'));
  const at = process.env.FAKETIME_AT || '2028-02-29 23:58:00';
  console.log(`running them under faketime at ${at} UTC, PGlite only`);
  const run = spawnSync('faketime', [at, 'npx', 'vitest', 'run', ...args.slice(1)], {
    stdio: 'inherit',
    env: { ...process.env, TZ: 'UTC', TEST_POSTGRES: 'off', TEST_FILES_FROM: list },
  });
  fs.rmSync(path.dirname(list), { recursive: true, force: true });
  process.exit(run.status ?? 1);
}
