import http from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import Koa from 'koa';
import supertest from 'supertest';
import { describe, expect, it, vi } from 'vitest';
import type { PageRenderer, RenderedPage } from '../../shared/page-rendering';
import { fillTemplate, findTextScripts, serverRenderedPages } from './pages';

const TEMPLATE =
  '<!doctype html><html lang="en"><head><title>CleanQuest</title><link rel="preload" href="/api/config" as="fetch" crossorigin="use-credentials" /></head>' +
  '<body><div id="root"></div><script defer="defer" src="/main.0123456789.js"></script></body></html>';

const page = (markup: string, status = 200): RenderedPage => ({ status, markup, styles: '<style data-emotion="css x">.x{}</style>', state: '{"language":"en"}' });
const silentLog = { info: () => {}, error: () => {} } as never;

function appWith(render: PageRenderer, textScripts = {}) {
  return appAndKoa(render, textScripts).request;
}

/** The body as sent (not decoded) and its Content-Encoding. */
function rawGet(server: http.Server, path: string, acceptEncoding: string): Promise<{ encoding: string | undefined; body: Buffer }> {
  const { port } = server.address() as AddressInfo;
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => resolve({ encoding: res.headers['content-encoding'], body: Buffer.concat(chunks) }));
      })
      .on('error', reject);
  });
}

function appAndKoa(render: PageRenderer, textScripts = {}) {
  const koa = new Koa();
  koa.use(serverRenderedPages({ template: TEMPLATE, render, textScripts, log: silentLog }));
  koa.use((ctx, next) => {
    if (ctx.path === '/file.txt') ctx.body = 'a file';
    return next();
  });
  return { koa, request: supertest(koa.callback()) };
}

describe('fillTemplate', () => {
  it("puts the markup in #root, the state after it, the CSS in the head, the language on <html>, and drops the config preload", () => {
    const html = fillTemplate(TEMPLATE, page('<header>hi</header>'), 'de', ['/texts-de.abc.js']);
    expect(html).toContain('<html lang="de" dir="ltr">');
    expect(html).toContain('<div id="root"><header>hi</header></div><script type="application/json" id="cq-ssr-state">{"language":"en"}</script>');
    expect(html).toContain('<style data-emotion="css x">.x{}</style></head>');
    expect(html).not.toContain('/api/config');
    expect(html).toContain('<script defer="defer" src="/texts-de.abc.js"></script></body>');
  });

  it('writes a right-to-left language with dir="rtl" (Arabic, not offered yet), replacing the attributes the template had', () => {
    expect(fillTemplate(TEMPLATE, page('x'), 'ar')).toContain('<!doctype html><html lang="ar" dir="rtl"><head>');
    const withDir = TEMPLATE.replace('<html lang="en">', '<html class="a" dir="ltr" lang="en">');
    expect(fillTemplate(withDir, page('x'), 'ar')).toContain('<html class="a" lang="ar" dir="rtl">');
    expect(fillTemplate(withDir, page('x'), 'en')).toContain('<html class="a" lang="en" dir="ltr">');
  });
});

describe('findTextScripts', () => {
  it("finds each language's texts chunk among the built files", () => {
    // A language that is not offered (sv) is not a texts chunk of the app.
    expect(findTextScripts(['main.0123456789.js', 'texts-en.0123456789.js', 'texts-de.abcdef0123.js', 'texts-de.abcdef0123.js.br', 'texts-fr.0123456789.js', 'texts-sv.0123456789.js'])).toEqual({
      en: '/texts-en.0123456789.js',
      de: '/texts-de.abcdef0123.js',
      fr: '/texts-fr.0123456789.js',
    });
  });
});

describe('server-rendered pages', () => {
  it('renders a page once per path and language, then answers from memory', async () => {
    const render = vi.fn<PageRenderer>(async (url, language) => page(`<h1>${url} ${language}</h1>`));
    const request = appWith(render, { de: '/texts-de.abc.js' });
    const first = await request.get('/tasks').set('Accept-Language', 'de-AT,de;q=0.9');
    expect(first.status).toBe(200);
    expect(first.type).toBe('text/html');
    expect(first.text).toContain('<h1>/tasks de</h1>');
    expect(first.text).toContain('src="/texts-de.abc.js"');
    expect(first.headers['cache-control']).toBe('no-cache');
    expect(first.headers.vary).toMatch(/Accept-Encoding.*Accept-Language.*Cookie/);
    await request.get('/tasks').set('Accept-Language', 'de');
    expect(render).toHaveBeenCalledTimes(1);
    // The language cookie wins over the header.
    const english = await request.get('/tasks').set('Accept-Language', 'de').set('Cookie', 'cq_lang=en');
    expect(english.text).toContain('<h1>/tasks en</h1>');
    expect(render).toHaveBeenCalledTimes(2);
    // A query string is rendered each time (not kept).
    await request.get('/tasks?tab=mine');
    await request.get('/tasks?tab=mine');
    expect(render).toHaveBeenCalledTimes(4);
  });

  it('answers a revalidation with 304 and sends brotli or gzip when asked', async () => {
    const { request, koa } = appAndKoa(async () => page('<h1>Task Map</h1>'.repeat(200)));
    const server = http.createServer(koa.callback()).listen(0, '127.0.0.1');
    const first = await request.get('/').set('Accept-Encoding', 'identity');
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await request.get('/').set('If-None-Match', etag!);
    expect(again.status).toBe(304);
    const br = await rawGet(server, '/', 'br');
    expect(br.encoding).toBe('br');
    expect(zlib.brotliDecompressSync(br.body).toString()).toBe(first.text);
    const gzip = await rawGet(server, '/', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(zlib.gunzipSync(gzip.body).toString()).toBe(first.text);
    server.close();
  });

  it("keeps a 404 page's status, and leaves files, /api and the pages it does not render alone", async () => {
    const render = vi.fn<PageRenderer>(async (url) => (url.startsWith('/admin') ? null : page('<h1>Page Not Found</h1>', 404)));
    const request = appWith(render);
    const missing = await request.get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toContain('<h1>Page Not Found</h1>');
    expect((await request.get('/file.txt')).text).toBe('a file');
    expect((await request.get('/admin/review')).text).not.toContain('<html');
    expect((await request.get('/api/nothing')).text).not.toContain('<html');
    expect((await request.post('/tasks')).text).not.toContain('<html');
    expect(render).not.toHaveBeenCalledWith('/api/nothing', expect.anything());
  });

  it('falls through (the page rendered in the browser) when rendering fails, and tries again next time', async () => {
    let fail = true;
    const render = vi.fn<PageRenderer>(async () => {
      if (fail) throw new Error('boom');
      return page('<h1>ok</h1>');
    });
    const request = appWith(render);
    expect((await request.get('/')).text).not.toContain('<h1>ok</h1>');
    fail = false;
    expect((await request.get('/')).text).toContain('<h1>ok</h1>');
  });
});
