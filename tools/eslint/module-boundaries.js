// @ts-check
/**
 * cleanquest/module-boundaries (ARCHITECTURE.md, "Rules that keep the house simple"):
 *  1. a module imports another module only through its contract.ts, schemas.ts or endpoints.ts (its HTTP contract);
 *  2. a module's server/ code never imports its ui/ or admin/ code, and the reverse;
 *  3. src/shared and src/ui import no module;
 *  4. src/shared imports nothing from src/server or src/client (it runs on both sides);
 *  5. only the client app assembles itself: src/client/app (main, start, providers, router, store
 *     assembly, shell, server-rendering entry) is imported by nothing outside it, neither by modules,
 *     src/ui and src/shared nor by the client library (the rest of src/client) that modules use;
 *  6. src/client (app and library) names no module (ARCHITECTURE.md rule 3a): only the entry points
 *     that hand the manifests in (CLIENT_ENTRY_POINTS) import src/modules, and only the manifest list
 *     src/modules/client.ts; everything else comes through the manifests' hooks.
 *  7. only tests, stories and test harness files in src import the test harness under tests/ (a
 *     module's HTTP tests take tests/support's app, people and manifests); the app's code never does.
 * Tests, stories and test harness files (test-*.ts[x]) assemble the app the way an entry point does,
 * so rules 5 and 6 leave them alone. Rules 1 to 4 hold for them too: a module's test takes other
 * modules' server manifests from tests/support (manifests('guest', ...)), not from their folders.
 */
import path from 'node:path';

const SRC = path.resolve(process.cwd(), 'src');
const TESTS = path.resolve(process.cwd(), 'tests');

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

/** The client's entry points (paths below src/client): the only client files that import src/modules. */
const CLIENT_ENTRY_POINTS = ['app/main.tsx', 'app/ssr/render.tsx'];
/** What they import there: the static list of client manifests. */
const CLIENT_MANIFESTS = 'client';

/** Tests, stories and test harness files (test-utils.tsx, test-i18n.ts, ...). @param {string} file */
const isTestCode = (file) => /\.(test|stories)\.[jt]sx?$/.test(file) || /^test-/.test(path.basename(file));

/** @type {import('eslint').Rule.RuleModule} */
export default {
  meta: { type: 'problem', schema: [], messages: { bad: '{{why}}' } },
  create(context) {
    const from = locate(context.filename);
    if (!from) return {};
    /** @param {any} node @param {string} spec */
    function check(node, spec) {
      if (!spec.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), spec);
      /** @param {string} why */
      const report = (why) => context.report({ node, messageId: 'bad', data: { why } });
      if (!path.relative(TESTS, target).startsWith('..') && !isTestCode(context.filename)) {
        report(`Only tests import the test harness (found ${path.relative(process.cwd(), target)}): the app's code never depends on tests/.`);
      }
      const to = locate(target);
      if (!to) return;
      const toFile = to.file.replace(/\.(tsx?|jsx?)$/, '');
      if (to.area === 'module' && from.area === 'module' && to.module !== from.module && !['contract', 'schemas', 'endpoints'].includes(toFile)) {
        report(`Module '${from.module}' may import module '${to.module}' only through its contract.ts, schemas.ts or endpoints.ts, not ${to.file}.`);
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
      if (isTestCode(context.filename)) return;
      const fromApp = from.area === 'client' && from.file.startsWith('app/');
      if (to.area === 'client' && to.file.startsWith('app/') && !fromApp && from.area !== 'shared') {
        const who = from.area === 'module' ? `Module '${from.module}'` : from.area === 'client' ? 'The client library' : `src/${from.area}`;
        report(`${who} must not import src/client/app (${to.file}): only the app assembles itself; use the client library.`);
      }
      if (from.area === 'client' && (to.area === 'module' || to.area === 'modules')) {
        const target = to.area === 'module' ? `${to.module}/${to.file}` : to.file;
        const entry = CLIENT_ENTRY_POINTS.includes(from.file);
        if (!entry || to.area !== 'modules' || toFile !== CLIENT_MANIFESTS) {
          report(
            entry
              ? `A client entry point imports only the manifest list src/modules/client.ts, not modules/${target}.`
              : `src/client must not import modules (found modules/${target}): the entry points hand the manifests in, the rest comes through their hooks.`,
          );
        }
      }
    }
    return {
      ImportDeclaration: (node) => check(node, String(node.source.value)),
      ExportNamedDeclaration: (node) => node.source && check(node, String(node.source.value)),
      ExportAllDeclaration: (node) => check(node, String(node.source.value)),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, String(node.source.value)),
    };
  },
};
