import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appReady, launchBrowser, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';
import { registerFromPage, waitForSession } from './support/flows';

const base = inject('baseUrl');
const HERE = { latitude: 51.4801, longitude: 11.9702 };

/**
 * Issue 40: the route drawn on the map instead of recorded, with the keyboard only (the map pans with
 * the arrow keys, 'Add a point at the centre' adds the point under the cross) and with a tap; lengthM
 * comes pre-filled from the drawn line and the server takes it.
 */
describe('survey route drawn on the map in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  const posts: { route: { coordinates: [number, number][] }; lengthM?: number }[] = [];
  const statuses: number[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block' });
    await presetConsent(context);
    await stubMapTiles(context);
    await context.grantPermissions(['geolocation'], { origin: base });
    await context.setGeolocation({ ...HERE, accuracy: 20 });
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/surveys') posts.push(r.postDataJSON());
    });
    page.on('response', (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/surveys') statuses.push(r.status());
    });
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('draws a route with the keyboard and a tap, pre-fills its length and sends it', { timeout: 120_000 }, async () => {
    await page.goto(`${base}/surveys/new`);
    await appReady(page);
    await waitForSession(page);
    await registerFromPage(page, `drawer_${Date.now() % 1_000_000}`);
    await page.getByRole('heading', { level: 1, name: 'Record a survey' }).waitFor();

    await page.getByLabel('Draw it on the map').check();
    await page.getByRole('button', { name: 'Start recording' }).click();
    const map = page.getByRole('region', { name: 'Map to draw the route on' });
    await map.waitFor();
    const status = page.getByTestId('line-draw-status');
    const add = page.getByRole('button', { name: 'Add a point at the centre' });
    await add.focus();
    await page.keyboard.press('Enter');
    await status.getByText(/^1 point, 0 m so far\.$/).waitFor();
    // Pan north with the arrow keys, then add the point under the cross again.
    await map.focus();
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowUp');
    await page.waitForTimeout(500);
    await add.focus();
    await page.keyboard.press('Enter');
    await status.getByText(/^2 points, \d+ m so far\.$/).waitFor();
    // A tap adds one more where it lands.
    const box = (await map.boundingBox())!;
    await page.touchscreen.tap(box.x + box.width * 0.8, box.y + box.height * 0.3);
    await status.getByText(/^3 points, \d+ m so far\.$/).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('heading', { name: 'Review your survey' }).waitFor();
    const prefilled = Number(await page.getByTestId('survey-length').inputValue());
    expect(prefilled).toBeGreaterThan(50);
    await page.getByRole('button', { name: 'Send survey' }).click();
    await page.getByTestId('survey-sent').waitFor({ timeout: 20_000 });
    expect(statuses).toEqual([201]);
    expect(posts).toHaveLength(1);
    expect(posts[0]!.route.coordinates).toHaveLength(3);
    expect(posts[0]!.lengthM).toBe(prefilled);
    // The first point is where the map started: the position the browser gave.
    expect(posts[0]!.route.coordinates[0]![0]).toBeCloseTo(HERE.longitude, 4);
    expect(posts[0]!.route.coordinates[0]![1]).toBeCloseTo(HERE.latitude, 4);
    // Then north.
    expect(posts[0]!.route.coordinates[1]![1]).toBeGreaterThan(HERE.latitude);
    expect(problems).toEqual([]);
  });
});
