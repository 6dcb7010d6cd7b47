import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { appReady, launchBrowser, newPhoneContext, stubMapTiles, watchProblems } from './support/browser';

const base = inject('baseUrl');

interface Manifest {
  name: string;
  short_name: string;
  start_url: string;
  scope: string;
  display: string;
  theme_color: string;
  background_color: string;
  icons: { src: string; sizes: string; type: string; purpose: string }[];
}

/** Waits until the page's service worker registration has an active worker (installed: precache done). */
async function activeWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    return registration.active!.scriptURL;
  });
}

/**
 * Issue 23, point 1: the app is installable (manifest and service worker) and opens offline with the
 * precached shell, which says what works offline.
 */
describe('installable app in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    await stubMapTiles(context);
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('links a valid manifest whose icons load as PNGs of their stated sizes', async () => {
    await page.goto(`${base}/`);
    await appReady(page);
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    expect(await page.locator('link[rel="apple-touch-icon"]').getAttribute('href')).toBe('/icons/apple-touch-icon.png');
    const res = await page.request.get(`${base}${href}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^application\/manifest\+json/);
    const manifest = (await res.json()) as Manifest;
    expect(manifest).toMatchObject({ name: 'CleanQuest', scope: '/', display: 'standalone', theme_color: '#1b5e20', background_color: '#f4f7f2' });
    expect(manifest.start_url.startsWith('/')).toBe(true);
    expect(manifest.icons.map((i) => `${i.sizes} ${i.purpose}`)).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
    for (const icon of manifest.icons) {
      const got = await page.request.get(`${base}${icon.src}`);
      expect(got.status()).toBe(200);
      expect(got.headers()['content-type']).toBe('image/png');
      const meta = await sharp(await got.body()).metadata();
      expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
    }
    const favicon = await page.request.get(`${base}/favicon.ico`);
    expect(favicon.status()).toBe(200);
    expect(favicon.headers()['content-type']).not.toContain('html');
  });

  it('registers the service worker after load, which controls the page after a reload; Chromium finds the app installable', async () => {
    expect(await activeWorker(page)).toBe(`${base}/sw.js`);
    await page.reload();
    await appReady(page);
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);
    const cdp = await context.newCDPSession(page);
    const { errors } = (await cdp.send('Page.getAppManifest')) as { errors: { message: string }[] };
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as { installabilityErrors: { errorId: string }[] };
    // Playwright's contexts are incognito profiles, where Chromium installs nothing; that is the only error.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
    await cdp.detach();
  });

  it.each([
    ['/tasks', 'Cleanup Tasks', 'Your task list is from your last visit.'],
    ['/', 'Task Map', 'The map needs a connection; tasks you opened before may show.'],
    ['/camera', 'Report Trash', 'You can take a photo and report: it is sent when you are back online.'],
  ])('offline, a navigation to %s opens the shell with the offline banner', async (path, heading, hint) => {
    const problems = watchProblems(page);
    await context.setOffline(true);
    try {
      await page.goto(`${base}${path}`);
      const nav = page.getByRole('navigation', { name: 'Main navigation' });
      await nav.getByRole('link', { name: /^Tasks/ }).waitFor({ timeout: 20_000 });
      await page.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
      const banner = page.getByTestId('offline-banner');
      await banner.waitFor({ timeout: 20_000 });
      expect(await banner.getAttribute('role')).toBe('status');
      const text = await banner.textContent();
      expect(text).toContain('You are offline.');
      expect(text).toContain(hint);
      // The screens show their error or empty states offline; none crashes.
      expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
      expect(await page.getByText('Something went wrong').count()).toBe(0);
    } finally {
      await context.setOffline(false);
    }
  });

  it('back online, the banner goes and pages come from the server again', async () => {
    await page.goto(`${base}/tasks`);
    await appReady(page);
    // Server-rendered: the state the server writes into the page is there (the offline shell has none).
    expect(await page.locator('#cq-ssr-state').count()).toBe(1);
    expect(await page.getByTestId('offline-banner').count()).toBe(0);
  });

});

/**
 * The update prompt with a real second version: the service worker's script changes on the server
 * (a server of its own on a copy of the built client, so the shared one stays as it is; Playwright's
 * routes do not see the browser's fetch of a service worker script).
 */
describe('a new version of the installed app', () => {
  let server: ServerProcess | undefined;
  let browser: Browser | undefined;
  let dir = '';
  let url = '';

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-pwa-'));
    fs.cpSync(path.resolve(process.env.STATIC_DIR ?? 'dist'), path.join(dir, 'static'), { recursive: true });
    fs.mkdirSync(path.join(dir, 'data'));
    const port = await freePort();
    url = `http://127.0.0.1:${port}`;
    server = spawnServer({ PORT: String(port), DATA_DIR: path.join(dir, 'data'), PUBLIC_URL: url, STATIC_DIR: path.join(dir, 'static') }, { compiled: true });
    await waitForListening(server);
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  it("shows 'New version available' and reloads into the new version only when asked", async () => {
    const context = await newPhoneContext(browser!);
    await stubMapTiles(context);
    const page = await context.newPage();
    await page.goto(`${url}/tasks`);
    await appReady(page);
    expect(await activeWorker(page)).toBe(`${url}/sw.js`);
    await page.reload();
    await appReady(page);
    const first = await page.evaluate(() => navigator.serviceWorker.controller!.scriptURL);
    expect(first).toBe(`${url}/sw.js`);
    expect(await page.getByText('New version available').count()).toBe(0);

    // Deploy a changed worker (without its precompressed copies, which would be served first).
    const sw = path.join(dir, 'static', 'sw.js');
    fs.writeFileSync(sw, `${fs.readFileSync(sw, 'utf8')}\n// a new version\n`);
    for (const copy of ['sw.js.br', 'sw.js.gz']) fs.rmSync(path.join(dir, 'static', copy), { force: true });
    await page.evaluate(async () => (await navigator.serviceWorker.ready).update());

    const prompt = page.getByRole('status').filter({ hasText: 'New version available' });
    await prompt.waitFor({ timeout: 30_000 });
    const loadedAt = await page.evaluate(() => performance.timeOrigin);
    // Nothing reloads without asking, and the new worker waits.
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => performance.timeOrigin)).toBe(loadedAt);
    expect(await page.evaluate(async () => !!(await navigator.serviceWorker.getRegistration())?.waiting)).toBe(true);

    await Promise.all([page.waitForEvent('load', { timeout: 30_000 }), prompt.getByRole('button', { name: 'Reload' }).click()]);
    await appReady(page);
    expect(await page.evaluate(() => performance.timeOrigin)).not.toBe(loadedAt);
    const registration = await page.evaluate(async () => {
      const r = await navigator.serviceWorker.getRegistration();
      return { waiting: !!r?.waiting, controlled: !!navigator.serviceWorker.controller };
    });
    expect(registration).toEqual({ waiting: false, controlled: true });
    expect(await page.getByText('New version available').count()).toBe(0);
    await context.close();
  });
});
