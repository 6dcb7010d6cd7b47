import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { declaredLicence, licenceReport, ROOT_LICENCE } from './licence-inventory';
import { LICENCE_OVERRIDES, type LicenceOverride } from './licence-overrides';
import { evaluateLicence, licenceTable } from './licence-rules';

const verdictOf = (expression: string | undefined) => {
  const v = evaluateLicence(expression);
  return v.ok ? 'ok' : v.kind;
};

describe('the SPDX evaluator (AGPL-3.0-or-later may use it?)', () => {
  it('allows permissive, data and compatible copyleft licences, whatever the case of the id', () => {
    for (const id of ['MIT', 'mit', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'Apache-2.0', 'Zlib', 'CC0-1.0', 'Unlicense', 'BlueOak-1.0.0', 'Python-2.0', 'MIT-0', 'WTFPL', 'CC-BY-4.0', 'MPL-2.0', 'LGPL-2.1-or-later', 'LGPL-3.0', 'LGPL-3.0-or-later', 'GPL-3.0-only', 'AGPL-3.0-or-later']) {
      expect(verdictOf(id), id).toBe('ok');
    }
  });

  it('refuses incompatible licences: GPL-2.0 only, non-free terms, field-of-use and non-commercial terms, none at all', () => {
    for (const id of ['GPL-2.0-only', 'GPL-2.0', 'UNLICENSED', 'SSPL-1.0', 'BUSL-1.1', 'Hippocratic-2.1', 'JSON', 'CC-BY-NC-4.0', 'CC-BY-NC-SA-4.0', 'CC-BY-ND-4.0', 'MPL-2.0-no-copyleft-exception', 'AFL-2.1', 'EPL-2.0']) {
      expect(verdictOf(id), id).toBe('incompatible');
    }
    expect(evaluateLicence('Hippocratic-2.1')).toEqual({ ok: false, kind: 'incompatible', why: expect.stringContaining('AGPL section 10') });
  });

  it('calls unknown what nobody has reviewed: an id not in the table, a licence of its own, no licence, not SPDX at all', () => {
    for (const id of ['Foo-1.0', 'LicenseRef-Custom', 'SEE LICENSE IN LICENSE.md', 'MIT License', 'BSD', undefined, '', 'MIT OR', '(MIT', 'MIT)', 'AND MIT', 'MIT WITH']) {
      expect(verdictOf(id), String(id)).toBe('unknown');
    }
    expect(evaluateLicence('MIT License')).toMatchObject({ why: expect.stringContaining('not an SPDX expression') });
  });

  it('OR: one allowed side suffices; AND: every part must be allowed; WITH binds tighter than AND, AND tighter than OR', () => {
    expect(verdictOf('(AFL-2.1 OR BSD-3-Clause)')).toBe('ok');
    expect(verdictOf('GPL-2.0-only OR MIT')).toBe('ok');
    expect(verdictOf('GPL-2.0-only OR SSPL-1.0')).toBe('incompatible');
    expect(verdictOf('GPL-2.0-only OR Foo-1.0')).toBe('unknown');
    expect(verdictOf('Apache-2.0 AND LGPL-3.0-or-later AND MIT')).toBe('ok');
    expect(verdictOf('(MIT AND Zlib)')).toBe('ok');
    expect(verdictOf('MIT AND GPL-2.0-only')).toBe('incompatible');
    expect(verdictOf('MIT AND Foo-1.0')).toBe('unknown');
    expect(verdictOf('Foo-1.0 AND GPL-2.0-only')).toBe('incompatible');
    // MIT OR (GPL-2.0-only AND Foo-1.0): the MIT side suffices.
    expect(verdictOf('MIT OR GPL-2.0-only AND Foo-1.0')).toBe('ok');
    // (MIT OR GPL-2.0-only) AND SSPL-1.0: the SSPL part always applies.
    expect(verdictOf('(MIT OR GPL-2.0-only) AND SSPL-1.0')).toBe('incompatible');
    expect(verdictOf('mit or gpl-2.0-only')).toBe('ok');
  });

  it('"+" means "or later": GPL-2.0+ may become GPL-3.0', () => {
    expect(verdictOf('GPL-2.0+')).toBe('ok');
    expect(verdictOf('GPL-2.0-only+')).toBe('ok');
    expect(verdictOf('GPL-2.0')).toBe('incompatible');
    expect(verdictOf('MPL-2.0+')).toBe('ok');
  });

  it('WITH: an exception only adds permissions; a linking exception makes a GPL-2.0-only library usable, an unknown exception is unknown', () => {
    expect(verdictOf('GPL-2.0-only WITH Classpath-exception-2.0')).toBe('ok');
    expect(verdictOf('Apache-2.0 WITH LLVM-exception')).toBe('ok');
    expect(verdictOf('GPL-3.0-or-later WITH GCC-exception-3.1')).toBe('ok');
    expect(verdictOf('GPL-2.0-only WITH Autoconf-exception-2.0')).toBe('incompatible');
    expect(verdictOf('MIT WITH Made-up-exception')).toBe('unknown');
    expect(verdictOf('GPL-2.0-only WITH Classpath-exception-2.0 OR SSPL-1.0')).toBe('ok');
  });
});

describe('reading the installed packages (package-lock.json and node_modules)', () => {
  let dir: string;
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }));

  /** A tree: package.json, a lock with these entries, and the installed package.json of each `pkg`. */
  function tree(rootLicence: string | undefined, entries: Record<string, { lock?: Record<string, unknown>; pkg?: Record<string, unknown> }>) {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-licences-'));
    fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name: 'app', license: rootLicence }));
    const packages: Record<string, unknown> = { '': { name: 'app', license: rootLicence } };
    for (const [key, e] of Object.entries(entries)) {
      packages[key] = { version: '1.0.0', ...e.lock };
      if (e.pkg) {
        fs.mkdirSync(path.join(dir, key), { recursive: true });
        fs.writeFileSync(path.join(dir, key, 'package.json'), JSON.stringify({ version: '1.0.0', ...e.pkg }));
      }
    }
    fs.writeFileSync(path.join(dir, 'package-lock.json'), JSON.stringify({ lockfileVersion: 3, packages }));
    return dir;
  }

  const override = (pkg: string, licence: string): LicenceOverride => ({ package: pkg, version: '1.0.0', licence, reason: 'LICENSE file says so' });

  it('judges each installed package by its own package.json, legacy forms included, and a package of another platform by the lock', () => {
    const root = tree(ROOT_LICENCE, {
      'node_modules/a': { pkg: { name: 'a', license: 'MIT' } },
      'node_modules/b': { pkg: { name: 'b', licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] } },
      'node_modules/b/node_modules/c': { pkg: { name: 'c', license: { type: 'ISC' } } },
      'node_modules/d': { lock: { dev: true }, pkg: { name: 'd', license: 'GPL-2.0-only' } },
      'node_modules/e-win32': { lock: { optional: true, license: 'LGPL-3.0-or-later' } },
      'node_modules/f': { lock: { license: 'MIT' }, pkg: { name: 'f', license: 'SSPL-1.0' } },
    });
    const { packages, problems } = licenceReport(root, []);
    expect(problems).toEqual([]);
    const byName = Object.fromEntries(packages.map((p) => [p.name, p]));
    expect(byName.a!.verdict.ok).toBe(true);
    expect(byName.b!.declared).toBe('(MIT) OR (Apache-2.0)');
    expect(byName.b!.verdict.ok).toBe(true);
    expect(byName.c).toMatchObject({ path: 'node_modules/b/node_modules/c', declared: 'ISC', verdict: { ok: true } });
    expect(byName.d).toMatchObject({ dev: true, verdict: { ok: false, kind: 'incompatible' } });
    expect(byName['e-win32']).toMatchObject({ installed: false, declared: 'LGPL-3.0-or-later', verdict: { ok: true } });
    // What is installed counts, not what the lock remembers.
    expect(byName.f).toMatchObject({ declared: 'SSPL-1.0', verdict: { ok: false, kind: 'incompatible' } });
  });

  it('settles an unknown licence only through a reviewed override, never an incompatible one, and fails an override nothing needs', () => {
    const root = tree(ROOT_LICENCE, {
      'node_modules/none': { pkg: { name: 'none' } },
      'node_modules/odd': { pkg: { name: 'odd', license: 'MIT License' } },
      'node_modules/gpl2': { pkg: { name: 'gpl2', license: 'GPL-2.0-only' } },
      'node_modules/fine': { pkg: { name: 'fine', license: 'MIT' } },
      'node_modules/nobody': { pkg: { name: 'nobody' } },
    });
    const overrides = [override('none', 'MIT'), override('odd', 'MIT'), override('gpl2', 'MIT'), override('fine', 'MIT'), override('gone', 'MIT')];
    const { packages, problems } = licenceReport(root, overrides);
    const byName = Object.fromEntries(packages.map((p) => [p.name, p]));
    expect(byName.none).toMatchObject({ declared: undefined, override: overrides[0], verdict: { ok: true, why: expect.stringContaining('LICENSE file says so') } });
    expect(byName.odd!.verdict.ok).toBe(true);
    expect(byName.gpl2).toMatchObject({ verdict: { ok: false, kind: 'incompatible' } });
    expect(byName.nobody).toMatchObject({ verdict: { ok: false, kind: 'unknown', why: 'no licence declared' } });
    expect(problems).toEqual([
      'override fine@1.0.0 is not needed: the package declares MIT, which is allowed (remove the override)',
      'override gone@1.0.0 matches no package in package-lock.json (remove it)',
    ]);
  });

  it('requires CleanQuest itself to be AGPL-3.0-or-later in package.json and the lock', () => {
    const { problems } = licenceReport(tree(undefined, {}), []);
    expect(problems).toEqual([
      'package.json: "license" must be "AGPL-3.0-or-later" (LICENSE), got undefined',
      'package-lock.json: the root entry\'s "license" must be "AGPL-3.0-or-later" like package.json\'s, got undefined',
    ]);
  });

  it('reads legacy declarations as one expression', () => {
    expect(declaredLicence({ license: ' MIT ' })).toBe('MIT');
    expect(declaredLicence({ license: { type: 'BSD-3-Clause', url: 'x' } })).toBe('BSD-3-Clause');
    expect(declaredLicence({ licenses: [{ type: 'MIT' }] })).toBe('MIT');
    expect(declaredLicence({ licenses: [] })).toBeUndefined();
    expect(declaredLicence({})).toBeUndefined();
  });
});

describe('the repository’s own rules', () => {
  it('keeps every override exact and explained, and docs/licences.md lists every licence of the table', () => {
    for (const o of LICENCE_OVERRIDES) {
      expect(o.version, o.package).toMatch(/^\d+\.\d+\.\d+/);
      expect(evaluateLicence(o.licence).ok, o.package).toBe(true);
      expect(o.reason.length, o.package).toBeGreaterThan(20);
    }
    expect(LICENCE_OVERRIDES.length).toBeLessThanOrEqual(10);
    const doc = fs.readFileSync('docs/licences.md', 'utf8');
    expect([...licenceTable().values()].length).toBeGreaterThan(40);
    const ids = [...licenceTable().keys()];
    expect(ids.filter((id) => !doc.toLowerCase().includes(`\`${id}\``))).toEqual([]);
  });
});
