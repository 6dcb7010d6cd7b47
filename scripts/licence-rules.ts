/**
 * Which licences of npm packages CleanQuest (AGPL-3.0-or-later) may use, and an evaluator of SPDX
 * licence expressions against them (npm run check:licences, scripts/check-licences.ts). The classes
 * and why each is allowed or not: docs/licences.md. No package is installed for this: npm has no SPDX
 * parser in this tree, and the grammar is small (SPDX 2.3, annex D).
 */

/** allowed: code or data under it may be part of an AGPL-3.0-or-later work; incompatible: it may not. */
export type LicenceClass = 'permissive' | 'data' | 'weak-copyleft' | 'strong-copyleft' | 'incompatible';

export interface LicenceRule {
  class: LicenceClass;
  /** Why, in a few words (printed with a failure; docs/licences.md says more). */
  why: string;
}

const PERMISSIVE = 'permissive: its notice is kept, the AGPL covers the whole';
const rules: Record<string, LicenceRule> = {};
const add = (cls: LicenceClass, why: string, ids: string[]) => ids.forEach((id) => (rules[id.toLowerCase()] = { class: cls, why }));

add('permissive', PERMISSIVE, ['MIT', 'MIT-0', 'ISC', 'BSD-2-Clause', 'BSD-3-Clause', '0BSD', 'Zlib', 'CC0-1.0', 'Unlicense', 'BlueOak-1.0.0', 'WTFPL', 'X11', 'Unicode-3.0', 'Unicode-DFS-2016']);
add('permissive', 'permissive; its patent terms are compatible with (A)GPL version 3, not with version 2', ['Apache-2.0']);
add('permissive', 'permissive (the PSF licence stack; GPL-compatible from Python 2.0.1 on, FSF)', ['Python-2.0', 'PSF-2.0']);
add('data', 'attribution only; for data packages (e.g. browser tables), one-way compatible with GPLv3 (FSF: CC BY 4.0)', ['CC-BY-4.0', 'CC-BY-3.0']);
add('weak-copyleft', 'file-level copyleft; the AGPL is one of its "Secondary Licenses" (MPL-2.0 section 3.3)', ['MPL-2.0']);
add('weak-copyleft', 'library copyleft; may be linked from any program, and its section 3 lets it become GPL v2 or later', ['LGPL-2.0-only', 'LGPL-2.0-or-later', 'LGPL-2.1-only', 'LGPL-2.1-or-later', 'LGPL-2.0', 'LGPL-2.1']);
add('weak-copyleft', 'GPLv3 with extra permissions; combinable with the AGPL v3 (GPLv3 section 13)', ['LGPL-3.0-only', 'LGPL-3.0-or-later', 'LGPL-3.0']);
add('strong-copyleft', 'GPLv3 works may be combined with AGPLv3 works (section 13 of both)', ['GPL-3.0-only', 'GPL-3.0-or-later', 'GPL-3.0']);
add('strong-copyleft', '"or any later version": taken under GPL-3.0, which combines with the AGPL v3', ['GPL-2.0-or-later']);
add('strong-copyleft', 'the same licence family', ['AGPL-3.0-only', 'AGPL-3.0-or-later', 'AGPL-3.0']);
add('incompatible', 'GPL version 2 only: it forbids the further restrictions of version 3 (FSF)', ['GPL-2.0-only', 'GPL-2.0', 'GPL-1.0-only', 'GPL-1.0']);
add('incompatible', 'MPL without the GPL option ("Incompatible With Secondary Licenses")', ['MPL-2.0-no-copyleft-exception', 'MPL-1.1', 'MPL-1.0']);
add('incompatible', 'copyleft or terms the GPL family cannot take on (FSF: incompatible)', ['EPL-1.0', 'EPL-2.0', 'CDDL-1.0', 'CDDL-1.1', 'AFL-1.1', 'AFL-1.2', 'AFL-2.0', 'AFL-2.1', 'AFL-3.0', 'OSL-3.0', 'Artistic-1.0', 'CPAL-1.0', 'EUPL-1.1']);
add('incompatible', 'restricts who may use it or what for (field-of-use terms are "further restrictions", AGPL section 10)', ['Hippocratic-2.1', 'Hippocratic-3.0', 'JSON', 'SSPL-1.0', 'BUSL-1.1', 'Elastic-2.0', 'Commons-Clause', 'PolyForm-Noncommercial-1.0.0', 'PolyForm-Small-Business-1.0.0']);
add('incompatible', 'not licensed for others at all (all rights reserved)', ['UNLICENSED']);

/** Families by prefix that are never compatible (non-commercial, no-derivatives). */
const INCOMPATIBLE_PREFIXES: [string, string][] = [
  ['cc-by-nc', 'non-commercial: a further restriction (AGPL section 10)'],
  ['cc-by-nd', 'no derivatives: forbids what the AGPL grants'],
  ['hippocratic', 'restricts who may use it or what for (AGPL section 10)'],
];

/**
 * Exceptions (WITH) add permissions to their licence. `linking`: programs under any terms may link the
 * library (so even a GPL-2.0-only library with it is usable); the others only widen an allowed licence.
 */
const EXCEPTIONS: Record<string, { linking: boolean }> = {};
for (const id of ['Classpath-exception-2.0', 'GCC-exception-2.0', 'LGPL-3.0-linking-exception']) EXCEPTIONS[id.toLowerCase()] = { linking: true };
for (const id of ['GCC-exception-3.1', 'LLVM-exception', 'Autoconf-exception-2.0', 'Autoconf-exception-3.0', 'Bison-exception-2.2', 'Font-exception-2.0']) EXCEPTIONS[id.toLowerCase()] = { linking: false };

/** The table as docs/licences.md lists it (id -> class), for the doc test. */
export function licenceTable(): ReadonlyMap<string, LicenceRule> {
  return new Map(Object.entries(rules));
}

export type Verdict =
  | { ok: true; why: string }
  | { ok: false; kind: 'incompatible' | 'unknown'; why: string };

type Node =
  | { type: 'licence'; id: string; plus: boolean; exception?: string }
  | { type: 'and' | 'or'; left: Node; right: Node };

/** Parses an SPDX expression (WITH binds tighter than AND, AND than OR); throws on anything else. */
export function parseExpression(expression: string): Node {
  const tokens = expression.match(/\(|\)|[^\s()]+/g) ?? [];
  let i = 0;
  const peek = () => tokens[i];
  const isOp = (t: string | undefined, op: string) => t !== undefined && (t === op || t === op.toLowerCase());
  const primary = (): Node => {
    const t = tokens[i++];
    if (t === undefined) throw new Error('ends too early');
    if (t === '(') {
      const inner = or();
      if (tokens[i++] !== ')') throw new Error('a "(" is not closed');
      return inner;
    }
    if (t === ')' || isOp(t, 'AND') || isOp(t, 'OR') || isOp(t, 'WITH')) throw new Error(`unexpected "${t}"`);
    if (!/^(DocumentRef-[A-Za-z0-9.-]+:)?[A-Za-z0-9.-]+\+?$/.test(t)) throw new Error(`"${t}" is not a licence id`);
    const node: Node = { type: 'licence', id: t.replace(/\+$/, ''), plus: t.endsWith('+') };
    if (isOp(peek(), 'WITH')) {
      i++;
      const e = tokens[i++];
      if (e === undefined || !/^[A-Za-z0-9.-]+$/.test(e)) throw new Error('WITH needs an exception id');
      node.exception = e;
    }
    return node;
  };
  const and = (): Node => {
    let left = primary();
    while (isOp(peek(), 'AND')) {
      i++;
      left = { type: 'and', left, right: primary() };
    }
    return left;
  };
  const or = (): Node => {
    let left = and();
    while (isOp(peek(), 'OR')) {
      i++;
      left = { type: 'or', left, right: and() };
    }
    return left;
  };
  const tree = or();
  if (i !== tokens.length) throw new Error(`unexpected "${tokens[i]}"`);
  return tree;
}

/** One licence id (with "+" and an exception) against the table. */
function judgeLicence(node: Extract<Node, { type: 'licence' }>): Verdict {
  let id = node.id;
  // "+" (or later): the GNU licences' "-only" and bare version ids become "-or-later".
  if (node.plus && /^(A|L)?GPL-\d\.\d(-only)?$/i.test(id)) id = `${id.replace(/-only$/i, '')}-or-later`;
  const shown = node.plus ? `${node.id}+` : node.id;
  const rule = rules[id.toLowerCase()] ?? INCOMPATIBLE_PREFIXES.flatMap(([p, why]) => (id.toLowerCase().startsWith(p) ? [{ class: 'incompatible' as const, why }] : []))[0];
  if (/^(DocumentRef-.*:)?LicenseRef-/i.test(id)) return { ok: false, kind: 'unknown', why: `${shown}: a licence of the package's own, to be read and reviewed` };
  if (!rule) return { ok: false, kind: 'unknown', why: `${shown}: not in the table of reviewed licences (scripts/licence-rules.ts)` };
  if (node.exception === undefined) {
    return rule.class === 'incompatible' ? { ok: false, kind: 'incompatible', why: `${shown}: ${rule.why}` } : { ok: true, why: `${shown}: ${rule.why}` };
  }
  const exception = EXCEPTIONS[node.exception.toLowerCase()];
  const named = `${shown} WITH ${node.exception}`;
  if (!exception) return { ok: false, kind: 'unknown', why: `${named}: the exception is not in the reviewed list` };
  if (rule.class !== 'incompatible') return { ok: true, why: `${named}: ${rule.why} (the exception only adds permissions)` };
  if (exception.linking) return { ok: true, why: `${named}: the exception lets programs under any licence link it` };
  return { ok: false, kind: 'incompatible', why: `${named}: ${rule.why}; the exception does not change that` };
}

function judge(node: Node): Verdict {
  if (node.type === 'licence') return judgeLicence(node);
  const left = judge(node.left);
  const right = judge(node.right);
  if (node.type === 'or') {
    // One allowed side suffices: the user may choose it.
    if (left.ok) return left;
    if (right.ok) return right;
    const kind = left.kind === 'unknown' || right.kind === 'unknown' ? 'unknown' : 'incompatible';
    return { ok: false, kind, why: `${left.why}; and ${right.why}` };
  }
  // AND: every part applies at once.
  if (left.ok && right.ok) return { ok: true, why: `${left.why}; and ${right.why}` };
  const failed = [left, right].filter((v): v is Extract<Verdict, { ok: false }> => !v.ok);
  return { ok: false, kind: failed.some((v) => v.kind === 'incompatible') ? 'incompatible' : 'unknown', why: failed.map((v) => v.why).join('; and ') };
}

/** Whether an SPDX expression is usable in an AGPL-3.0-or-later work, and why. */
export function evaluateLicence(expression: string | undefined): Verdict {
  if (expression === undefined || expression.trim() === '') return { ok: false, kind: 'unknown', why: 'no licence declared' };
  if (/^SEE LICEN[CS]E IN /i.test(expression.trim())) return { ok: false, kind: 'unknown', why: `"${expression}": a licence file of the package's own, to be read and reviewed` };
  let tree: Node;
  try {
    tree = parseExpression(expression);
  } catch (e) {
    return { ok: false, kind: 'unknown', why: `"${expression}" is not an SPDX expression (${(e as Error).message})` };
  }
  return judge(tree);
}
