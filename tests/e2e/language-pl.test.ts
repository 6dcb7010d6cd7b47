import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scene } from '../support/images';
import { launchBrowser, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';

const base = inject('baseUrl');

/** A spot away from the demo tasks, where B stands too (the Nearby list and the GPS report). */
const SPOT = { latitude: 51.46, longitude: 11.93 };

/**
 * Issue 41: the app in Polish on a 390 px phone, chosen by the browser's language alone (Accept-Language
 * pl-PL, no cookie): A reports trash through the report screen, B accepts and completes the task, then
 * sees the profile and the leaderboard. Every screen: Polish texts, no horizontal scrolling (a text that
 * overflows its box widens the page), and nothing serious for axe.
 */
async function polishPhone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'pl-PL' });
  await presetConsent(context);
  await stubMapTiles(context);
  await context.grantPermissions(['geolocation'], { origin: base });
  await context.setGeolocation({ ...SPOT, accuracy: 8 });
  return context;
}

/** The page is no wider than the screen: nothing makes it scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({ scrollWidth: document.documentElement.scrollWidth, innerWidth: window.innerWidth }));
  expect(scrollWidth, `scrollWidth ${scrollWidth} > innerWidth ${innerWidth}`).toBeLessThanOrEqual(innerWidth);
}

async function expectAccessible(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

/** The header shows the session's person: 'Twoje postępy' with their level. */
async function waitForSession(page: Page) {
  await page.getByRole('list', { name: 'Twoje postępy' }).getByText(/^Poziom \d+$/).waitFor({ timeout: 20_000 });
}

describe('CleanQuest in Polish at 390 px (Chromium)', () => {
  let browser: Browser;
  let a: BrowserContext;
  let b: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  const watched: [string, string[]][] = [];
  const failed: string[] = [];
  let tmpDir = '';
  let photoPath = '';
  const location = `Łąka nad Soławą ${Date.now() % 100000}`;

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-pl-'));
    photoPath = path.join(tmpDir, 'smieci.webp');
    // The littered scene the local verifier compares the after-photo with.
    fs.writeFileSync(photoPath, await scene({ litter: 80, seed: 7 }));
    browser = await launchBrowser();
    a = await polishPhone(browser);
    b = await polishPhone(browser);
    pageA = await a.newPage();
    pageB = await b.newPage();
    for (const [name, page] of [['A', pageA], ['B', pageB]] as const) {
      watched.push([name, watchProblems(page)]);
      page.on('response', (r) => r.status() >= 400 && failed.push(`${name} ${r.status()} ${new URL(r.url()).pathname}`));
    }
  });
  afterAll(async () => {
    await browser?.close();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('A gets the app in Polish from Accept-Language: <html lang="pl">, the report screen in Polish', async () => {
    await pageA.goto(`${base}/camera`);
    expect(await pageA.evaluate(() => [document.documentElement.lang, document.documentElement.dir])).toEqual(['pl', 'ltr']);
    await pageA.getByRole('heading', { name: 'Zgłoś śmieci', exact: true }).waitFor();
    await waitForSession(pageA);
    const welcome = pageA.getByRole('status').filter({ hasText: 'Witaj w CleanQuest!' });
    await welcome.waitFor({ timeout: 15_000 });
    await welcome.getByRole('button', { name: 'Zamknij powiadomienie' }).click();
    await welcome.waitFor({ state: 'detached' });
    await expectNoSidewaysScroll(pageA);
  });

  it('A reports trash with a photo and GPS: Gotowe!', async () => {
    await pageA.locator('input[type="file"]').setInputFiles(photoPath);
    await pageA.getByRole('img', { name: 'Podgląd wybranego zdjęcia' }).waitFor({ timeout: 30_000 });
    await pageA.getByRole('button', { name: 'Dotknij, aby ustalić lokalizację' }).click();
    await pageA.getByText('Lokalizacja potwierdzona').waitFor({ timeout: 15_000 });
    await pageA.getByRole('combobox', { name: 'Miejsce' }).fill(location);
    await expectNoSidewaysScroll(pageA);
    await expectAccessible(pageA);
    const submit = pageA.getByRole('button', { name: 'Wyślij zgłoszenie śmieci' });
    expect(await submit.getAttribute('aria-disabled')).toBe('false');
    await submit.click();
    const dialog = pageA.getByRole('dialog', { name: 'Gotowe!' });
    await dialog.waitFor({ timeout: 30_000 });
    await expectNoSidewaysScroll(pageA);
    await dialog.getByRole('button', { name: 'Dalej' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('B finds the task under W pobliżu (1 km) and accepts it', async () => {
    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    await pageB.getByRole('heading', { level: 1, name: 'Zadania sprzątania' }).waitFor({ state: 'attached' });
    await pageB.getByRole('button', { name: 'W pobliżu (1 km)', pressed: true }).waitFor();
    const card = pageB.getByRole('button', { name: new RegExp(location) });
    await card.waitFor({ timeout: 20_000 });
    await expectNoSidewaysScroll(pageB);
    await expectAccessible(pageB);

    await card.click();
    const sheet = pageB.getByRole('region', { name: /^Sprzątanie: / });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'Przyjmij' }).click();
    await pageB.getByText('Zadanie dodane do Moich zadań!').waitFor();
    await sheet.getByRole('button', { name: 'Zakończ ze zdjęciem' }).waitFor();
    await expectNoSidewaysScroll(pageB);
  });

  it('B completes it with an after-photo: Wyniki weryfikacji AI, Zadanie ukończone!, the header counts in Polish', async () => {
    const stats = pageB.locator('header');
    await stats.getByTitle('0 monet', { exact: true }).waitFor();
    await pageB.getByRole('button', { name: 'Zakończ ze zdjęciem' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'Zakończ zadanie ze zdjęciem' });
    await dialog.waitFor();
    const after = await scene({ litter: 0, retake: true });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'po.webp', mimeType: 'image/webp', buffer: after });
    await dialog.getByRole('img', { name: 'Podgląd twojego zdjęcia „po”' }).first().waitFor();
    await expectNoSidewaysScroll(pageB);
    await dialog.getByRole('button', { name: 'Zakończ zadanie' }).click();
    await dialog.getByText('Wyniki weryfikacji AI').waitFor({ timeout: 60_000 });
    await dialog.getByRole('heading', { name: 'Zadanie ukończone!' }).waitFor();
    await dialog.getByText('Sprawdzone przez lokalny weryfikator zapasowy (porównuje tylko zdjęcia)').waitFor();
    await expectNoSidewaysScroll(pageB);
    await expectAccessible(pageB);
    // Polish plural forms: 1 zadanie; 5-21 monet, 2-4 monety.
    await stats.getByTitle('1 ukończone zadanie', { exact: true }).waitFor({ timeout: 15_000 });
    await stats.getByTitle(/^[1-9]\d* monet[y]?$/).waitFor();
    await dialog.getByRole('button', { name: 'Super! Dalej' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('B sees the guest profile in Polish', async () => {
    await pageB.goto(`${base}/profile`);
    await pageB.getByRole('heading', { level: 1, name: 'Profil' }).waitFor();
    await pageB.getByRole('heading', { name: 'Gość' }).waitFor();
    await pageB.getByText(/^Pozostały czas sesji: \d+ godz\. \d+ min$/).waitFor();
    await expectNoSidewaysScroll(pageB);
    await expectAccessible(pageB);
  });

  it('B sees the leaderboard in Polish', async () => {
    await pageB.goto(`${base}/leaderboard`);
    await pageB.getByRole('heading', { level: 1, name: 'Ranking' }).waitFor();
    await pageB.getByText('Utwórz profil, aby pojawić się w rankingu.').waitFor({ timeout: 15_000 });
    await expectNoSidewaysScroll(pageB);
    await expectAccessible(pageB);
  });

  it('raised no page errors, console errors or failed requests', () => {
    // The geocoder upstream is unreachable in tests: looking up the GPS position's address answers 503.
    expect(failed.filter((f) => !f.includes(' 503 /api/geocode/'))).toEqual([]);
    const problems = watched.flatMap(([name, list]) => list.map((p) => `${name} ${p}`));
    expect(problems.filter((p) => !p.includes('status of 503'))).toEqual([]);
  });
});
