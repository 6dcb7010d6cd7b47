import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext, seriousAxeViolations, stubMapTiles } from './support/browser';
import { presetConsent } from './support/consent';
import { registerFromPage, reportTrashFromPage, waitForSession } from './support/flows';

const base = inject('baseUrl');

/** A spot of its own, kilometres from the other e2e files' spots (the area's radius is 1 km). */
const SPOT = { latitude: 51.4301, longitude: 11.9002 };
const AREA = `Saale meadow ${Date.now() % 100000}`;

/**
 * Issue 24's screens without an e2e file of their own: area alerts (an area picked by typing its
 * centre, then a report inside it arriving in the bell) and the challenges list, each checked with axe.
 */
describe('area alerts and challenges in Chromium', () => {
  let browser: Browser;
  let a: BrowserContext;
  let b: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  const problems: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await newPhoneContext(browser);
    b = await newPhoneContext(browser);
    for (const c of [a, b]) {
      await presetConsent(c);
      await stubMapTiles(c);
    }
    pageA = await a.newPage();
    pageB = await b.newPage();
    for (const [name, page] of [['A', pageA], ['B', pageB]] as const) page.on('pageerror', (e) => problems.push(`${name} pageerror: ${e.message}`));
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a registered person adds an area with the keyboard (typed centre, default radius) and sees it listed', { timeout: 90_000 }, async () => {
    await pageA.goto(`${base}/areas`);
    await waitForSession(pageA);
    await registerFromPage(pageA, `watcher_${Date.now() % 1_000_000}`);
    await pageA.getByRole('heading', { level: 1, name: 'Area alerts' }).waitFor();
    await pageA.getByText('No areas yet. Add one below.').waitFor({ timeout: 20_000 });
    await pageA.getByRole('textbox', { name: 'Latitude' }).fill(String(SPOT.latitude));
    await pageA.getByRole('textbox', { name: 'Longitude' }).fill(String(SPOT.longitude));
    await pageA.getByRole('textbox', { name: 'Name' }).fill(AREA);
    await pageA.getByRole('button', { name: 'Add area' }).click();
    await pageA.getByRole('listitem').filter({ hasText: AREA }).waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(pageA)).toEqual([]);
  });

  it('someone else reports trash inside the area; the bell tells A, naming the area', { timeout: 120_000 }, async () => {
    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    const created = await reportTrashFromPage(pageB, { location: 'By the meadow gate', spot: SPOT });
    expect(created.status).toBe(201);
    await pageA.goto(`${base}/map`);
    const bell = pageA.getByRole('button', { name: /^Notifications, \d+ unread$/ });
    await bell.waitFor({ timeout: 60_000 });
    await bell.click();
    const dialog = pageA.getByRole('dialog', { name: 'Notifications' });
    await dialog.getByText(`New task in ${AREA}`).waitFor({ timeout: 20_000 });
  });

  it('the challenges list shows its states and nothing serious for axe', { timeout: 60_000 }, async () => {
    await pageA.goto(`${base}/challenges`);
    await pageA.getByRole('heading', { level: 1, name: 'Challenges' }).waitFor({ timeout: 20_000 });
    // Demo challenges exist where the demo data was seeded; either way the page has settled.
    await pageA.getByText(/Only verified cleanups count/).waitFor();
    await pageA.waitForFunction(() => !document.body.textContent?.includes('Loading the challenges'), undefined, { timeout: 20_000 });
    expect(await seriousAxeViolations(pageA)).toEqual([]);
    expect(problems).toEqual([]);
  });
});
