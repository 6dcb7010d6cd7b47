import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { chromium } from 'playwright-core';
import { presetConsent } from '../../tests/e2e/support/consent';
import { freePort } from '../../tests/support/pg-server';
import { spawnServer, waitForListening } from '../../tests/support/server-process';
import { CHROMIUM_ARGS } from '../trace-capture';

/** What the phone checks: a photo at the size the app uploads (1600x1200; smaller ones are sent as they are, issue 23). */
const PREPARED = { width: 1600, height: 1200 };

export interface ClientTiming {
  /** From choosing the photo to the blurred preview, model already loaded, 4x CPU: median of 3. */
  ms: number;
  unthrottledMs: number;
  /** The first check of the page (loads the face-detect chunk, the .wasm and the weights from the server), unthrottled. */
  firstMs: number;
  faces: string;
}

/**
 * The app's own client path (src/client/photo/faces/, issue 39) in Chromium: the built app (dist/,
 * `npm run build` first) served by the compiled server on 127.0.0.1; the NASA portrait at 1600x1200
 * chosen on the report screen; timed in the page from the file input's change event to the status
 * that says what was found, which the screen shows once the photo is decoded, checked, blurred and
 * encoded. Null when the app is not built. Chromium's CPU throttling (CDP) applies to the page's
 * thread only, not to the photo worker (photo-worker.ts) that does the work where OffscreenCanvas is:
 * `pageThreadOnly` hides OffscreenCanvas, so the same steps run on the page's thread and are throttled.
 */
export async function clientPathMs(executablePath: string, { pageThreadOnly = false } = {}): Promise<ClientTiming | null> {
  const root = path.resolve(import.meta.dirname, '../..');
  if (!fs.existsSync(path.join(root, 'dist/index.html')) || !fs.existsSync(path.join(root, 'dist-server/main.mjs'))) return null;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-bench-faces-'));
  const photo = path.join(dir, 'portrait.jpg');
  await sharp(path.join(root, 'tests/fixtures/astronaut.jpg')).resize(PREPARED.width, PREPARED.height, { fit: 'fill' }).jpeg({ quality: 90 }).toFile(photo);
  const port = await freePort();
  const server = spawnServer({ PORT: String(port), DATA_DIR: dir, PUBLIC_URL: `http://127.0.0.1:${port}` }, { compiled: true });
  const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
  try {
    await waitForListening(server);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });
    await presetConsent(context);
    // As a browser without OffscreenCanvas: the app does the work on the page's thread (blur-engine.ts
    // mainThreadEngine), which CDP's CPU throttling slows; it does not slow a worker's thread.
    if (pageThreadOnly) await context.addInitScript(() => Reflect.deleteProperty(globalThis, 'OffscreenCanvas'));
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${port}/camera`);
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    // The page has taken over the server-rendered form and has a session (as tests/e2e/photo-upload.test.ts waits).
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 30_000 });
    await page.evaluate(() => {
      const w = window as unknown as { __t0: number; __t1: number; __found: string };
      document.querySelector('input[type="file"]')!.addEventListener('change', () => {
        w.__t0 = performance.now();
        w.__t1 = 0;
      });
      new MutationObserver(() => {
        const found = /\d+ faces? found and blurred|No faces found|could not be checked/.exec(document.body.innerText);
        if (!w.__t1 && found) {
          w.__t1 = performance.now();
          w.__found = found[0];
        }
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    const once = async () => {
      await page.locator('input[type="file"]').setInputFiles(photo);
      await page.waitForFunction(() => (window as unknown as { __t1: number }).__t1 > 0, undefined, { timeout: 120_000 });
      const ms = await page.evaluate(() => {
        const w = window as unknown as { __t0: number; __t1: number };
        return w.__t1 - w.__t0;
      });
      // Back to no photo for the next pick (the status leaves with it).
      await page.getByRole('button', { name: 'Remove photo' }).click();
      return ms;
    };
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    const firstMs = await once();
    const faces = await page.evaluate(() => (window as unknown as { __found: string }).__found);
    const unthrottledMs = median([await once(), await once(), await once()]);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    const ms = median([await once(), await once(), await once()]);
    return { ms, unthrottledMs, firstMs, faces };
  } finally {
    await browser.close();
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
