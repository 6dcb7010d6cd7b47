import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import packageJson from '../../package.json' with { type: 'json' };
import { createPageRenderer } from '../../src/client/app/ssr/render';
import { consentModule } from '../../src/modules/consent/server';
import { guestModule } from '../../src/modules/guest/server';
import { legalModule } from '../../src/modules/legal/server';
import { repositoryUrl } from '../../src/server/source-code';
import { createTestApp, type TestApp } from '../support/test-app';

/** The source template, as HtmlWebpackPlugin fills it (see server-rendering.test.ts). */
function staticDirWithTemplate(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-legal-ssr-'));
  const template = fs.readFileSync('src/client/app/index.html', 'utf8').replace('</body>', '<script defer="defer" src="/main.0123456789.js"></script></body>');
  fs.writeFileSync(path.join(dir, 'index.html'), template);
  fs.writeFileSync(path.join(dir, 'texts-de.0123456789.js'), '');
  return dir;
}

/** The server-rendered markup inside #root. */
const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script type="application\/json" id="cq-ssr-state">/.exec(html)?.[1] ?? '';

/**
 * The legal pages (issue 22) are server-rendered like /privacy: readable before any script runs, in
 * the request's language, with the operator's settings (IMPRINT_*, ACCESSIBILITY_*) in the HTML.
 */
describe('server-rendered legal pages', () => {
  let configured: TestApp;
  let bare: TestApp;
  let staticDir: string;

  beforeAll(async () => {
    staticDir = staticDirWithTemplate();
    const modules = [guestModule, consentModule, legalModule];
    configured = await createTestApp({
      backend: 'pglite',
      modules,
      pageRenderer: createPageRenderer,
      env: {
        STATIC_DIR: staticDir,
        IMPRINT_NAME: 'Saubere Stadt e.V.',
        IMPRINT_ADDRESS: 'Hauptstraße 1\\n10115 Berlin',
        IMPRINT_EMAIL: 'info@saubere-stadt.example',
        IMPRINT_VAT_ID: 'DE123456789',
        ACCESSIBILITY_CONTACT: 'barrierefrei@saubere-stadt.example',
        ACCESSIBILITY_STATEMENT_DATE: '2027-03-01',
        SOURCE_CODE_URL: 'https://git.saubere-stadt.example/cleanquest',
      },
    });
    bare = await createTestApp({ backend: 'pglite', modules, pageRenderer: createPageRenderer, env: { STATIC_DIR: staticDir } });
  }, 60_000);
  afterAll(async () => {
    await configured?.close();
    await bare?.close();
    fs.rmSync(staticDir, { recursive: true, force: true });
  });

  it.each([
    ['/terms', 'Terms of use', 'Nutzungsbedingungen'],
    ['/accessibility-statement', 'Accessibility statement', 'Erklärung zur Barrierefreiheit'],
    ['/imprint', 'Imprint', 'Impressum'],
    ['/open-data', 'Open data', 'Offene Daten'],
  ])('%s answers 200 with its title in English and German, and the links to the other legal pages', async (url, en, de) => {
    const res = await configured.request().get(url);
    expect(res.status).toBe(200);
    expect(res.type).toBe('text/html');
    const root = rootOf(res.text);
    expect(root).toMatch(new RegExp(`<h1[^>]*>${en}</h1>`));
    expect(root).toMatch(/<nav[^>]*aria-label="Legal information and open data"/);
    expect(root).toContain('href="/privacy"');
    const german = await configured.request().get(url).set('Accept-Language', 'de');
    expect(german.status).toBe(200);
    expect(german.text).toContain('<html lang="de" dir="ltr">');
    expect(rootOf(german.text)).toMatch(new RegExp(`<h1[^>]*>${de}</h1>`));
  });

  it('puts the configured imprint and accessibility contact into the HTML', async () => {
    const imprint = rootOf((await configured.request().get('/imprint')).text);
    expect(imprint).toContain('Saubere Stadt e.V.');
    expect(imprint).toMatch(/Hauptstraße 1<\/span><\/span><span><br\/><span>10115 Berlin/);
    expect(imprint).toContain('href="mailto:info@saubere-stadt.example"');
    expect(imprint).toContain('DE123456789');
    const statement = rootOf((await configured.request().get('/accessibility-statement')).text);
    expect(statement).toContain('href="mailto:barrierefrei@saubere-stadt.example"');
    expect(statement).toContain('1 March 2027');
    expect(statement).toContain('WCAG 2.1 level AA and EN 301 549 V3.2.1');
    // The source of what the server runs (AGPL-3.0 section 13), in the legal links, before any script runs.
    expect(rootOf((await configured.request().get('/terms')).text)).toContain('href="https://git.saubere-stadt.example/cleanquest">Source code</a>');
    expect(rootOf((await configured.request().get('/terms').set('Accept-Language', 'de')).text)).toContain('>Quellcode</a>');
  });

  it('says that nothing is configured when the operator has set nothing, and dates the statement by its review', async () => {
    const imprint = rootOf((await bare.request().get('/imprint')).text);
    expect(imprint).toContain('The operator of this service has not configured an imprint yet');
    const statement = rootOf((await bare.request().get('/accessibility-statement')).text);
    expect(statement).toContain('has not configured a contact for accessibility feedback yet');
    expect(statement).toContain('27 November 2026');
  });

  it('names the open data licence and the attribution on /open-data', async () => {
    const page = rootOf((await bare.request().get('/open-data')).text);
    expect(page).toContain('href="https://opendatacommons.org/licenses/odbl/1-0/"');
    expect(page).toContain('© CleanQuest contributors, ODbL 1.0');
    expect(page).toContain('Photo: CleanQuest contributor, CC BY 4.0');
    expect(page).toContain('href="/api/open-data/tasks.geojson"');
  });

  it('serves the settings to the browser under `legal` in GET /api/config', async () => {
    const res = await configured.request().get('/api/config').expect(200);
    expect(res.body.legal).toEqual({
      imprint: {
        name: 'Saubere Stadt e.V.',
        address: ['Hauptstraße 1', '10115 Berlin'],
        email: 'info@saubere-stadt.example',
        phone: null,
        register: null,
        vatId: 'DE123456789',
        responsible: null,
        text: [],
      },
      accessibility: { contact: 'barrierefrei@saubere-stadt.example', statementDate: '2027-03-01', enforcement: null },
      sourceCodeUrl: 'https://git.saubere-stadt.example/cleanquest',
    });
    // Unset: package.json's repository, and without one no link (null).
    const fromPackage = repositoryUrl((packageJson as { repository?: unknown }).repository) ?? null;
    expect((await bare.request().get('/api/config')).body.legal).toEqual({ imprint: null, accessibility: { contact: null, statementDate: '2026-11-27', enforcement: null }, sourceCodeUrl: fromPackage });
  });
});
