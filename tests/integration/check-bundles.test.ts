import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appFigures, publicSourceMaps, textsChunks } from '../../scripts/check-bundles';
import { LANGUAGES } from '../../src/shared/language';

/** scripts/check-bundles.ts: the first route, the map and CSS come from the chunk graph, not a file list. */
describe('check:bundles figures', () => {
  let dir: string;
  const sizes: Record<string, number> = {};
  const write = (file: string, bytes: number, seed: number) => {
    // Incompressible content, so each file's gzipped size is known and distinct.
    let x = seed;
    const buf = Buffer.alloc(bytes, 0).map(() => ((x = (x * 1103515245 + 12345) & 0x7fffffff), x & 0xff));
    fs.writeFileSync(path.join(dir, file), buf);
    sizes[file] = zlib.gzipSync(buf, { level: 9 }).length;
  };
  const route = { from: './src/modules/tasks/client.ts', request: './ui/MapScreen', what: 'route' };
  const watcher = { from: './src/modules/gamification/client.ts', request: './ui/LevelUpWatcher', what: 'watcher' };
  // Every other offered language has its texts chunk too (smaller than German's, so German stays the larger one).
  const others = LANGUAGES.filter((l) => l !== 'en' && l !== 'de');

  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bundles-'));
    for (const [f, n, s] of [['runtime.js', 500, 1], ['main.js', 3000, 2], ['screen.js', 1200, 3], ['shared.js', 800, 4], ['map.js', 2000, 5], ['map.css', 300, 6], ['watcher.js', 700, 7], ['tasks.js', 900, 8], ['texts-en.js', 400, 9], ['texts-de.js', 450, 10]] as const) write(f, n, s);
    others.forEach((l, i) => write(`texts-${l}.js`, 300 + i, 11 + i));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  const stats = () => ({
    outputPath: dir,
    entrypoints: { main: { chunks: [1, 2] } },
    chunks: [
      { id: 1, names: ['runtime'], initial: true, files: ['runtime.js'], children: [], origins: [], modules: [] },
      { id: 2, names: ['main'], initial: true, files: ['main.js', 'main.js.map'], children: [3, 4, 6, 7], origins: [], modules: ['/x/src/client/app/main.tsx'] },
      { id: 3, names: [], initial: false, files: ['screen.js'], children: [5], origins: [route], modules: ['/x/src/modules/tasks/ui/MapScreen.tsx'] },
      // Shared by the screen and the tasks list: loaded with the first route.
      { id: 4, names: [], initial: false, files: ['shared.js'], children: [5], origins: [route, { from: route.from, request: './ui/TasksScreen' }], modules: [] },
      { id: 5, names: [], initial: false, files: ['map.js', 'map.css'], children: [], origins: [{ from: './src/modules/tasks/ui/MapScreen.tsx', request: './map/TaskMap' }], modules: ['/x/node_modules/leaflet/dist/leaflet-src.js'] },
      { id: 6, names: [], initial: false, files: ['watcher.js'], children: [], origins: [watcher], modules: [] },
      { id: 7, names: [], initial: false, files: ['tasks.js'], children: [], origins: [{ from: route.from, request: './ui/TasksScreen' }], modules: [] },
      // One texts chunk per language (every loader names it), children of the entry.
      { id: 8, names: ['texts-en'], initial: false, files: ['texts-en.js'], children: [], origins: [{ from: './src/client/i18n.ts', request: './i18n/en.json' }, { from: route.from, request: './i18n/en.json' }], modules: ['/x/src/client/i18n/en.json', '/x/src/modules/tasks/i18n/en.json'] },
      { id: 9, names: ['texts-de'], initial: false, files: ['texts-de.js'], children: [], origins: [{ from: './src/client/i18n.ts', request: './i18n/de.json' }, { from: route.from, request: './i18n/de.json' }], modules: ['/x/src/client/i18n/de.json', '/x/src/modules/tasks/i18n/de.json'] },
      ...others.map((l, i) => ({ id: 10 + i, names: [`texts-${l}`], initial: false, files: [`texts-${l}.js`], children: [], origins: [{ from: './src/client/i18n.ts', request: `./i18n/${l}.json` }], modules: [`/x/src/client/i18n/${l}.json`] })),
    ].map((c) => ({ ...c, names: c.names as string[], modules: c.modules as string[], origins: c.origins.map((o) => ({ moduleName: o.from, request: o.request })) })),
  });

  it("adds the entry, the route screen group and the larger language's texts; the Leaflet group is the map; global components are deferred", () => {
    const f = appFigures(stats(), { route, deferred: [watcher] });
    expect(sizes['texts-de.js']!).toBeGreaterThan(sizes['texts-en.js']!);
    expect(f.firstRouteFiles.sort()).toEqual(['main.js', 'runtime.js', 'screen.js', 'shared.js', 'texts-de.js']);
    expect(f.firstRouteJs).toBe(sizes['main.js']! + sizes['runtime.js']! + sizes['screen.js']! + sizes['shared.js']! + sizes['texts-de.js']!);
    expect(f.texts).toEqual({ language: 'de', js: sizes['texts-de.js'] });
    // The own code and each language's texts are separate figures: own + the larger texts is the first route.
    expect(f.ownJs).toBe(sizes['main.js']! + sizes['runtime.js']! + sizes['screen.js']! + sizes['shared.js']!);
    expect(f.textsByLanguage.map((l) => l.language)).toEqual([...LANGUAGES]);
    expect(f.textsByLanguage.find((l) => l.language === 'en')!.js).toBe(sizes['texts-en.js']);
    expect(f.ownJs + Math.max(...f.textsByLanguage.map((l) => l.js))).toBe(f.firstRouteJs);
    expect(f.mapFiles).toEqual(['map.js']);
    expect(f.mapJs).toBe(sizes['map.js']);
    expect(f.css).toBe(sizes['map.css']);
    expect(f.deferredJs).toBe(sizes['watcher.js']);
  });

  it("leaves out another screen's map that shares the Leaflet chunk (an event's, a survey's): it loads with that screen, not with the first route", () => {
    write('eventmap.js', 600, 11);
    write('eventmap.css', 200, 12);
    const withOther = stats();
    const other = { moduleName: './src/modules/events/ui/EventScreen.tsx', request: './EventMap' };
    withOther.chunks[4]!.origins.push(other);
    withOther.chunks.push({ id: 10, names: [], initial: false, files: ['eventmap.js', 'eventmap.css'], children: [], origins: [other], modules: ['/x/src/modules/events/ui/EventMap.tsx'] });
    const f = appFigures(withOther, { route, deferred: [watcher] });
    expect(f.mapFiles).toEqual(['map.js']);
    expect(f.mapJs).toBe(sizes['map.js']);
    expect(f.css).toBe(sizes['map.css']);
  });

  it('fails when translation JSON is in the entry (or any chunk but its language\'s texts chunk)', () => {
    const inEntry = stats();
    inEntry.chunks[1]!.modules.push('/x/src/modules/guest/i18n/de.json');
    expect(() => appFigures(inEntry, { route, deferred: [] })).toThrow(/src\/modules\/guest\/i18n\/de\.json is in chunk 2 \(main\)/);
    const shellInScreen = stats();
    shellInScreen.chunks[2]!.modules.push('/x/src/client/i18n/en.json');
    expect(() => textsChunks(shellInScreen)).toThrow(/src\/client\/i18n\/en\.json is in chunk 3 \(unnamed\)/);
    // German texts in the English chunk: a loader named the wrong chunk.
    const mixed = stats();
    mixed.chunks[7]!.modules.push('/x/src/modules/tasks/i18n/de.json');
    expect(() => textsChunks(mixed)).toThrow(/not only in texts-de/);
  });

  it('fails when a language has no texts chunk of its own (a loader without the chunk name)', () => {
    const unnamed = stats();
    unnamed.chunks[8]!.names = [];
    expect(() => appFigures(unnamed, { route, deferred: [] })).toThrow(/expected one texts-de chunk, found 0/);
  });

  it('leaves other JSON alone (an admin page\'s own texts load with its chunk)', () => {
    const page = stats();
    page.chunks[6]!.modules.push('/x/src/modules/embed/admin/texts.de.json', '/x/src/modules/embed/admin/texts.en.json');
    expect([...textsChunks(page).keys()]).toEqual(['en', 'de', ...others]);
  });

  it('fails loudly when the route screen is not in the graph (renamed, or a file list would have passed)', () => {
    expect(() => appFigures(stats(), { route: { ...route, request: './ui/Gone' }, deferred: [] })).toThrow(/no chunk for route/);
  });
});

/** scripts/check-bundles.ts: nothing in dist/ may give the source maps away. */
describe('check:bundles source maps', () => {
  let dir: string;
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-maps-'));
    fs.mkdirSync(path.join(dir, 'embed'));
    fs.writeFileSync(path.join(dir, 'main.0123456789.js'), 'console.log(1);');
    fs.writeFileSync(path.join(dir, 'main.0123456789.css'), 'body{margin:0}');
    fs.writeFileSync(path.join(dir, 'embed', 'widget.js'), '(()=>{})();');
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('passes a folder of bundles without maps or references to them', () => {
    expect(publicSourceMaps(dir)).toEqual([]);
  });

  it('names every .map file and every bundle with a sourceMappingURL comment', () => {
    fs.writeFileSync(path.join(dir, 'main.0123456789.js.map'), '{}');
    fs.writeFileSync(path.join(dir, 'main.0123456789.js.map.gz'), zlib.gzipSync('{}'));
    fs.writeFileSync(path.join(dir, 'embed', 'embed.0123456789.js'), 'x();\n//# sourceMappingURL=embed.0123456789.js.map');
    fs.writeFileSync(path.join(dir, 'lazy.0123456789.css'), 'a{}\n/*# sourceMappingURL=lazy.css.map*/');
    expect(publicSourceMaps(dir)).toEqual([
      `${path.join('embed', 'embed.0123456789.js')}: a sourceMappingURL comment`,
      'lazy.0123456789.css: a sourceMappingURL comment',
      'main.0123456789.js.map.gz: a source map in the served folder',
      'main.0123456789.js.map: a source map in the served folder',
    ]);
  });
});
