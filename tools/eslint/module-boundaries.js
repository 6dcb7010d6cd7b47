// @ts-check
/**
 * cleanquest/module-boundaries (ARCHITECTURE.md, "Rules that keep the house simple"):
 *  1. a module imports another module only through its contract.ts or schemas.ts;
 *  2. a module's server/ code never imports its ui/ or admin/ code, and the reverse;
 *  3. src/shared and src/ui import no module;
 *  4. src/shared imports nothing from src/server or src/client (it runs on both sides).
 */
import path from 'node:path';

const SRC = path.resolve(process.cwd(), 'src');

/** @param {string} file */
function locate(file) {
  const rel = path.relative(SRC, file);
  if (rel.startsWith('..')) return null;
  const parts = rel.split(path.sep);
  if (parts[0] === 'modules' && parts.length > 2) {
    return { area: 'module', module: parts[1], part: parts.length > 3 ? parts[2] : null, file: parts.slice(2).join('/') };
  }
  return { area: parts[0], module: null, part: null, file: parts.slice(1).join('/') };
}

const SIDE = /** @type {Record<string, string>} */ ({ server: 'server', ui: 'client', admin: 'client' });

/** src/server's entry points (main.ts, the *-cli.ts commands): they hand the modules' manifests in. */
const SERVER_ENTRY_POINT = /^(main|[\w-]+-cli)\.ts$/;

/**
 * The server core knows no module by name (ARCHITECTURE.md rule 3a): nothing in src/server imports
 * src/modules (a module's files or the manifest list) except its entry points; everything else the
 * core needs arrives through the manifests' hooks. Returns the complaint, or null.
 * @param {{ area: string, module: string | null, file: string }} from
 * @param {{ area: string, module: string | null, file: string }} to
 */
function serverCoreImportsModule(from, to) {
  if (from.area !== 'server' || (to.area !== 'module' && to.area !== 'modules')) return null;
  if (SERVER_ENTRY_POINT.test(from.file)) return null;
  const target = to.module ? `${to.module}/${to.file}` : to.file;
  return `src/server names no module: only its entry points (main.ts, *-cli.ts) import src/modules, to hand the manifests in (found modules/${target}). Add a manifest hook instead.`;
}

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    /** @param {any} node @param {string} spec */
    function check(node, spec) {
      if (!spec.startsWith('.')) return;
      const to = locate(path.resolve(path.dirname(context.filename), spec));
      if (!to) return;
      /** @param {string} why */
      const report = (why) => context.report({ node, messageId: 'bad', data: { why } });
      const toFile = to.file.replace(/\.(tsx?|jsx?)$/, '');
      if (to.area === 'module' && from.area === 'module' && to.module !== from.module && !['contract', 'schemas'].includes(toFile)) {
        report(`Module '${from.module}' may import module '${to.module}' only through its contract.ts or schemas.ts, not ${to.file}.`);
      }
      if (to.area === 'module' && from.area === 'module' && to.module === from.module && from.part && to.part) {
        const a = SIDE[from.part];
        const b = SIDE[to.part];
        if (a && b && a !== b) report(`${from.part}/ code must not import ${to.part}/ code (server and client stay apart).`);
      }
      if ((from.area === 'shared' || from.area === 'ui') && to.area === 'module') {
        report(`src/${from.area} must not import modules (found ${to.module}/${to.file}).`);
      }
      if (from.area === 'shared' && (to.area === 'server' || to.area === 'client')) {
        report(`src/shared is isomorphic: it must not import src/${to.area}.`);
      }
      const core = serverCoreImportsModule(from, to);
      if (core) report(core);
    }
    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};
