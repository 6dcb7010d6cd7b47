import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scene } from '../support/images';
import { launchBrowser, newPhoneContext, seriousAxeViolations, stubMapTiles } from './support/browser';
import { reportTrashFromPage } from './support/flows';

const base = inject('baseUrl');

/** A spot away from the demo tasks (about 2 km from the default point), so its marker stands alone. */
const SPOT = { latitude: 51.47, longitude: 11.95 };
const LOCATION = `Saale meadow ${Date.now() % 100000}`;
/** Map tiles come from the internet, which tests do not have: answer with a 1x1 PNG. */

async function userContext(browser: Browser): Promise<BrowserContext> {
  const context = await newPhoneContext(browser);
  await context.grantPermissions(['geolocation'], { origin: base });
  await context.setGeolocation({ ...SPOT, accuracy: 8 });
  await stubMapTiles(context);
  return context;
}

async function waitForSession(page: Page) {
  await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
}

const marker = (page: Page) => page.locator(`.leaflet-marker-icon[title*="${LOCATION}"]`);

describe('cleanup tasks in Chromium: report, map, accept, complete', () => {
  let browser: Browser;
  let a: BrowserContext;
  let b: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  const problems: string[] = [];
  const failed: string[] = [];
  let taskId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await userContext(browser);
    b = await userContext(browser);
    pageA = await a.newPage();
    pageB = await b.newPage();
    for (const [name, page] of [['A', pageA], ['B', pageB]] as const) {
      page.on('console', (m) => m.type() === 'error' && problems.push(`${name} console: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`${name} pageerror: ${e.message}`));
      page.on('response', (r) => r.status() >= 400 && failed.push(`${name} ${r.status()} ${new URL(r.url()).pathname}`));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('A reports trash (through the API, from their page)', async () => {
    await pageA.goto(`${base}/tasks`);
    await waitForSession(pageA);
    const created = await reportTrashFromPage(pageA, { location: LOCATION, spot: SPOT });
    expect(created.status).toBe(201);
    taskId = created.taskId!;
    expect(taskId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('A sees their task on the map', async () => {
    await pageA.goto(`${base}/map`);
    await waitForSession(pageA);
    await marker(pageA).waitFor({ timeout: 20_000 });
  });

  it('B sees the task marker on the map, with its popup, and the map has no serious accessibility problems', async () => {
    await pageB.goto(`${base}/map`);
    await waitForSession(pageB);
    await pageB.getByRole('heading', { level: 1, name: 'Task Map' }).waitFor({ state: 'attached' });
    await pageB.getByText(/^GPS Located \(±8 m\)$/).waitFor({ timeout: 15_000 });
    await marker(pageB).waitFor({ timeout: 20_000 });
    await pageB.getByText(/^\d+ task\(s\) available$/).waitFor();
    await pageB.getByText(/^[1-9]\d* cleanup tasks? nearby$/).waitFor();
    expect(await pageB.getByText('Loading map...').count()).toBe(0);
    expect(await pageB.getByText('Error loading tasks').count()).toBe(0);

    await marker(pageB).click();
    const popup = pageB.locator('.leaflet-popup');
    await popup.getByText('General Waste').waitFor();
    await popup.getByText('+10 coins').waitFor();
    await popup.getByRole('button', { name: 'View Details' }).waitFor();

    const violations = await seriousAxeViolations(pageB);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('B finds it under Nearby (1km) on /tasks and accepts it', async () => {
    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    await pageB.getByRole('button', { name: 'Nearby (1km)', pressed: true }).waitFor();
    const card = pageB.getByRole('button', { name: new RegExp(LOCATION) });
    await card.waitFor({ timeout: 15_000 });

    const violations = await seriousAxeViolations(pageB);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await card.click();
    const sheet = pageB.getByRole('region', { name: 'General Cleanup' });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Accept' }).click();
    await pageB.getByText('Task Added to My Tasks!').waitFor();
    await sheet.getByRole('button', { name: 'Complete with photo' }).waitFor();
  });

  it('B completes it with an after-photo: AI Verification Results, Task Completed!, and the header coins update', async () => {
    // The header's figures (title = full text). Not by role: an open sheet hides the header from the accessibility tree.
    const stats = pageB.locator('header');
    await stats.getByTitle('0 coins', { exact: true }).waitFor();
    await pageB.getByRole('button', { name: 'Complete with photo' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Complete Task with Photo' });
    await dialog.waitFor();
    const after = await scene({ litter: 0, retake: true });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'after.webp', mimeType: 'image/webp', buffer: after });
    await dialog.getByRole('img', { name: 'Preview of your after-photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Complete Task' }).click();
    await dialog.getByText('AI Verification Results').waitFor({ timeout: 60_000 });
    await dialog.getByRole('heading', { name: 'Task Completed!' }).waitFor();
    await dialog.getByText('Checked by the local fallback verifier (compares photos only)').waitFor();
    await stats.getByTitle(/^[1-9]\d* coins$/).waitFor({ timeout: 15_000 });
    await stats.getByTitle('1 task completed', { exact: true }).waitFor();
    await dialog.getByRole('button', { name: 'Great! Continue' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("the task is gone from A's map (the next 15 s poll)", async () => {
    await marker(pageA).waitFor({ state: 'detached', timeout: 25_000 });
    const res = await pageA.evaluate(async () => (await fetch('/api/tasks/available')).json() as Promise<Array<{ id: string }>>);
    expect(res.some((t) => t.id === taskId)).toBe(false);
  });

  it('raised no page errors, console errors or failed requests', () => {
    expect(failed).toEqual([]);
    expect(problems).toEqual([]);
  });
});
