/**
 * `npm run test:profile [-- <vitest args>]` runs the tests (all, or the files named) with vitest's JSON
 * report and prints where the time went; `npm run test:profile -- <report.json>` reads a report a run
 * already wrote (.ci/run keeps its own). Issue 34.
 *
 * Per file: its wall time (from the moment it started loading to its last test's end), the set-up
 * time tests/support/setup-timing.ts measured in it (databases copied or created, migrations, apps
 * built: the profile meta of tests/support/setup-profile.ts), the time in tests (their hooks and bodies,
 * less set-up done there) and the rest (imports, other hooks).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { profile, type JsonReport } from './test-profile-lib';

const args = process.argv.slice(2);
let reportPath = args.length === 1 && args[0]!.endsWith('.json') && fs.existsSync(args[0]!) ? args[0]! : undefined;
let status = 0;
if (!reportPath) {
  reportPath = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'cq-profile-')), 'report.json');
  const run = spawnSync('npx', ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${reportPath}`, ...args], { stdio: 'inherit' });
  status = run.status ?? 1;
  if (!fs.existsSync(reportPath)) {
    console.error('vitest wrote no JSON report');
    process.exit(status || 1);
  }
}
const report = JSON.parse(fs.readFileSync(reportPath, 'utf8')) as JsonReport;
console.log(profile(report, Number(process.env.PROFILE_TOP ?? 20)));
process.exit(status);
