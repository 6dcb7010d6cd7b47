import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { laplacianVariance } from '../support/sharpness';
import { launchBrowser, newPhoneContext, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';

const base = inject('baseUrl');

/** NASA's astronaut portrait (public domain; tests/fixtures/README.md), 384 px: the face at 122,56 87x83. */
const ASTRONAUT = path.join(import.meta.dirname, '..', 'fixtures', 'astronaut.jpg');
const FACE = { left: 122, top: 56, width: 87, height: 83 };
/** The server's threshold for a blurred face (tests/integration/photo-faces.test.ts): ~1000 sharp, ~10 blurred. */
const BLURRED_FACE_MAX_VARIANCE = 50;
/** Where the test paints over the helmet (fractions of the photo), and the pixels well inside it that it measures. */
const PAINT = { from: { x: 0.56, y: 0.69 }, to: { x: 0.94, y: 0.97 } };
const PAINTED = { left: Math.ceil(0.58 * 384), top: Math.ceil(0.71 * 384), width: Math.floor(0.34 * 384), height: Math.floor(0.24 * 384) };

/**
 * Issue 39 in a real browser: the report screen checks the chosen photo for faces on the phone (the
 * face-detect chunk, its .wasm and the weights from this server), shows it blurred with the box
 * outlined, takes one more painted region, and only the blurred photo goes; the public photo has both
 * regions blurred.
 */
describe('Faces blurred on the phone (Chromium)', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const fetched: string[] = [];

  beforeAll(async () => {
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
    problems = watchProblems(page);
    page.on('request', (r) => fetched.push(r.url()));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('blurs the face before upload, outlines it, takes a painted region, and the public photo has both blurred', async () => {
    await page.goto(`${base}/camera`);
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
    // Nothing of the detector before a photo is chosen.
    expect(fetched.filter((u) => /face-detect|assets\/faces\//.test(u))).toEqual([]);

    await page.locator('input[type="file"]').setInputFiles(ASTRONAUT);
    await page.getByText('1 face found and blurred.').waitFor({ timeout: 60_000 });
    await page.getByRole('button', { name: /^Blur box 1, face found on this phone/ }).waitFor();
    // The model and the .wasm came from this server, as hashed build assets.
    const faceFiles = fetched.filter((u) => /assets\/faces\//.test(u));
    expect(faceFiles.some((u) => /tiny_face_detector_model\.[0-9a-f]{10}\.bin$/.test(u))).toBe(true);
    expect(faceFiles.some((u) => /tfjs-backend-wasm[\w-]*\.[0-9a-f]{10}\.wasm$/.test(u))).toBe(true);
    expect(faceFiles.every((u) => u.startsWith(`${base}/`))).toBe(true);

    // Paint one more region over the helmet with the pointer.
    const frame = (await page.getByTestId('blur-overlay').boundingBox())!;
    const at = (p: { x: number; y: number }) => [frame.x + frame.width * p.x, frame.y + frame.height * p.y] as const;
    await page.mouse.move(...at(PAINT.from));
    await page.mouse.down();
    await page.mouse.move(...at({ x: 0.75, y: 0.8 }), { steps: 4 });
    await page.mouse.move(...at(PAINT.to), { steps: 4 });
    await page.mouse.up();
    await page.getByRole('button', { name: /^Blur box 2, added by you/ }).waitFor();
    await page.getByRole('button', { name: 'Remove blur box 2' }).waitFor();
    await page.getByText('Blurring…').waitFor({ state: 'hidden' });

    await page.getByRole('combobox', { name: 'Location' }).fill(`Faces lane ${Date.now() % 100000}`);
    const created = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/reports' && r.status() === 201, { timeout: 60_000 });
    await page.getByRole('button', { name: 'Submit trash report' }).click();
    // The photo has no position: the default map point, where other tests' tasks lie; it is not the same spot.
    const success = page.getByRole('dialog', { name: 'Success!' });
    const question = page.getByRole('dialog', { name: 'Is this the same spot?' });
    await success.or(question).waitFor({ timeout: 60_000 });
    if (await question.isVisible()) await question.getByRole('button', { name: "No, it's a different spot" }).click();
    const body = (await (await created).json()) as { report: { imageUrl: string }; photo: { blurred: { server: number; device: number; person: number } } };
    expect(body.photo.blurred).toMatchObject({ device: 1, person: 1 });

    // What left the phone: the blurred photo and both regions.
    const sent = await page.evaluate(async () => {
      const form = (window as unknown as { __sentForms: FormData[] }).__sentForms.find((f) => f.has('image'))!;
      const image = new Uint8Array(await (form.get('image') as Blob).arrayBuffer());
      let binary = '';
      for (let i = 0; i < image.length; i += 0x8000) binary += String.fromCharCode(...image.subarray(i, i + 0x8000));
      return { image: btoa(binary), regions: String(form.get('blurRegions')) };
    });
    const regions = JSON.parse(sent.regions) as { x: number; y: number; w: number; h: number; by: string }[];
    expect(regions.map((r) => r.by)).toEqual(['device', 'person']);
    expect(regions[0]!.x * 384).toBeLessThanOrEqual(FACE.left);
    expect((regions[0]!.x + regions[0]!.w) * 384).toBeGreaterThanOrEqual(FACE.left + FACE.width);
    expect(regions[1]).toMatchObject({ x: expect.closeTo(PAINT.from.x, 1), y: expect.closeTo(PAINT.from.y, 1) });
    const original = await sharp(ASTRONAUT).toBuffer();
    const uploaded = Buffer.from(sent.image, 'base64');
    expect(await laplacianVariance(original, FACE)).toBeGreaterThan(20 * BLURRED_FACE_MAX_VARIANCE);
    expect(await laplacianVariance(uploaded, FACE)).toBeLessThan(BLURRED_FACE_MAX_VARIANCE);

    // The public photo: both regions blurred.
    const res = await page.request.get(`${base}${body.report.imageUrl}`);
    expect(res.status()).toBe(200);
    const published = await res.body();
    expect(await laplacianVariance(published, FACE)).toBeLessThan(BLURRED_FACE_MAX_VARIANCE);
    expect(await laplacianVariance(published, PAINTED)).toBeLessThan((await laplacianVariance(original, PAINTED)) / 5);
    await success.waitFor({ timeout: 30_000 });
    expect(problems).toEqual([]);
  });
});
