/**
 * npm run check:licences: every package in package-lock.json must be under a licence CleanQuest
 * (AGPL-3.0-or-later) may use; CI runs it (.ci/run). Exits 1 listing each package that is not, with its
 * version, its licence and why, production packages first, then the dev-only ones (the lock's
 * "dev": true), which are judged by the same rules (docs/licences.md says why). `--verbose` lists
 * every package's verdict; `[root]` checks another tree (the default is the current directory).
 */
import path from 'node:path';
import { PENDING_DECISIONS } from './licence-decisions';
import { LICENCE_OVERRIDES } from './licence-overrides';
import { licenceReport, type PackageLicence } from './licence-inventory';

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const root = path.resolve(args.find((a) => !a.startsWith('--')) ?? '.');
const report = licenceReport(root, LICENCE_OVERRIDES);

const line = (p: PackageLicence) =>
  `  ${p.name}@${p.version}  ${p.declared ?? '(none)'}${p.installed ? '' : '  [not installed here: the lock\'s licence]'}\n      ${p.verdict.ok ? 'ok' : p.verdict.kind}: ${p.verdict.why}`;

const pendingOf = (p: PackageLicence) => PENDING_DECISIONS.find((d) => d.package === p.name && d.version === p.version);
const pending = report.packages.filter((p) => !p.verdict.ok && pendingOf(p));
const failed = report.packages.filter((p) => !p.verdict.ok && !pendingOf(p));
for (const d of PENDING_DECISIONS) {
  const p = report.packages.find((x) => x.name === d.package && x.version === d.version);
  if (!p) report.problems.push(`pending decision ${d.package}@${d.version} matches no package in package-lock.json (remove it from scripts/licence-decisions.ts)`);
  else if (p.verdict.ok) report.problems.push(`pending decision ${d.package}@${d.version} is settled: the package is now ${p.verdict.why} (remove it)`);
}
const groups: [string, PackageLicence[]][] = [
  ['production (shipped with the app or run by the server)', failed.filter((p) => !p.dev)],
  ['dev only (build, test and tooling; judged alike: some are bundled into dist/)', failed.filter((p) => p.dev)],
];

if (verbose) for (const p of report.packages) console.log(line(p));
const dev = report.packages.filter((p) => p.dev).length;
const notInstalled = report.packages.filter((p) => !p.installed).length;
console.log(`Licences of ${report.packages.length} packages in package-lock.json (${report.packages.length - dev} production, ${dev} dev only; ${notInstalled} not installed on this platform, judged by the lock's field).`);
const overridden = report.packages.filter((p) => p.override);
if (overridden.length > 0) console.log(`Reviewed overrides used (scripts/licence-overrides.ts): ${overridden.map((p) => `${p.name}@${p.version} -> ${p.override!.licence}`).join(', ')}.`);
if (pending.length > 0) {
  console.log(`\nPENDING: ${pending.length} packages wait for the product owner's decision (scripts/licence-decisions.ts, docs/licences.md); not counted as failures until then:`);
  for (const p of pending) console.log(`${line(p)}\n      decision: ${pendingOf(p)!.question}`);
}
for (const problem of report.problems) console.log(`FAIL: ${problem}`);
for (const [title, list] of groups) {
  if (list.length === 0) continue;
  console.log(`\nFAIL: ${list.length} ${title}:`);
  for (const p of list) console.log(line(p));
}
if (failed.length > 0 || report.problems.length > 0) {
  console.log('\nWhat to do: docs/licences.md ("When the check fails").');
  process.exit(1);
}
console.log(pending.length > 0 ? `Every other licence is compatible with AGPL-3.0-or-later; ${pending.length} pending the owner's decision (above).` : 'Every licence is compatible with AGPL-3.0-or-later.');
