/**
 * The installable app's part of the client build (issue 23), one call in webpack.config.ts:
 * - PwaFilesPlugin writes manifest.webmanifest, the icons (icons/*.png), favicon.ico and robots.txt
 *   into dist/ (from src/client/app/pwa/: the manifest's data and the icons made by npm run icons);
 * - InjectManifest compiles the service worker (src/sw/service-worker.ts) to dist/sw.js with the
 *   precache list written in: every script, style, icon and the shell (index.html), except the admin
 *   area's chunks, the precompressed copies and source maps (precacheExcluded);
 * - `process.env.CQ_SERVICE_WORKER` tells the client whether to register it ('on' or 'off').
 *
 * The service worker is built in production, and in development only with SERVICE_WORKER=on
 * (`SERVICE_WORKER=on npx webpack --mode development`): a worker serving cached files gets in the way
 * while developing.
 */
import fs from 'node:fs';
import path from 'node:path';
import webpack, { type Compilation, type Compiler, type WebpackPluginInstance } from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { ICON_FILES, ICON_FOLDER, ROBOTS_TXT, WEB_MANIFEST } from '../../src/client/app/pwa/web-manifest';

const root = path.resolve(import.meta.dirname, '../..');

/** The files PwaFilesPlugin writes, by their name in dist/. */
export function pwaFiles(): Map<string, Buffer> {
  const icon = (name: string) => fs.readFileSync(path.join(root, ICON_FOLDER, name));
  const files = new Map<string, Buffer>();
  files.set('manifest.webmanifest', Buffer.from(JSON.stringify(WEB_MANIFEST, null, 2)));
  for (const name of [ICON_FILES.any192, ICON_FILES.any512, ICON_FILES.maskable512, ICON_FILES.appleTouch]) files.set(`icons/${name}`, icon(name));
  files.set('favicon.ico', icon(ICON_FILES.favicon));
  files.set('robots.txt', Buffer.from(ROBOTS_TXT));
  return files;
}

export class PwaFilesPlugin {
  apply(compiler: Compiler) {
    compiler.hooks.thisCompilation.tap('PwaFilesPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PwaFilesPlugin', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        for (const [name, data] of pwaFiles()) compilation.emitAsset(name, new webpack.sources.RawSource(data));
        compilation.fileDependencies.add(path.join(root, ICON_FOLDER));
      });
    });
  }
}

/** An import made by the admin area: its path or the importing file is in an `admin/` folder. */
function adminOrigin(origin: { module?: { nameForCondition(): string | null } | null; request?: string }): boolean {
  const from = origin.module?.nameForCondition() ?? '';
  return /(^|[\\/])admin[\\/]/.test(origin.request ?? '') || /[\\/]admin[\\/]/.test(from);
}

/** An import of the face detector's chunk (src/client/photo/faces/load-detector.ts, issue 39). */
function faceDetectorOrigin(origin: { request?: string }): boolean {
  return /(^|[\\/])detector-browser$/.test(origin.request ?? '');
}

type Origin = Parameters<typeof adminOrigin>[0];

/** Files (and their assets) of chunks every chunk group of which was made by an import `made` accepts. */
function filesOnlyLoadedBy(compilation: Compilation, made: (origin: Origin) => boolean): Set<string> {
  const files = new Set<string>();
  for (const chunk of compilation.chunks) {
    const groups = [...chunk.groupsIterable];
    const only = groups.length > 0 && groups.every((g) => g.origins.length > 0 && g.origins.every((o) => made(o)));
    if (!only) continue;
    for (const f of chunk.files) files.add(f);
    for (const f of chunk.auxiliaryFiles) files.add(f);
  }
  return files;
}

/**
 * Files of chunks that only the admin area loads: every chunk group the chunk is in was made by an
 * import of the admin area (the admin shell, a module's adminViews, imports inside them).
 */
export function adminOnlyFiles(compilation: Compilation): Set<string> {
  return filesOnlyLoadedBy(compilation, adminOrigin);
}

/**
 * The face detector's files (issue 39): its chunks (face-api, tfjs-core, the WASM backend) and the
 * .wasm binaries and model weights under assets/faces/, over 1 MB together. Not precached: a first
 * visit on a weak signal must not download what it may never need; the service worker caches them
 * when a photo screen first uses them (src/sw/routes.ts isFaceDetectorAsset, and hashed scripts).
 */
export function faceDetectorFiles(compilation: Compilation): Set<string> {
  return filesOnlyLoadedBy(compilation, faceDetectorOrigin);
}

/**
 * What stays out of the precache: precompressed copies, source maps, robots.txt, the worker itself,
 * the admin area's chunks and the face detector's files. One function, as workbox stops at the first
 * function condition.
 */
export function precacheExcluded(name: string, compilation: Compilation, adminFiles = adminOnlyFiles(compilation), faceFiles = faceDetectorFiles(compilation)): boolean {
  if (/\.(br|gz|map)$/.test(name) || /LICENSE/.test(name)) return true;
  if (name === 'sw.js' || name === 'robots.txt') return true;
  if (name.startsWith('assets/faces/')) return true;
  return adminFiles.has(name) || faceFiles.has(name);
}

/** The plugins of the installable app for the app build (see the top of this file). */
export function pwaPlugins(production: boolean, env: NodeJS.ProcessEnv = process.env): WebpackPluginInstance[] {
  const serviceWorker = production || env.SERVICE_WORKER === 'on';
  const plugins: WebpackPluginInstance[] = [
    new webpack.DefinePlugin({ 'process.env.CQ_SERVICE_WORKER': JSON.stringify(serviceWorker ? 'on' : 'off') }),
    new PwaFilesPlugin(),
  ];
  if (serviceWorker) {
    // The admin chunks and the face detector's files of the compilation at hand (worked out once per build).
    const lazyFiles = new WeakMap<Compilation, { admin: Set<string>; faces: Set<string> }>();
    const lazyOf = (compilation: Compilation) => {
      let files = lazyFiles.get(compilation);
      if (!files) lazyFiles.set(compilation, (files = { admin: adminOnlyFiles(compilation), faces: faceDetectorFiles(compilation) }));
      return files;
    };
    plugins.push(
      new InjectManifest({
        swSrc: path.join(root, 'src/sw/service-worker.ts'),
        swDest: 'sw.js',
        exclude: [
          ({ asset, compilation }: { asset: { name: string }; compilation: Compilation }) => precacheExcluded(asset.name, compilation, lazyOf(compilation).admin, lazyOf(compilation).faces),
        ],
        // Hashed names need no revision: the URL changes with the content.
        dontCacheBustURLsMatching: /\.[0-9a-f]{10}\./,
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      }),
    );
  }
  return plugins;
}
