import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';

const base = inject('baseUrl');

/** NASA's astronaut portrait (public domain; tests/fixtures/README.md): one face. */
const ASTRONAUT = path.join(import.meta.dirname, '..', 'fixtures', 'astronaut.jpg');
/** The face detector's files: its chunk and everything under assets/faces/ (.wasm, weights). */
const FACE_FILE = /face-detect|assets\/faces\//;

/**
 * Issue 39, offline: the face detector is not precached (a first visit on a weak signal must not
 * download a megabyte it may never need; tools/webpack/pwa.ts); the page loads it on a photo screen
 * when a photo is chosen and the service worker caches it then (src/sw/routes.ts). So a phone that
 * checked one photo online checks the next one offline, the detector (its chunk, tfjs's .wasm, the
 * weights) answered by the service worker. Fails when the worker does not cache those files.
 */
describe('Faces blurred on the phone offline, from the service worker (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const fetched: { url: string; fromServiceWorker: boolean; ok: boolean }[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    await presetConsent(context);
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('requestfinished', async (r) => {
      const res = await r.response();
      fetched.push({ url: r.url(), fromServiceWorker: res?.fromServiceWorker() ?? false, ok: res?.ok() ?? false });
    });
    page.on('requestfailed', (r) => fetched.push({ url: r.url(), fromServiceWorker: false, ok: false }));
  });
  afterAll(async () => {
    await context?.setOffline(false);
    await browser?.close();
  });

  it('finds and blurs the face in a photo chosen offline, after one check online cached the detector', async () => {
    await page.goto(`${base}/camera`);
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 30_000 });
    // Nothing of the detector before a photo is chosen: the precache holds none of it.
    expect(fetched.filter((f) => FACE_FILE.test(f.url))).toEqual([]);

    // One photo checked online: the page loads the detector, the service worker keeps it.
    await page.locator('input[type="file"]').setInputFiles(ASTRONAUT);
    await page.getByText('1 face found and blurred.').waitFor({ timeout: 60_000 });
    expect(fetched.some((f) => FACE_FILE.test(f.url))).toBe(true);

    // Offline, a fresh page from the service worker's shell: the next photo is checked from the cache.
    await context.setOffline(true);
    fetched.length = 0;
    await page.reload();
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    await page.locator('input[type="file"]').setInputFiles(ASTRONAUT);
    const status = page.getByText(/1 face found and blurred\.|could not be checked/);
    await status.waitFor({ timeout: 60_000 });
    expect(await status.textContent()).toContain('1 face found and blurred.');
    await page.getByRole('button', { name: /^Blur box 1, face found on this phone/ }).waitFor();

    const faceFiles = fetched.filter((f) => FACE_FILE.test(f.url));
    expect(faceFiles.some((f) => /face-detect\.[0-9a-f]{10}\.js$/.test(f.url))).toBe(true);
    expect(faceFiles.some((f) => /tiny_face_detector_model\.[0-9a-f]{10}\.bin$/.test(f.url))).toBe(true);
    expect(faceFiles.some((f) => /tfjs-backend-wasm[\w-]*\.[0-9a-f]{10}\.wasm$/.test(f.url))).toBe(true);
    // All of them answered by the service worker, none by the (unreachable) network.
    expect(faceFiles.filter((f) => !f.fromServiceWorker || !f.ok)).toEqual([]);
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });
});
