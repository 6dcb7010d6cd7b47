/**
 * npm run check:bundles: gzipped sizes of the built app and widget against their budgets (CI fails
 * above them). Run after `npm run build`.
 *
 * The app's figures come from the chunk graph the production build writes (build-stats/app.json, see
 * ChunkStatsPlugin in webpack.config.ts), not from a list of files:
 * - first route ('/' and '/map', the tasks module's map screen): the entry's chunks plus the chunk
 *   group of the screen that '/' lazily imports (read from the client manifests, src/modules/client.ts),
 *   plus the active language's texts: one chunk per language (texts-<language>, see TextsLoader in
 *   src/client/module.ts), of which the larger is counted. The check fails when a language has no
 *   such chunk or when translation JSON (src/client/i18n/<language>.json, src/modules/<id>/i18n/
 *   <language>.json) is in any other chunk, e.g. the entry;
 * - deferred: the shell's global components (watchers, banners), which the shell loads only after the
 *   page's load event and an idle moment (Shell.tsx): printed, not budgeted;
 * - map: the lazy chunk group(s) below the first route that bring Leaflet, counting only chunks the
 *   first route has not already loaded;
 * - CSS: every stylesheet of those chunks.
 * Source maps are never counted. They must not be in dist/ at all: the build writes them to
 * dist-sourcemaps/, and the check fails on any .map file in dist/ or sourceMappingURL comment in a
 * bundle (publicSourceMaps).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { clientModules } from '../src/modules/client';
import { WIDGET_BUDGETS } from '../src/modules/embed/contract';
import { LANGUAGES, type Language } from '../src/shared/language';

const KB = 1024;
/** Issue 12, target 1. */
export const APP_BUDGETS = { firstRouteJs: 150 * KB, mapJs: 60 * KB, css: 20 * KB } as const;
/**
 * The first route's 150 KB target is not met with this stack (React 19 + react-router 7 + MUI 9 with
 * emotion + redux-toolkit + react-query + i18next; see docs/benchmarks.md): the check prints it as
 * OVER and does not fail on it. What it enforces instead is this ceiling, the measured figure when
 * the target was last worked on plus about 2%, so the first route cannot silently grow. It is not
 * the target: lower it as the figure drops, and when the figure is at or below 150 KB, delete it
 * (the target is then enforced as it is for the map chunk and the CSS).
 */
// Issue 38 point 4: at most the 229.6 KB measured when it was filed (227.0 KB after its work).
export const FIRST_ROUTE_CEILING: number | null = 229.6 * KB;

interface StatsChunk {
  id: string | number;
  names: string[];
  initial: boolean;
  files: string[];
  children: (string | number)[];
  origins: { moduleName?: string; request?: string }[];
  modules: string[];
}
interface AppStats {
  outputPath: string;
  entrypoints: Record<string, { chunks: (string | number)[] }>;
  chunks: StatsChunk[];
}

const gzipped = (file: string) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / KB).toFixed(1)} KB`;

/** The specifier of `() => import('./x')` (the manifests' lazy loaders). */
function importSpecifier(load: () => unknown): string {
  const m = /import\(\s*["'`]([^"'`]+)["'`]\s*\)/.exec(load.toString());
  if (!m) throw new Error(`cannot read the import of ${load.toString().slice(0, 80)}`);
  return m[1]!;
}

export interface LazyImport {
  /** The importing file as webpack names it, e.g. './src/modules/tasks/client.ts'. */
  from: string;
  request: string;
  what: string;
}

/**
 * What the first route loads besides the entry ('/' screen), and what the shell loads after it on every
 * screen (the global components).
 */
export function firstRouteImports(modules = clientModules): { route: LazyImport; deferred: LazyImport[] } {
  const deferred: LazyImport[] = [];
  let route: LazyImport | null = null;
  for (const m of modules) {
    const from = `./src/modules/${m.id}/client.ts`;
    for (const r of m.routes ?? []) {
      // The last module registering '/' wins (src/client/app/routes.ts, mergeRoutes).
      if (r.path === '/') route = { from, request: importSpecifier(r.lazy), what: `'/' screen (${m.id})` };
    }
    for (const g of m.globalComponents ?? []) deferred.push({ from, request: importSpecifier(g), what: `global component (${m.id})` });
  }
  if (!route) throw new Error("no module registers the '/' route: update scripts/check-bundles.ts for the shell's own '/' screen");
  return { route, deferred };
}

export interface AppFigures {
  firstRouteJs: number;
  mapJs: number;
  css: number;
  /** Global components' JavaScript not already loaded by the first route (after load, not budgeted). */
  deferredJs: number;
  firstRouteFiles: string[];
  /** The texts chunk counted in the first route: the larger of the languages'. */
  texts: { language: Language; js: number };
  /** The first route's own code, without any language's texts (firstRouteJs = ownJs + texts.js). */
  ownJs: number;
  /** Every offered language's texts chunk, in LANGUAGES order: the first route with each is ownJs + it. */
  textsByLanguage: { language: Language; js: number }[];
  mapFiles: string[];
  deferredFiles: string[];
}

export function appFigures(stats: AppStats, imports: { route: LazyImport; deferred: LazyImport[] }, dir = stats.outputPath): AppFigures {
  const byId = new Map(stats.chunks.map((c) => [String(c.id), c]));
  const groupOf = (from: string, request: string) =>
    stats.chunks.filter((c) => c.origins.some((o) => o.moduleName === from && o.request === request));

  const first = new Set<string>();
  for (const entry of Object.values(stats.entrypoints)) for (const id of entry.chunks) first.add(String(id));
  const chunksOf = (imp: LazyImport) => {
    const chunks = groupOf(imp.from, imp.request);
    if (chunks.length === 0) throw new Error(`no chunk for ${imp.what}: import('${imp.request}') in ${imp.from}`);
    return chunks.map((c) => String(c.id));
  };
  for (const id of chunksOf(imports.route)) first.add(id);
  const texts = textsChunks(stats);

  // The map: lazy chunks referenced by the first route's chunks that contain Leaflet, with the rest
  // of their chunk group (the chunks loaded by the same import()). Only the import()s the first
  // route's own code makes: another screen's map (an event's, a survey's) shares the Leaflet chunk
  // but is loaded with that screen, never with the first route's map.
  const firstModules = [...first].flatMap((id) => byId.get(id)?.modules ?? []).map((m) => m.replace(/\\/g, '/'));
  const inFirstRoute = (moduleName: string) => {
    const tail = `/${moduleName.replace(/\\/g, '/').replace(/^\.\//, '')}`;
    return firstModules.some((m) => m.endsWith(tail));
  };
  const map = new Set<string>();
  for (const id of first) {
    for (const child of byId.get(id)?.children ?? []) {
      const chunk = byId.get(String(child));
      if (!chunk || !chunk.modules.some((m) => /node_modules[\\/]leaflet[\\/]/.test(m))) continue;
      for (const o of chunk.origins) {
        if (!o.moduleName || !o.request || !inFirstRoute(o.moduleName)) continue;
        for (const c of groupOf(o.moduleName, o.request)) if (!first.has(String(c.id))) map.add(String(c.id));
      }
    }
  }
  if (map.size === 0) throw new Error('no lazy chunk with Leaflet below the first route: where did the map go?');

  const deferred = new Set<string>();
  for (const imp of imports.deferred) for (const id of chunksOf(imp)) if (!first.has(id) && !map.has(id)) deferred.add(id);

  const files = (ids: Set<string>, ext: string) => [...ids].flatMap((id) => byId.get(id)!.files.filter((f) => f.endsWith(ext)));
  const sum = (list: string[]) => list.reduce((n, f) => n + gzipped(path.join(dir, f)), 0);
  const languages = LANGUAGES.map((language) => {
    const list = files(new Set([String(texts.get(language)!.id)]), '.js');
    return { language, list, js: sum(list) };
  });
  const larger = languages.reduce((a, b) => (b.js > a.js ? b : a));
  const ownFiles = files(first, '.js');
  const firstRouteFiles = [...ownFiles, ...larger.list];
  const mapFiles = files(map, '.js');
  const deferredFiles = files(deferred, '.js');
  return {
    firstRouteJs: sum(firstRouteFiles),
    texts: { language: larger.language, js: larger.js },
    ownJs: sum(ownFiles),
    textsByLanguage: languages.map(({ language, js }) => ({ language, js })),
    mapJs: sum(mapFiles),
    css: sum([...files(first, '.css'), ...files(map, '.css')]),
    deferredJs: sum(deferredFiles),
    firstRouteFiles,
    mapFiles,
    deferredFiles,
  };
}

/** The shell's and the modules' translation files, by language. */
const TEXTS_FILE = new RegExp(`[\\\\/]src[\\\\/](?:client|modules[\\\\/][^\\\\/]+)[\\\\/]i18n[\\\\/](${LANGUAGES.join('|')})\\.json$`);

/**
 * The one texts chunk of each language (named texts-<language>). Throws when a language has none, or
 * when a translation file is in any other chunk (the entry, a screen's chunk, a second chunk of its
 * language): then the first route would carry more texts than one language's chunk.
 */
export function textsChunks(stats: Pick<AppStats, 'chunks'>): Map<Language, StatsChunk> {
  const found = new Map<Language, StatsChunk>();
  for (const language of LANGUAGES) {
    const named = stats.chunks.filter((c) => c.names.includes(`texts-${language}`));
    if (named.length !== 1) throw new Error(`expected one texts-${language} chunk, found ${named.length}: every texts loader must name it (TextsLoader, src/client/module.ts)`);
    found.set(language, named[0]!);
  }
  for (const chunk of stats.chunks) {
    for (const m of chunk.modules) {
      const language = TEXTS_FILE.exec(m)?.[1] as Language | undefined;
      if (language && found.get(language) !== chunk) {
        throw new Error(`${m} is in chunk ${chunk.id} (${chunk.names.join(', ') || 'unnamed'}), not only in texts-${language}: translation JSON belongs in its language's texts chunk alone`);
      }
    }
  }
  return found;
}

function line(ok: boolean, what: string, size: number, budget: number) {
  console.log(`${ok ? 'ok  ' : 'OVER'} ${what}: ${kb(size)} gzipped of ${Number((budget / KB).toFixed(1))} KB (${((size / budget) * 100).toFixed(0)}%)`);
}

function checkApp(): number {
  const statsFile = path.resolve('build-stats/app.json');
  if (!fs.existsSync(statsFile)) {
    console.error('build-stats/app.json is missing: run `npm run build` first.');
    return 1;
  }
  const stats = JSON.parse(fs.readFileSync(statsFile, 'utf8')) as AppStats;
  const f = appFigures(stats, firstRouteImports());
  const dir = stats.outputPath;
  const detail = (list: string[]) => list.map((file) => `${file} ${kb(gzipped(path.join(dir, file)))}`).join(', ');
  let failed = 0;
  const check = (what: string, size: number, budget: number, files?: string[]) => {
    const ok = size <= budget;
    if (!ok) failed++;
    line(ok, what, size, budget);
    if (files && process.argv.includes('--verbose')) console.log(`     ${detail(files)}`);
  };
  if (FIRST_ROUTE_CEILING !== null && f.firstRouteJs > APP_BUDGETS.firstRouteJs) {
    line(false, "first route ('/', '/map') JavaScript", f.firstRouteJs, APP_BUDGETS.firstRouteJs);
    console.log(`     target not met, not enforced (docs/benchmarks.md); ${(f.firstRouteJs / KB).toFixed(1)} KB, ${((f.firstRouteJs - APP_BUDGETS.firstRouteJs) / KB).toFixed(1)} KB over`);
    if (process.argv.includes('--verbose')) console.log(`     ${detail(f.firstRouteFiles)}`);
    check('first route against its no-growth ceiling', f.firstRouteJs, FIRST_ROUTE_CEILING);
  } else {
    check("first route ('/', '/map') JavaScript", f.firstRouteJs, APP_BUDGETS.firstRouteJs, f.firstRouteFiles);
  }
  console.log(`info the first route counts the larger language's texts chunk: texts-${f.texts.language} ${kb(f.texts.js)}`);
  console.log(`info the first route's own code ${kb(f.ownJs)}; with each language's texts: ${f.textsByLanguage.map((l) => `${l.language} ${kb(l.js)} (${kb(f.ownJs + l.js)})`).join(', ')}`);
  check('map chunk beyond the first route', f.mapJs, APP_BUDGETS.mapJs, f.mapFiles);
  check('CSS (first route and map)', f.css, APP_BUDGETS.css);
  console.log(`info global components, loaded after the page's load event: ${kb(f.deferredJs)} gzipped (not budgeted)`);
  if (process.argv.includes('--verbose')) console.log(`     ${detail(f.deferredFiles)}`);
  return failed;
}

/**
 * What in the served folder gives source maps away: .map files (also precompressed ones) and
 * JavaScript or CSS files carrying a sourceMappingURL comment. Empty when there is nothing.
 */
export function publicSourceMaps(dir: string): string[] {
  const found: string[] = [];
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = path.relative(dir, path.join(entry.parentPath, entry.name));
    if (/\.map(\.br|\.gz)?$/i.test(entry.name)) found.push(`${file}: a source map in the served folder`);
    else if (/\.(m?js|css)$/i.test(entry.name) && /[#@]\s*sourceMappingURL=/.test(fs.readFileSync(path.join(dir, file), 'utf8'))) {
      found.push(`${file}: a sourceMappingURL comment`);
    }
  }
  return found.sort();
}

function checkSourceMaps(): number {
  const dir = path.resolve('dist');
  if (!fs.existsSync(dir)) {
    console.error('dist is missing: run `npm run build` first.');
    return 1;
  }
  const found = publicSourceMaps(dir);
  for (const f of found) console.log(`LEAK ${f} (source maps belong in dist-sourcemaps/)`);
  if (found.length === 0) console.log('ok   no source map in dist/ and no sourceMappingURL in its bundles');
  return found.length;
}

function checkWidget(): number {
  const dir = path.resolve('dist/embed');
  if (!fs.existsSync(dir)) {
    console.error('dist/embed is missing: run `npm run build` first.');
    return 1;
  }
  const files = fs.readdirSync(dir);
  const one = (re: RegExp) => {
    const f = files.filter((x) => re.test(x));
    if (f.length !== 1) throw new Error(`expected one file matching ${re} in dist/embed, found ${f.length}`);
    return f[0]!;
  };
  const checks = [
    { what: 'widget loader (widget.js)', file: 'widget.js', budget: WIDGET_BUDGETS.loaderJs },
    { what: 'embed JavaScript', file: one(/^embed\.[0-9a-f]+\.js$/), budget: WIDGET_BUDGETS.embedJs },
    { what: 'embed CSS', file: one(/^embed\.[0-9a-f]+\.css$/), budget: WIDGET_BUDGETS.embedCss },
  ];
  let failed = 0;
  for (const c of checks) {
    const size = gzipped(path.join(dir, c.file));
    const ok = size <= c.budget;
    if (!ok) failed++;
    line(ok, c.what, size, c.budget);
  }
  return failed;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename ?? '')) {
  const failed = checkApp() + checkWidget() + checkSourceMaps();
  process.exit(failed > 0 ? 1 : 0);
}
