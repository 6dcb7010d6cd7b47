import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { heicPhoto } from '../support/heic';
import { launchBrowser, newPhoneContext } from './support/browser';
import { presetConsent } from './support/consent';

const base = inject('baseUrl');

/**
 * Issue 23 in a real browser: a picked 12 MP photo is read (EXIF) and scaled on the phone before it
 * goes, upright, with its EXIF time and position as form fields; a HEIC that Chromium cannot decode
 * goes as it is and the server converts it.
 */
describe('Photos prepared on the phone (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let tmpDir = '';
  let bigPath = '';
  let bigBytes = 0;
  let heicPath = '';

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-photo-upload-'));
    bigPath = path.join(tmpDir, 'IMG_4000.jpg');
    // 4000 x 3000 as stored, orientation 6 (the phone was held upright): 3000 x 4000 to the eye.
    const noise = await sharp({ create: { width: 4000, height: 3000, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer();
    await sharp(noise)
      .jpeg({ quality: 90 })
      .withExif({
        IFD0: { Make: 'TestCam', Model: 'E2E' },
        IFD2: { DateTimeOriginal: '2026:11:20 14:30:00' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '51/1 28/1 5808/100', GPSLongitudeRef: 'E', GPSLongitude: '11/1 58/1 1092/100' },
      })
      .withMetadata({ orientation: 6 })
      .toFile(bigPath);
    bigBytes = fs.statSync(bigPath).size;
    heicPath = path.join(tmpDir, 'IMG_0042.HEIC');
    fs.writeFileSync(heicPath, heicPhoto());

    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    await presetConsent(context);
    // Chromium hands Playwright no body for a multipart upload with a file: keep what the page sends.
    await context.addInitScript(() => {
      const w = window as unknown as { __sentForms: FormData[] };
      w.__sentForms = [];
      const send = XMLHttpRequest.prototype.send;
      XMLHttpRequest.prototype.send = function (body?: Document | XMLHttpRequestBodyInit | null) {
        if (body instanceof FormData) w.__sentForms.push(body);
        return send.call(this, body);
      };
    });
    page = await context.newPage();
  });
  afterAll(async () => {
    await browser?.close();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  async function reportWith(file: string) {
    await page.goto(`${base}/camera`);
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
    await page.locator('input[type="file"]').setInputFiles(file);
    await page.getByRole('img', { name: 'Preview of the photo you chose' }).waitFor({ timeout: 30_000 });
    await page.getByRole('combobox', { name: 'Location' }).fill(`Photo lane ${Date.now() % 100000}`);
    const sent = page.waitForRequest((r) => r.method() === 'POST' && new URL(r.url()).pathname === '/api/reports');
    await page.getByRole('button', { name: 'Submit trash report' }).click();
    const request = await sent;
    // The photo's position is the default map point, where other tests' tasks (and the demo data) lie:
    // the server may ask whether it is the same spot (issue 23); it is not.
    const success = page.getByRole('dialog', { name: 'Success!' });
    const question = page.getByRole('dialog', { name: 'Is this the same spot?' });
    await success.or(question).waitFor({ timeout: 30_000 });
    if (await question.isVisible()) {
      await question.getByRole('button', { name: "No, it's a different spot" }).click();
    }
    await success.waitFor({ timeout: 30_000 });
    expect(request.method()).toBe('POST');
    // The first form the page sent for this report (a 'different spot' answer sends it again).
    const fields = await page.evaluate(async () => {
      const form = (window as unknown as { __sentForms: FormData[] }).__sentForms.find((f) => f.has('image'))!;
      const out: [string, string, boolean][] = [];
      for (const [name, value] of form.entries()) {
        if (typeof value === 'string') out.push([name, value, false]);
        else {
          const bytes = new Uint8Array(await value.arrayBuffer());
          let binary = '';
          for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
          out.push([name, btoa(binary), true]);
        }
      }
      return out;
    });
    return new Map(fields.map(([name, value, isFile]) => [name, isFile ? Buffer.from(value, 'base64') : Buffer.from(value)]));
  }

  it('sends a 12 MP photo scaled to 1600 px, upright, with its EXIF time and position as fields', async () => {
    const parts = await reportWith(bigPath);
    const image = parts.get('image')!;
    const meta = await sharp(image).metadata();
    expect(meta.format).toBe('jpeg');
    expect([meta.width, meta.height]).toEqual([1200, 1600]);
    expect(meta.exif).toBeUndefined();
    expect(image.length).toBeLessThan(bigBytes / 4);
    // EXIF times have no zone: the browser reads them as its local time.
    expect(new Date(parts.get('exifTakenAt')!.toString()).getTime()).toBeGreaterThan(Date.UTC(2026, 10, 19));
    expect(Number(parts.get('exifLatitude')!.toString())).toBeCloseTo(51.4828, 4);
    expect(Number(parts.get('exifLongitude')!.toString())).toBeCloseTo(11.9697, 4);
  });

  it('sends a HEIC that Chromium cannot decode as it is; the server converts it', async () => {
    const parts = await reportWith(heicPath);
    expect(parts.get('image')!.equals(heicPhoto())).toBe(true);
    expect(Number(parts.get('exifLatitude')!.toString())).toBeCloseTo(51.4828, 4);
  });
});
