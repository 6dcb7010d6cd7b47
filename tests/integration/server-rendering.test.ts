import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { createPageRenderer } from '../../src/client/app/ssr/render';
import { guest } from '../support/people';
import { createTestApp, type TestApp } from '../support/test-app';
import { LANGUAGES } from '../../src/shared/language';

/**
 * A page reload on any route shows real content before JavaScript runs: the server answers page
 * requests with the rendered shell and screen (the source of the server-rendering bundle here; the
 * e2e tests load the built one). Nothing here runs a script.
 */
describe('server-rendered pages', () => {
  let t: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-ssr-'));
    // The source template, as HtmlWebpackPlugin fills it: scripts at the end of the body.
    const template = fs.readFileSync('src/client/app/index.html', 'utf8').replace('</body>', '<script defer="defer" src="/main.0123456789.js"></script></body>');
    fs.writeFileSync(path.join(staticDir, 'index.html'), template);
    for (const lang of LANGUAGES) fs.writeFileSync(path.join(staticDir, `texts-${lang}.0123456789.js`), '');
    t = await createTestApp({ backend: 'pglite', modules: serverModules, env: { STATIC_DIR: staticDir, MAP_TILE_URL: 'https://tiles.example.org/{z}/{x}/{y}.png' }, pageRenderer: createPageRenderer });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/', 'Task Map'],
    ['/tasks', 'Cleanup Tasks'],
    ['/map', 'Task Map'],
  ])('%s: the header, the tab title and the bottom navigation are in the HTML', async (url, title) => {
    const res = await t.request().get(url);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const root = /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="cq-ssr-state">/.exec(res.text)?.[1] ?? '';
    expect(root).toMatch(/<header[^>]*>[\s\S]*CleanQuest[\s\S]*<\/header>/);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${title}</h1>`));
    expect(root).toMatch(/<nav[^>]*aria-label="Main navigation"[\s\S]*href="\/camera"[\s\S]*href="\/tasks"[\s\S]*href="\/profile"/);
    // Styled without JavaScript: the critical CSS is in the head.
    expect(res.text).toMatch(/<style data-emotion="css [^"]+">[^<]+<\/style>[\s\S]*<\/head>/);
    // The scripts still come after the content (deferred).
    expect(res.text.indexOf('id="root"')).toBeLessThan(res.text.indexOf('src="/main.0123456789.js"'));
  });

  it("is in the language of the person's choice (cookie), else of the browser, with that language's texts", async () => {
    const de = await t.request().get('/tasks').set('Accept-Language', 'de-DE,de;q=0.9,en;q=0.8');
    expect(de.text).toContain('<html lang="de" dir="ltr">');
    expect(de.text).toMatch(/<h1[^>]*>Aufräumaufgaben<\/h1>/);
    expect(de.text).toContain('aria-label="Hauptnavigation"');
    expect(de.text).toContain('<script defer="defer" src="/texts-de.0123456789.js"></script>');
    const chosen = await t.request().get('/tasks').set('Accept-Language', 'de').set('Cookie', 'cq_lang=en');
    expect(chosen.text).toContain('<html lang="en" dir="ltr">');
    expect(chosen.text).toMatch(/<h1[^>]*>Cleanup Tasks<\/h1>/);
  });

  it("issue 41: '/' answers in the cookie's language (cq_lang=fr) with its direction, and an error in the Accept-Language's (pl)", async () => {
    const home = await t.request().get('/').set('Cookie', 'cq_lang=fr').set('Accept-Language', 'en-GB,en;q=0.9');
    expect(home.status).toBe(200);
    expect(home.text).toContain('<html lang="fr" dir="ltr">');
    expect(home.text).toMatch(/<h1[^>]*>Carte des tâches<\/h1>/);
    expect(home.text).toContain('<script defer="defer" src="/texts-fr.0123456789.js"></script>');
    const arabic = await t.request().get('/').set('Cookie', 'cq_lang=ar');
    expect(arabic.text).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toMatch(/<h1[^>]*>خريطة المهام<\/h1>/);
    const error = await t.request().get('/api/no-such-route').set('Accept-Language', 'pl-PL, pl;q=0.9, de;q=0.8, en;q=0.5');
    expect(error.status).toBe(404);
    expect(error.body).toEqual({ error: 'Brak ścieżki API dla GET /api/no-such-route.', code: 'NOT_FOUND' });
    // A language not offered (sv) is passed over for the next one the header accepts.
    const next = await t.request().get('/api/no-such-route').set('Accept-Language', 'sv-SE, sv;q=0.9, de;q=0.8');
    expect(next.body).toEqual({ error: 'Keine API-Route für GET /api/no-such-route.', code: 'NOT_FOUND' });
  });

  it('carries the run-time config, so the page does not fetch it', async () => {
    const res = await t.request().get('/map');
    expect(res.text).not.toContain('rel="preload" href="/api/config"');
    const state = JSON.parse(/<script type="application\/json" id="cq-ssr-state">([^<]*)<\/script>/.exec(res.text)![1]!);
    const config = state.queries.queries.find((q: { queryKey: string[] }) => q.queryKey[0] === '/api/config');
    expect(config.state.data.mapTileUrl).toBe('https://tiles.example.org/{z}/{x}/{y}.png');
  });

  it('is the same for everyone: no session is started and nothing personal is in it', async () => {
    const { agent } = await guest(t);
    const withSession = await agent.get('/');
    const without = await t.request().get('/');
    expect(withSession.headers['set-cookie']).toBeUndefined();
    expect(withSession.text).toBe(without.text);
  });

  it('an unknown path is "Page Not Found" with status 404; the admin area is the plain page', async () => {
    const missing = await t.request().get('/no/such/page');
    expect(missing.status).toBe(404);
    expect(missing.text).toMatch(/<h1[^>]*>Page Not Found<\/h1>/);
    const admin = await t.request().get('/admin/review');
    expect(admin.status).toBe(200);
    expect(admin.text).toContain('<div id="root"></div>');
  });
});
