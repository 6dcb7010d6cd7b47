import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../support/test-app';

/** The build writes .br/.gz next to each hashed asset (webpack.config.ts, PrecompressPlugin). */
describe('built client assets', () => {
  let t: TestApp;
  let staticDir: string;
  const js = 'main.0123456789.js';
  const source = `console.log(${JSON.stringify('x'.repeat(4000))});`;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-static-'));
    fs.writeFileSync(path.join(staticDir, js), source);
    fs.writeFileSync(path.join(staticDir, `${js}.br`), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(staticDir, `${js}.gz`), zlib.gzipSync(source));
    fs.writeFileSync(path.join(staticDir, 'index.html'), '<!doctype html><title>app</title>');
    // A source map left in STATIC_DIR (the build writes them to dist-sourcemaps/, but a copy may slip in).
    const map = JSON.stringify({ version: 3, sources: ['webpack://cleanquest/./src/client/main.tsx'], mappings: '' });
    fs.writeFileSync(path.join(staticDir, `${js}.map`), map);
    fs.writeFileSync(path.join(staticDir, `${js}.map.gz`), zlib.gzipSync(map));
    fs.mkdirSync(path.join(staticDir, 'embed'));
    fs.writeFileSync(path.join(staticDir, 'embed', 'embed.0123456789.js.map'), map);
    t = await createTestApp({ backend: 'pglite', modules: [], env: { STATIC_DIR: staticDir } });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the brotli file to clients that accept it, cached immutably', async () => {
    const res = await t.request().get(`/${js}`).set('Accept-Encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toContain('javascript');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers.vary).toContain('Accept-Encoding');
    // supertest decodes the brotli body.
    expect(res.text).toBe(source);
  });

  it('serves gzip, or the plain file, to clients that accept only that', async () => {
    const gz = await t.request().get(`/${js}`).set('Accept-Encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe(source);
    const plain = await t.request().get(`/${js}`).set('Accept-Encoding', 'guest');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe(source);
    expect(plain.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('never serves a source map, even one placed in STATIC_DIR', async () => {
    for (const url of [`/${js}.map`, `/${js}.MAP`, `/${js}%2Emap`, `/${js}.map.gz`, `/${js}.map/`, '/embed/embed.0123456789.js.map']) {
      const res = await t.request().get(url).set('Accept-Encoding', 'br, gzip');
      expect(res.status, url).toBe(404);
      expect(res.text, url).toBe('Not Found');
      expect(res.text, url).not.toContain('mappings');
    }
    // Asked for the map's script, the server still serves the script.
    expect((await t.request().get(`/${js}`)).status).toBe(200);
  });
});
