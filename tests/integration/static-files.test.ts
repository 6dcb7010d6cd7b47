import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatePageRenderer } from '../../src/shared/page-rendering';
import { createTestApp, type TestApp } from '../support/test-app';

const INDEX = '<!doctype html><html lang="en"><head><title>CleanQuest</title></head><body><div id="root"></div></body></html>';

/** A server renderer that renders every path (like the real one, which renders 'Page Not Found' for unknown pages). */
const renderEverything: CreatePageRenderer = () => async (url) => ({ status: url === '/tasks' ? 200 : 404, markup: `<main>page ${url}</main>`, styles: '', state: '{}' });

/**
 * Issue 23, point 8: what an installed app and crawlers ask for is a real file or a 404, never the
 * app's HTML page (which the page middleware answers every other GET with).
 */
describe.each([false, true])('static files and missing files (server rendering %s)', (rendering) => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-static-'));
    fs.writeFileSync(path.join(staticDir, 'index.html'), INDEX);
    fs.writeFileSync(path.join(staticDir, 'robots.txt'), 'User-agent: *\nDisallow: /api/\n');
    fs.writeFileSync(path.join(staticDir, 'favicon.ico'), Buffer.from([0, 0, 1, 0, 0, 0]));
    fs.writeFileSync(path.join(staticDir, 'manifest.webmanifest'), '{"name":"CleanQuest"}');
    fs.writeFileSync(path.join(staticDir, 'sw.js'), 'self.addEventListener("fetch", () => {});');
    t = await createTestApp({ backend: 'pglite', modules: [], env: { STATIC_DIR: staticDir }, pageRenderer: rendering ? renderEverything : undefined });
  });
  afterAll(async () => {
    await t?.close();
    if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it('serves the files that are there with their own types', async () => {
    const robots = await t.request().get('/robots.txt');
    expect(robots.status).toBe(200);
    expect(robots.type).toBe('text/plain');
    expect(robots.text).toContain('Disallow: /api/');
    const icon = await t.request().get('/favicon.ico');
    expect(icon.status).toBe(200);
    expect(icon.type).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const manifest = await t.request().get('/manifest.webmanifest');
    expect(manifest.status).toBe(200);
    expect(manifest.type).toBe('application/manifest+json');
    const worker = await t.request().get('/sw.js');
    expect(worker.status).toBe(200);
    expect(worker.type).toMatch(/^(text|application)\/javascript$/);
    // The browser must look for a new service worker on every check.
    expect(worker.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    '/favicon.png',
    '/apple-touch-icon.png',
    '/main.0123456789.js',
    '/old-chunk.js',
    '/styles.css',
    '/data.json',
    '/site.webmanifest',
    '/ads.txt',
    '/.well-known/assetlinks.json',
    '/icons/icon-1024.png',
    '/assets/gone',
    '/tasks/picture.JPG',
    '/main%2Ejs',
  ])('GET %s that is not there is a plain 404, not the app page', async (file) => {
    const res = await t.request().get(file);
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
    expect(res.text).toBe('Not Found');
    expect(res.text).not.toContain('<html');
  });

  it('HEAD of a missing file is a 404 too', async () => {
    const res = await t.request().head('/favicon.png');
    expect(res.status).toBe(404);
    expect(res.type).toBe('text/plain');
  });

  it('pages are still the app page', async () => {
    for (const page of ['/tasks', '/partners/12/impact', '/no-such-page']) {
      const res = await t.request().get(page);
      expect(res.type).toBe('text/html');
      expect(res.text).toContain('<div id="root">');
      if (rendering) expect(res.text).toContain(`page ${page}`);
    }
  });

  it('unknown /api paths keep their JSON 404', async () => {
    const res = await t.request().get('/api/nothing.json');
    expect(res.status).toBe(404);
    expect(res.body.code).toBeDefined();
  });
});
