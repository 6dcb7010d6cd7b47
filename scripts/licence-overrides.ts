/**
 * Packages whose package.json names no licence, or none in SPDX terms, with the licence a person read
 * in the package itself and where (scripts/check-licences.ts). Keep it small and exact: one version per
 * entry, because a new version may change its licence and needs its own look. An override is used only
 * when the declared licence is missing or unknown; it never hides an incompatible one, and an entry that
 * no installed package needs any more fails the check (remove it).
 */
export interface LicenceOverride {
  package: string;
  /** The exact version that was read. */
  version: string;
  /** The licence found, as an SPDX expression. */
  licence: string;
  /** Where it was found. */
  reason: string;
}

export const LICENCE_OVERRIDES: readonly LicenceOverride[] = [
  {
    package: '@sodaru/yup-to-json-schema',
    version: '2.0.1',
    licence: 'MIT',
    reason: 'package.json says "MIT License" (not an SPDX id); its LICENSE file is the MIT licence text (Sodaru, 2021)',
  },
  {
    package: 'parse-cache-control',
    version: '1.0.1',
    licence: 'BSD-3-Clause',
    reason: 'legacy "licenses": [{ "type": "BSD" }]; its LICENSE file is the 3-clause BSD text (Walmart and other contributors, 2012-2014)',
  },
  {
    package: 'humanize-number',
    version: '0.0.2',
    licence: 'MIT',
    reason: 'no licence field; its Readme.md ends "License: MIT" (dev only, through koa-logger)',
  },
  {
    package: 'only',
    version: '0.0.2',
    licence: 'MIT',
    reason: 'no licence field; its Readme.md carries the MIT licence text (TJ Holowaychuk, 2012) (dev only, through s3rver\'s koa)',
  },
  {
    package: 'neverpanic',
    version: '0.0.5',
    licence: 'MIT',
    reason:
      'no licence in the 0.0.5 package; its author added the MIT licence to the repository (github.com/bgrcs/neverpanic, commit 46d970d, 2026-03-23) in a commit that changes only LICENSE and package.json: the code is the same as 0.0.5 (5dd16b4), and 0.0.7 and later declare MIT on npm. Read from a snapshot of the repository, 2026-11-29. It comes with @scalar/agent-chat inside the API reference bundle',
  },
];
