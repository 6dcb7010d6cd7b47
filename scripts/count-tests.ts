/**
 * `tsx scripts/count-tests.ts [dir] [report.json...]`: how many tests and `expect` calls the suite has,
 * to compare before and after a change that must not lose an assertion (issue 34). From the sources
 * under `dir` (default: this checkout): the test files, the tests declared in them (it/test, with
 * .each/.skip/.only/.todo/.runIf/.skipIf/.concurrent) and the `expect` calls (expect(…), expect.soft,
 * expect.poll, expect.assertions and expect.hasAssertions are assertions too; expect.any and other
 * matchers' helpers are not). From each vitest JSON report named: the tests it ran, by status.
 */
import fs from 'node:fs';
import path from 'node:path';

const TEST_FILE = /\.test\.tsx?$/;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'dist-ssr', 'storybook-static', 'coverage', 'tmp', '.git']);
const ROOTS = ['src', 'tests', 'tools', 'scripts'];

function walk(dir: string, out: string[]): string[] {
  if (!fs.existsSync(dir)) return out;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (SKIP_DIRS.has(entry.name)) continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(full, out);
    else if (TEST_FILE.test(entry.name)) out.push(full);
  }
  return out;
}

export interface SourceCount {
  tests: number;
  expects: number;
}

/** Counts in one test file's source (comments left out). */
export function countSource(source: string): SourceCount {
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
  const tests = (code.match(/(?<![\w.])(?:it|test)(?:\.(?:each|skip|only|todo|concurrent|sequential|fails|runIf|skipIf)(?:\([^)]*\))?)*\s*(?:\(|`)/g) ?? []).length;
  const expects = (code.match(/(?<![\w.])expect(?:\.(?:soft|poll|assertions|hasAssertions))?\s*\(/g) ?? []).length;
  return { tests, expects };
}

export function countTree(root: string): { files: number; e2eFiles: number; tests: number; expects: number; e2eTests: number; e2eExpects: number } {
  const files = ROOTS.flatMap((r) => walk(path.join(root, r), []));
  const totals = { files: 0, e2eFiles: 0, tests: 0, expects: 0, e2eTests: 0, e2eExpects: 0 };
  for (const f of files) {
    const c = countSource(fs.readFileSync(f, 'utf8'));
    if (path.relative(root, f).startsWith(path.join('tests', 'e2e'))) {
      totals.e2eFiles++;
      totals.e2eTests += c.tests;
      totals.e2eExpects += c.expects;
    } else {
      totals.files++;
      totals.tests += c.tests;
      totals.expects += c.expects;
    }
  }
  return totals;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const args = process.argv.slice(2);
  const root = args[0] && !args[0].endsWith('.json') ? args.shift()! : process.cwd();
  const t = countTree(root);
  console.log(`${root}: ${t.files} test files, ${t.tests} tests declared, ${t.expects} expect calls (e2e: ${t.e2eFiles} files, ${t.e2eTests} tests, ${t.e2eExpects} expect calls)`);
  for (const report of args) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8')) as { numTotalTests: number; numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number; testResults: unknown[] };
    console.log(`${report}: ${r.testResults.length} files, ${r.numTotalTests} tests (${r.numPassedTests} passed, ${r.numFailedTests} failed, ${r.numPendingTests} skipped, ${r.numTodoTests} todo)`);
  }
}
