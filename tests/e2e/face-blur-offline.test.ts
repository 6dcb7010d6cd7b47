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
 * Issue 39, offline: the service worker precaches the face detector (the face-detect chunk, tfjs's
 * SIMD .wasm and the weights; tools/webpack/pwa.ts), so a phone that opened the report screen once
 * online checks a photo for faces and blurs them with no network, although it never chose a photo
 * online. Fails when those files are not in the precache: the check then says faces could not be
 * checked here.
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

  it('finds and blurs the face in a photo chosen offline, the detector coming from the cache', async () => {
    await page.goto(`${base}/camera`);
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    // The service worker installed (its precache complete), then controls the page after a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.serviceWorker.controller?.scriptURL)).toBe(`${base}/sw.js`);
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 30_000 });
    // The page itself never asked for the detector online: whatever it gets offline, the worker cached at install.
    expect(fetched.filter((f) => FACE_FILE.test(f.url))).toEqual([]);

    await context.setOffline(true);
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
