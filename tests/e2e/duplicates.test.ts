import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { noisyPhoto } from '../support/images';
import { presetConsent } from './support/consent';
import { launchBrowser, newPhoneContext, seriousAxeViolations } from './support/browser';
import { reportTrashFromPage } from './support/flows';

const base = inject('baseUrl');

/** A spot of its own (away from the demo tasks and the other e2e files' spots). */
const SPOT = { latitude: 51.4612, longitude: 11.9021 };
/** Degrees of latitude per metre. */
const M = 1 / 111_320;
const LOCATION = `Duplicate meadow ${Date.now() % 100000}`;

async function person(browser: Browser, at: { latitude: number; longitude: number }): Promise<{ context: BrowserContext; page: Page }> {
  const context = await newPhoneContext(browser);
  await presetConsent(context);
  await context.grantPermissions(['geolocation'], { origin: base });
  await context.setGeolocation({ ...at, accuracy: 5 });
  return { context, page: await context.newPage() };
}

async function waitForSession(page: Page) {
  await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
}

describe('two reports 5 m apart in Chromium: one task and one confirmation', () => {
  let browser: Browser;
  let a: Page;
  let b: Page;
  let tmpDir = '';
  let photoPath = '';
  let taskId = '';
  const problems: string[] = [];
  const failed: string[] = [];

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-duplicates-'));
    photoPath = path.join(tmpDir, 'same-spot.jpg');
    fs.writeFileSync(photoPath, await noisyPhoto(640, 480));
    browser = await launchBrowser();
    a = (await person(browser, SPOT)).page;
    b = (await person(browser, { latitude: SPOT.latitude + 5 * M, longitude: SPOT.longitude })).page;
    for (const [name, page] of [['A', a], ['B', b]] as const) {
      page.on('console', (m) => m.type() === 'error' && problems.push(`${name} console: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`${name} pageerror: ${e.message}`));
      page.on('response', (r) => r.status() >= 400 && failed.push(`${name} ${r.status()} ${new URL(r.url()).pathname}`));
    }
  });
  afterAll(async () => {
    await browser?.close();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('A reports the spot', async () => {
    await a.goto(`${base}/camera`);
    await waitForSession(a);
    const created = await reportTrashFromPage(a, { location: LOCATION, spot: SPOT });
    expect(created.status).toBe(201);
    taskId = created.taskId!;
  });

  it("B reports 5 m away, is asked 'Is this the same spot?' and adds their photo to A's task", async () => {
    await b.goto(`${base}/camera`);
    await b.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    await waitForSession(b);
    const welcome = b.getByRole('status').filter({ hasText: 'Welcome to CleanQuest!' });
    await welcome.waitFor({ timeout: 15_000 });
    await welcome.getByRole('button', { name: 'Close notification' }).click();
    await b.getByText('Location verified').waitFor({ timeout: 15_000 });
    await b.locator('input[type="file"]').setInputFiles(photoPath);
    await b.getByRole('img', { name: 'Preview of the photo you chose' }).waitFor({ timeout: 15_000 });
    await b.getByRole('button', { name: 'Submit trash report' }).click();

    const question = b.getByRole('dialog', { name: 'Is this the same spot?' });
    await question.waitFor({ timeout: 30_000 });
    await question.getByText('about 5 m away').waitFor();
    await question.getByRole('img', { name: 'Photo of the reported spot about 5 m away' }).waitFor();
    const violations = await seriousAxeViolations(b);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await question.getByRole('button', { name: 'Yes, add my photo to it' }).click();
    const success = b.getByRole('dialog', { name: 'Success!' });
    await success.getByText('Thanks! You confirmed this spot. +20 XP').waitFor({ timeout: 30_000 });
    await success.getByRole('button', { name: 'Continue' }).click();
    await success.waitFor({ state: 'detached' });
    expect(await b.getByRole('img', { name: 'Preview of the photo you chose' }).count()).toBe(0);
  });

  it('made one task, seen by two people, with B’s photo added', async () => {
    const near = (await (await fetch(`${base}/api/tasks/available?lat=${SPOT.latitude}&lon=${SPOT.longitude}&radiusKm=0.05`)).json()) as { id: string; seenBy: number }[];
    expect(near.map((t) => [t.id, t.seenBy])).toEqual([[taskId, 2]]);
    const spot = (await (await fetch(`${base}/api/tasks/${taskId}/spot`)).json()) as { seenBy: number; photos: unknown[] };
    expect(spot).toMatchObject({ seenBy: 2 });
    expect(spot.photos).toHaveLength(1);
  });

  it('raised no page errors; the only failed requests are the question itself (409) and the unreachable geocoder (503)', () => {
    const geocoder = (f: string) => / 503 \/api\/geocode\//.test(f);
    expect(failed.filter((f) => !geocoder(f))).toEqual(['B 409 /api/reports']);
    expect(problems.filter((p) => !p.includes('status of 409') && !p.includes('status of 503'))).toEqual([]);
  });
});
