import type { Compilation } from 'webpack';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { describe, expect, it } from 'vitest';
import { ROBOTS_TXT, WEB_MANIFEST } from '../../src/client/app/pwa/web-manifest';
import { adminOnlyFiles, faceDetectorFiles, precacheExcluded, pwaFiles, pwaPlugins, PwaFilesPlugin } from './pwa';

/** A compilation with chunks made by the given imports (`[importing file, request]` per chunk group). */
function compilationOf(chunks: { files: string[]; groups: [string | null, string][][] }[]): Compilation {
  return {
    chunks: new Set(
      chunks.map((c) => ({
        files: new Set(c.files),
        auxiliaryFiles: new Set<string>(),
        groupsIterable: c.groups.map((origins) => ({
          origins: origins.map(([from, request]) => ({ module: from ? { nameForCondition: () => from } : null, request })),
        })),
      })),
    ),
  } as unknown as Compilation;
}

describe('the installable app in the build', () => {
  it('writes the manifest, the icons, favicon.ico and robots.txt', () => {
    const files = pwaFiles();
    expect([...files.keys()].sort()).toEqual(['favicon.ico', 'icons/apple-touch-icon.png', 'icons/icon-192.png', 'icons/icon-512.png', 'icons/icon-maskable-512.png', 'manifest.webmanifest', 'robots.txt']);
    expect(JSON.parse(files.get('manifest.webmanifest')!.toString())).toEqual(WEB_MANIFEST);
    for (const icon of WEB_MANIFEST.icons) expect(files.has(icon.src.slice(1))).toBe(true);
    expect(files.get('robots.txt')!.toString()).toBe(ROBOTS_TXT);
    expect(ROBOTS_TXT).toMatch(/^Disallow: \/api\/$/m);
    expect(ROBOTS_TXT).toMatch(/^Disallow: \/admin$/m);
  });

  it('builds the service worker in production, in development only with SERVICE_WORKER=on, and tells the client', () => {
    const define = (plugins: webpack.WebpackPluginInstance[]) => (plugins.find((p) => p instanceof webpack.DefinePlugin) as webpack.DefinePlugin).definitions;
    const production = pwaPlugins(true, {});
    expect(production.some((p) => p instanceof InjectManifest)).toBe(true);
    expect(production.some((p) => p instanceof PwaFilesPlugin)).toBe(true);
    expect(define(production)).toEqual({ 'process.env.CQ_SERVICE_WORKER': '"on"' });
    const development = pwaPlugins(false, {});
    expect(development.some((p) => p instanceof InjectManifest)).toBe(false);
    expect(development.some((p) => p instanceof PwaFilesPlugin)).toBe(true);
    expect(define(development)).toEqual({ 'process.env.CQ_SERVICE_WORKER': '"off"' });
    expect(pwaPlugins(false, { SERVICE_WORKER: 'on' }).some((p) => p instanceof InjectManifest)).toBe(true);
  });

  it("leaves the admin area's chunks out of the precache, and chunks it shares with the app in", () => {
    const compilation = compilationOf([
      { files: ['main.0123456789.js'], groups: [[[null, './src/client/app/main.tsx']]] },
      { files: ['1.0123456789.js'], groups: [[['/r/src/client/app/router.tsx', './admin/AdminShell']]] },
      { files: ['2.0123456789.js'], groups: [[['/r/src/modules/tasks/client.ts', './admin/ReviewQueue']]] },
      { files: ['3.0123456789.js'], groups: [[['/r/src/modules/tasks/admin/ReviewQueue.tsx', './ReviewPhoto']]] },
      { files: ['4.0123456789.js'], groups: [[['/r/src/modules/tasks/client.ts', './admin/ReviewQueue']], [['/r/src/modules/tasks/client.ts', './ui/TasksScreen']]] },
      { files: ['5.0123456789.js', '5.0123456789.css'], groups: [[['/r/src/modules/tasks/client.ts', './ui/TasksScreen']]] },
    ]);
    const admin = adminOnlyFiles(compilation);
    expect([...admin].sort()).toEqual(['1.0123456789.js', '2.0123456789.js', '3.0123456789.js']);
    const excluded = (name: string) => precacheExcluded(name, compilation, admin);
    expect(excluded('main.0123456789.js')).toBe(false);
    expect(excluded('4.0123456789.js')).toBe(false);
    expect(excluded('5.0123456789.css')).toBe(false);
    expect(excluded('index.html')).toBe(false);
    expect(excluded('icons/icon-192.png')).toBe(false);
    expect(excluded('2.0123456789.js')).toBe(true);
    for (const name of ['main.0123456789.js.br', 'main.0123456789.js.gz', 'main.0123456789.js.map', 'sw.js', 'robots.txt']) expect(excluded(name)).toBe(true);
  });

  it("leaves the face detector's chunks, .wasm and weights out of the precache (issue 39), and what other screens share in", () => {
    const compilation = compilationOf([
      { files: ['main.0123456789.js'], groups: [[[null, './src/client/app/main.tsx']]] },
      { files: ['face-detect.0123456789.js'], groups: [[['/r/src/client/photo/faces/load-detector.ts', './detector-browser']]] },
      { files: ['77.0123456789.js'], groups: [[['/r/src/client/photo/faces/load-detector.ts', './detector-browser']]] },
      { files: ['78.0123456789.js'], groups: [[['/r/src/client/photo/faces/load-detector.ts', './detector-browser']], [['/r/src/modules/reports/client.ts', './ui/ReportScreen']]] },
    ]);
    const faces = faceDetectorFiles(compilation);
    expect([...faces].sort()).toEqual(['77.0123456789.js', 'face-detect.0123456789.js']);
    const excluded = (name: string) => precacheExcluded(name, compilation, adminOnlyFiles(compilation), faces);
    expect(excluded('face-detect.0123456789.js')).toBe(true);
    expect(excluded('77.0123456789.js')).toBe(true);
    expect(excluded('78.0123456789.js')).toBe(false);
    expect(excluded('main.0123456789.js')).toBe(false);
    expect(excluded('assets/faces/tfjs-backend-wasm-simd.0123456789.wasm')).toBe(true);
    expect(excluded('assets/faces/tiny_face_detector_model.0123456789.bin')).toBe(true);
    expect(excluded('assets/marker-icon.0123456789.png')).toBe(false);
  });
});
