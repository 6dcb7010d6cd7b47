/**
 * The licence of every package package-lock.json lists, judged by scripts/licence-rules.ts (npm run
 * check:licences). The licence is read from the installed package (node_modules/<path>/package.json:
 * `license`, or the legacy `license: { type }` / `licenses: [{ type }]`); a package the lock lists but
 * this machine did not install (another platform's optional binary) is judged by the lock's own
 * `license` field. Rules and choices: docs/licences.md.
 */
import fs from 'node:fs';
import path from 'node:path';
import { evaluateLicence, type Verdict } from './licence-rules';
import type { LicenceOverride } from './licence-overrides';

/** The licence of CleanQuest itself (LICENSE); package.json and the lock's root entry must name it. */
export const ROOT_LICENCE = 'AGPL-3.0-or-later';

export interface PackageLicence {
  /** The lock's key, e.g. node_modules/a/node_modules/b. */
  path: string;
  name: string;
  version: string;
  /** The lock marks it "dev": only the development tools need it. */
  dev: boolean;
  /** false: another platform's optional package, judged by the lock's field. */
  installed: boolean;
  /** The licence as declared (an SPDX expression, or what the package wrote), or undefined. */
  declared: string | undefined;
  /** The override used instead of what was declared. */
  override?: LicenceOverride;
  verdict: Verdict;
}

export interface LicenceReport {
  packages: PackageLicence[];
  /** Problems that are no package's: the root's licence, overrides no package needs. */
  problems: string[];
}

interface LockEntry {
  name?: string;
  version?: string;
  license?: unknown;
  dev?: boolean;
  link?: boolean;
}

/** A `license` / `licenses` value of a package.json or lock entry as one SPDX-like string, or undefined. */
export function declaredLicence(pkg: { license?: unknown; licenses?: unknown }): string | undefined {
  const typeOf = (v: unknown) => (typeof v === 'string' ? v : typeof v === 'object' && v !== null && typeof (v as { type?: unknown }).type === 'string' ? (v as { type: string }).type : undefined);
  const single = typeOf(pkg.license);
  if (single !== undefined) return single.trim();
  // The legacy array lists the licences one may choose from (npm's old "dual licence" form).
  const list = (Array.isArray(pkg.licenses) ? pkg.licenses : [pkg.licenses]).map(typeOf).filter((t): t is string => t !== undefined && t.trim() !== '');
  if (list.length === 0) return undefined;
  return list.length === 1 ? list[0]!.trim() : list.map((t) => `(${t.trim()})`).join(' OR ');
}

/** The package's name from its lock key (the part after the last node_modules/). */
function nameFromPath(p: string): string {
  return p.slice(p.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

function readJson(file: string): Record<string, unknown> | undefined {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
  } catch {
    return undefined;
  }
}

/** Reads the lock under `root` and judges every package in it; `overrides` settle unknown declarations. */
export function licenceReport(root: string, overrides: readonly LicenceOverride[]): LicenceReport {
  const lock = readJson(path.join(root, 'package-lock.json')) as { packages?: Record<string, LockEntry> } | undefined;
  if (!lock?.packages) return { packages: [], problems: ['package-lock.json has no "packages" (lockfile version 2 or later is needed)'] };
  const problems: string[] = [];
  const manifest = readJson(path.join(root, 'package.json'));
  if (manifest?.license !== ROOT_LICENCE) problems.push(`package.json: "license" must be "${ROOT_LICENCE}" (LICENSE), got ${JSON.stringify(manifest?.license)}`);
  if (lock.packages['']?.license !== ROOT_LICENCE) problems.push(`package-lock.json: the root entry's "license" must be "${ROOT_LICENCE}" like package.json's, got ${JSON.stringify(lock.packages['']?.license)}`);

  const used = new Set<LicenceOverride>();
  const packages: PackageLicence[] = [];
  for (const [key, entry] of Object.entries(lock.packages)) {
    // The root is CleanQuest itself; a link's target has its own entry.
    if (key === '' || entry.link) continue;
    const pkg = readJson(path.join(root, key, 'package.json'));
    const name = (typeof pkg?.name === 'string' ? pkg.name : undefined) ?? entry.name ?? nameFromPath(key);
    const version = (typeof pkg?.version === 'string' ? pkg.version : undefined) ?? entry.version ?? '?';
    const declared = pkg ? declaredLicence(pkg) : declaredLicence({ license: entry.license });
    let verdict = evaluateLicence(declared);
    const override = overrides.find((o) => o.package === name && o.version === version);
    const record: PackageLicence = { path: key, name, version, dev: entry.dev === true, installed: pkg !== undefined, declared, verdict };
    if (override) {
      used.add(override);
      if (verdict.ok) {
        problems.push(`override ${override.package}@${override.version} is not needed: the package declares ${declared}, which is allowed (remove the override)`);
      } else if (verdict.kind === 'unknown') {
        const found = evaluateLicence(override.licence);
        verdict = found.ok ? { ok: true, why: `${found.why} (override: ${override.reason})` } : found;
        record.override = override;
        record.verdict = verdict;
      }
      // An incompatible declaration stays incompatible: an override settles only what is unknown.
    }
    packages.push(record);
  }
  for (const o of overrides) if (!used.has(o)) problems.push(`override ${o.package}@${o.version} matches no package in package-lock.json (remove it)`);
  return { packages, problems };
}
