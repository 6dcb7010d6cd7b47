import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, backends, type TestApp } from '../support/test-app';

const JS = 'anchor.0123456789.js';
const SOURCE = `console.log(${JSON.stringify('x'.repeat(4000))});`;
const TILES = 'https://tiles.example.org/{z}/{x}/{y}.png';

/**
 * An anchor build as `npm run build:anchor` lays it out (dist-anchor/): public/ with the template
 * and the hashed, precompressed files; render.cjs, here the source of scripts/bench-anchor/render.tsx
 * through tsx (the real renderer, not a stand-in).
 */
function anchorDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-anchor-'));
  fs.mkdirSync(path.join(dir, 'public'));
  const template = fs.readFileSync('scripts/bench-anchor/index.html', 'utf8').replace('</body>', `<script defer="defer" src="/bench/anchor/${JS}"></script></body>`);
  fs.writeFileSync(path.join(dir, 'public', 'index.html'), template);
  fs.writeFileSync(path.join(dir, 'public', JS), SOURCE);
  fs.writeFileSync(path.join(dir, 'public', `${JS}.br`), zlib.brotliCompressSync(SOURCE));
  const render = path.resolve('scripts/bench-anchor/render.tsx');
  const tsxApi = createRequire(import.meta.url).resolve('tsx/cjs/api');
  fs.writeFileSync(path.join(dir, 'render.cjs'), `module.exports = require(${JSON.stringify(tsxApi)}).require(${JSON.stringify(render)}, __filename);`);
  return dir;
}

describe.each(backends())('the benchmark anchor (issue 38) on %s', (backend) => {
  let off: TestApp;
  let on: TestApp;
  let dir: string;

  beforeAll(async () => {
    dir = anchorDir();
    off = await createTestApp({ backend, modules: [] });
    on = await createTestApp({ backend, modules: [], env: { BENCH_ANCHOR_DIR: dir, MAP_TILE_URL: TILES } });
  });
  afterAll(async () => {
    await Promise.all([off?.close(), on?.close()]);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('is not there without BENCH_ANCHOR_DIR: the page and its files are 404', async () => {
    expect((await off.request().get('/bench/anchor')).status).toBe(404);
    expect((await off.request().get(`/bench/anchor/${JS}`)).status).toBe(404);
  });

  it('with it, GET /bench/anchor is the server-rendered first screen, ready to hydrate', async () => {
    const res = await on.request().get('/bench/anchor');
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    expect(res.headers['cache-control']).toBe('no-cache');
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="cq-ssr-state">/.exec(res.text)?.[1] ?? '';
    expect(root).toMatch(/<header[^>]*>[\s\S]*CleanQuest[\s\S]*<\/header>/);
    expect(root).toMatch(/<h1[^>]*>Task Map<\/h1>/);
    expect(root).toMatch(/<nav[^>]*aria-label="Main navigation"[\s\S]*href="\/map"[\s\S]*href="\/camera"[\s\S]*href="\/tasks"[\s\S]*href="\/profile"/);
    // The state it hydrates with (the configured tiles), emotion's critical CSS, then the deferred script.
    const state = JSON.parse(/<script type="application\/json" id="cq-ssr-state">([^<]*)<\/script>/.exec(res.text)![1]!);
    expect(state.mapTileUrl).toBe(TILES);
    expect(res.text).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>[\s\S]*<\/head>/);
    expect(res.text.indexOf('id="root"')).toBeLessThan(res.text.indexOf(`src="/bench/anchor/${JS}"`));
  });

  it("serves its files with the app's static headers (precompressed, immutable), and nothing outside public/", async () => {
    const res = await on.request().get(`/bench/anchor/${JS}`).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.text).toBe(SOURCE);
    expect((await on.request().get('/bench/anchor/missing.0123456789.js')).status).toBe(404);
    for (const p of ['/bench/anchor/../render.cjs', '/bench/anchor/%2e%2e/render.cjs']) {
      const outside = await on.request().get(p);
      expect(outside.status).toBeGreaterThanOrEqual(400);
      expect(outside.text).not.toContain('render.tsx');
    }
  });

  it('fails the start with a clear message when the directory holds no build', async () => {
    const empty = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-anchor-empty-'));
    try {
      await expect(createTestApp({ backend, modules: [], env: { BENCH_ANCHOR_DIR: empty } })).rejects.toThrow(/holds no built anchor.*npm run build:anchor/);
    } finally {
      fs.rmSync(empty, { recursive: true, force: true });
    }
  });
});
