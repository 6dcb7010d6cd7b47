// @ts-check
/**
 * cleanquest/no-cycle: refuses runtime import cycles between the project's own files.
 * (eslint-plugin-import-x needs a native resolver whose other-platform builds the npm mirror lacks,
 * which breaks `npm ci`; this rule needs nothing.) Type-only imports are erased at build time and do
 * not count. The import graph is read from the files themselves and cached by modification time.
 */
import fs from 'node:fs';
import path from 'node:path';

const EXTENSIONS = ['.ts', '.tsx', '.js', '.mjs'];
/** @type {Map<string, { mtime: number, deps: string[] }>} */
const cache = new Map();

/** @param {string} from @param {string} spec */
function resolve(from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.resolve(path.dirname(from), spec);
  for (const candidate of [base, ...EXTENSIONS.map((e) => base + e), ...EXTENSIONS.map((e) => path.join(base, `index${e}`))]) {
    try {
      if (fs.statSync(candidate).isFile()) return candidate;
    } catch {
      // try the next candidate
    }
  }
  return null;
}

/** Runtime imports of a source text (static, re-exports, side-effect and dynamic). */
export function runtimeImports(/** @type {string} */ text) {
  const code = text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:])\/\/.*$/gm, '$1');
  const specs = [];
  const re = /\b(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]|\bimport\s*['"]([^'"]+)['"]|\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const m of code.matchAll(re)) {
    if (m[4]) {
      if (m[2]) continue; // import type / export type
      const clause = m[3].trim();
      // import { type A, type B } from '...' is type-only too
      if (/^\{[^}]*\}$/.test(clause) && clause.slice(1, -1).split(',').every((p) => p.trim() === '' || /^type\s/.test(p.trim()))) continue;
      specs.push(m[4]);
    } else specs.push(m[5] ?? m[6]);
  }
  return specs;
}

/** @param {string} file */
function deps(file) {
  let mtime;
  try {
    mtime = fs.statSync(file).mtimeMs;
  } catch {
    return [];
  }
  const hit = cache.get(file);
  if (hit && hit.mtime === mtime) return hit.deps;
  const list = runtimeImports(fs.readFileSync(file, 'utf8')).map((s) => resolve(file, s)).filter((f) => f !== null && !f.includes(`${path.sep}node_modules${path.sep}`));
  cache.set(file, { mtime, deps: /** @type {string[]} */ (list) });
  return /** @type {string[]} */ (list);
}

/** A path from `start` back to `target`, or null. */
function pathBack(/** @type {string} */ start, /** @type {string} */ target) {
  /** @type {Map<string, string | null>} */
  const seen = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const f = /** @type {string} */ (queue.shift());
    for (const d of deps(f)) {
      if (d === target) {
        const chain = [f];
        for (let p = seen.get(f); p; p = seen.get(p)) chain.unshift(p);
        return chain;
      }
      if (!seen.has(d)) {
        seen.set(d, f);
        queue.push(d);
      }
    }
  }
  return null;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: { type: 'problem', schema: [], messages: { cycle: 'Import cycle: {{chain}}' } },
  create(context) {
    const file = context.filename;
    const text = context.sourceCode.text;
    cache.set(file, { mtime: -1, deps: [] }); // lint the text as given, not the file on disk
    const own = runtimeImports(text);
    /** @param {any} node */
    const check = (node) => {
      const spec = String(node.source.value);
      if (!own.includes(spec)) return;
      const target = resolve(file, spec);
      if (!target) return;
      const chain = target === file ? [file] : pathBack(target, file);
      if (chain) {
        const rel = (/** @type {string} */ f) => path.relative(process.cwd(), f);
        context.report({ node, messageId: 'cycle', data: { chain: [file, ...chain, file].map(rel).join(' -> ') } });
      }
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: (n) => n.source && check(n), ExportAllDeclaration: check };
  },
};
