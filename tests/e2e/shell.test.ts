import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appReady, launchBrowser, newPhoneContext, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';

const base = inject('baseUrl');

const ROUTES: Array<[string, string]> = [
  ['/', 'Task Map'],
  ['/map', 'Task Map'],
  ['/camera', 'Report Trash'],
  ['/tasks', 'Cleanup Tasks'],
  ['/profile', 'Profile'],
  ['/submit-task', 'Submit Task'],
  ['/accessibility', 'Accessibility'],
  ['/privacy', 'Privacy Policy'],
  ['/no/such/page', 'Page Not Found'],
];

describe('app shell in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    await stubMapTiles(context);
    page = await context.newPage();
    problems = watchProblems(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('gives a new visitor a guest session, the welcome toast, and level 1 with 0 tasks and 0 coins', async () => {
    await page.goto(`${base}/`);
    const toast = page.getByText('Welcome to CleanQuest!');
    await toast.waitFor({ timeout: 15_000 });
    await page.getByText('Your 24-hour guest session has started. Any points earned will be donated to environmental causes when your session expires.').waitFor();
    const cookies = await context.cookies();
    const session = cookies.find((c) => c.name === 'cq_session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    const stats = page.getByRole('list', { name: 'Your progress' });
    await stats.getByText('Level 1').waitFor();
    expect(await stats.getByText('0 tasks completed').count()).toBe(1);
    expect(await stats.getByText('0 coins').count()).toBe(1);
    // A reload reuses the session: no second welcome.
    await page.reload();
    await stats.getByText('Level 1').waitFor();
    await page.waitForTimeout(500);
    expect(await page.getByText('Welcome to CleanQuest!').count()).toBe(0);
    expect((await context.cookies()).find((c) => c.name === 'cq_session')?.value).toBe(session!.value);
  });

  it.each(ROUTES)('renders %s with its heading and no serious accessibility violations', async (path, heading) => {
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { name: heading, exact: true }).first().waitFor();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('has a bottom navigation with the four tabs in order, and it navigates', async () => {
    await page.goto(`${base}/map`);
    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    const labels = await nav.locator('button, a').allInnerTexts();
    expect(labels.map((l) => l.trim().split('\n').pop())).toEqual(['Map', 'Report', 'Tasks', 'Profile']);
    await nav.getByText('Report').click();
    await page.getByRole('heading', { name: 'Report Trash' }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/camera');
  });

  it('moves focus into the main content with the skip link, by keyboard', async () => {
    await page.goto(`${base}/tasks`);
    await page.getByRole('heading', { name: 'Cleanup Tasks' }).waitFor();
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => document.activeElement?.textContent);
    expect(focused).toBe('Skip to main content');
    await page.keyboard.press('Enter');
    const inMain = await page.evaluate(() => {
      const main = document.getElementById('main-content');
      return !!main && (main === document.activeElement || main.contains(document.activeElement));
    });
    expect(inMain).toBe(true);
  });

  it('shows the profile menu for a guest', async () => {
    await page.goto(`${base}/`);
    await page.getByRole('button', { name: /Open profile menu/ }).click();
    const menu = page.getByRole('menu');
    for (const item of ['Create Profile', 'View Guest Profile', 'My Tasks', 'View Map']) await menu.getByText(item, { exact: true }).waitFor();
    await menu.getByText('My Tasks').click();
    await page.getByRole('heading', { name: 'Cleanup Tasks' }).waitFor();
    expect(await page.getByRole('menu').count()).toBe(0);
  });

  it("loads only the active language's texts; the switch loads the other's first and writes cq_lang, which a reload keeps", async () => {
    const fresh = await newPhoneContext(browser);
    await stubMapTiles(fresh);
    const tab = await fresh.newPage();
    problems.push(...watchProblems(tab));
    const texts: string[] = [];
    tab.on('request', (r) => {
      const m = /^\/(texts-[a-z]+)\.[0-9a-f]+\.js$/.exec(new URL(r.url()).pathname);
      if (m) texts.push(m[1]!);
    });
    const langCookie = async () => (await fresh.cookies()).find((c) => c.name === 'cq_lang');
    await tab.goto(`${base}/`);
    await tab.getByRole('heading', { name: 'Task Map', exact: true }).first().waitFor();
    await appReady(tab);
    expect(texts).toEqual(['texts-en']);
    expect((await langCookie())?.value).toBe('en');

    // On a phone the language choice is in the profile menu (issue 37).
    await tab.getByRole('button', { name: /Open profile menu/ }).click();
    await tab.getByRole('menuitemradio', { name: 'Language: Deutsch' }).click();
    await tab.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Melden').waitFor();
    expect(texts).toEqual(['texts-en', 'texts-de']);
    expect(await tab.evaluate(() => document.documentElement.lang)).toBe('de');
    const cookie = await langCookie();
    expect(cookie).toMatchObject({ value: 'de', path: '/', sameSite: 'Lax', secure: false });
    // Max-Age one year (the browser turns it into an expiry time).
    expect(cookie!.expires - Date.now() / 1000).toBeGreaterThan(364 * 86_400);

    texts.length = 0;
    await tab.reload();
    await tab.getByRole('navigation', { name: 'Hauptnavigation' }).getByText('Melden').waitFor();
    expect(texts).toEqual(['texts-de']);
    await fresh.close();
  });

  it('raised no page errors, console errors or CSP violations', () => {
    // Chromium logs the status of a page answered with 404 ('Page Not Found' is server-rendered with it).
    const notFoundPage = `console: Failed to load resource: the server responded with a status of 404 (Not Found) (${base}/no/such/page)`;
    expect(problems.filter((p) => p !== notFoundPage)).toEqual([]);
  });
});
