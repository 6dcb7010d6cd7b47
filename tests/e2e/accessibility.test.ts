import fs from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_VERSION } from '../../src/modules/consent/contract';
import { appReady, launchBrowser, newPhoneContext, seriousAxeViolations, watchProblems } from './support/browser';

const base = inject('baseUrl');

/**
 * A consent decision already made, so the bottom consent banner (consent module: shown only while no
 * 'gdpr-consent' record exists) does not cover the page. Plain JSON records, as the consent slice stores them.
 */
async function withConsentDecided(context: BrowserContext) {
  await context.addInitScript((version: string) => {
    const timestamp = new Date().toISOString();
    if (!localStorage.getItem('gdpr-consent')) {
      localStorage.setItem('gdpr-consent', JSON.stringify({ essential: true, analytics: false, performance: false, timestamp, version }));
      localStorage.setItem('privacy-choice', JSON.stringify({ level: 'essential', timestamp, version, rejected: true }));
    }
  }, CONSENT_VERSION);
}

/** Map tiles come from the internet, which tests do not have (the home page shows the map): a 1x1 PNG. */
const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

const rootFontSize = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.documentElement).fontSize));
const h1FontSize = (page: Page) => page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('main h1')!).fontSize));
const bodyColours = (page: Page) =>
  page.evaluate(() => {
    const s = getComputedStyle(document.body);
    return { color: s.color, background: s.backgroundColor };
  });
const storedSettings = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('accessibility-settings') ?? 'null'));
const sessionUserId = (page: Page) => page.evaluate(async () => (await (await fetch('/api/guest/validate')).json()).user?.id as string | undefined);

describe('accessibility settings in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    await withConsentDecided(context);
    await context.route(/^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 }));
    page = await context.newPage();
    problems = watchProblems(page);
  });
  afterAll(async () => {
    await browser?.close();
  });

  const open = async (path: string, heading: string) => {
    await page.goto(`${base}${path}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor();
    await appReady(page);
  };
  const toggle = (name: string) => page.getByRole('switch', { name, exact: true });

  it('changes the text scale and the contrast of the page at once, and keeps them after a reload', async () => {
    await open('/accessibility', 'Accessibility');
    expect(await rootFontSize(page)).toBe(16);
    const h1 = await h1FontSize(page);
    const before = await bodyColours(page);
    expect(before.background).not.toBe('rgb(255, 255, 255)');
    expect(await toggle('Large text').isChecked()).toBe(false);
    expect(await toggle('Visible focus').isChecked()).toBe(true);

    await toggle('Large text').click();
    await page.waitForFunction(() => getComputedStyle(document.documentElement).fontSize === '19.2px');
    expect(await h1FontSize(page)).toBeCloseTo(h1 * 1.2, 1);

    await toggle('High contrast').click();
    await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(255, 255, 255)');
    expect(await bodyColours(page)).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    // Surfaces get visible borders in high contrast.
    const border = await page.evaluate(() => getComputedStyle(document.querySelector('main .MuiPaper-root')!).borderTopColor);
    expect(border).toBe('rgb(0, 0, 0)');

    expect(await storedSettings(page)).toMatchObject({ largeText: true, highContrast: true, focusVisible: true, screenReader: false });

    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'Accessibility' }).waitFor();
    await appReady(page);
    expect(await rootFontSize(page)).toBe(19.2);
    expect(await bodyColours(page)).toEqual({ color: 'rgb(0, 0, 0)', background: 'rgb(255, 255, 255)' });
    expect(await toggle('Large text').isChecked()).toBe(true);
    expect(await toggle('High contrast').isChecked()).toBe(true);
    expect(await page.getByRole('button', { name: /^Low vision/ }).getAttribute('aria-pressed')).toBe('true');
    // Other screens keep the settings too.
    await open('/tasks', 'Cleanup Tasks');
    expect(await rootFontSize(page)).toBe(19.2);
  });

  it.each([
    ['/accessibility', 'Accessibility'],
    ['/account', 'Account Settings'],
    ['/tasks', 'Cleanup Tasks'],
    ['/profile', 'Profile'],
    ['/privacy', 'Privacy Policy'],
    ['/submit-task', 'Submit Task'],
  ])('has no serious or critical axe violations on %s in high-contrast and large-text mode', async (path, heading) => {
    await open(path, heading);
    expect(await page.evaluate(() => document.documentElement.dataset.highContrast)).toBe('true');
    expect(await rootFontSize(page)).toBe(19.2);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('has no serious or critical axe violations with large text alone and with high contrast alone', async () => {
    await open('/accessibility', 'Accessibility');
    await toggle('High contrast').click();
    await page.waitForFunction(() => document.documentElement.dataset.highContrast === 'false');
    await page.waitForTimeout(500); // let the preset buttons finish their colour transition
    expect(await seriousAxeViolations(page)).toEqual([]);
    await toggle('Large text').click();
    await toggle('High contrast').click();
    await page.waitForFunction(() => document.documentElement.dataset.highContrast === 'true' && document.documentElement.dataset.largeText === 'false');
    await page.waitForTimeout(500);
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: /^Default/ }).click();
    await page.waitForFunction(() => document.documentElement.dataset.highContrast === 'false');
    expect(await rootFontSize(page)).toBe(16);
  });

  it('turns keyboard navigation on with Tab and off with the mouse, and announces changes', async () => {
    await open('/accessibility', 'Accessibility');
    await page.keyboard.press('Tab');
    await page.waitForFunction(() => document.documentElement.dataset.keyboardNavigation === 'true');
    expect(await toggle('Keyboard navigation').isChecked()).toBe(true);
    await page.mouse.click(5, 300);
    await page.waitForFunction(() => document.documentElement.dataset.keyboardNavigation === 'false');
    // A change is said in the polite live region, and the element goes again after 1000 ms.
    await toggle('Screen reader support').click();
    const region = page.locator('[data-testid="announcer-polite"]');
    await region.getByText('Screen reader support on').waitFor({ state: 'attached' });
    await page.waitForTimeout(1300);
    expect(await region.locator('p').count()).toBe(0);
    await toggle('Screen reader support').click();
  });

  it('follows the device’s reduced-motion and contrast preferences until the person sets them', async () => {
    const other = await browser.newContext({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', forcedColors: 'active', locale: 'en-US' });
    await withConsentDecided(other);
    const p = await other.newPage();
    await p.goto(`${base}/accessibility`);
    await p.getByRole('heading', { level: 1, name: 'Accessibility' }).waitFor();
    await appReady(p);
    expect(await p.getByRole('switch', { name: 'Reduce motion', exact: true }).isChecked()).toBe(true);
    expect(await p.getByRole('switch', { name: 'High contrast', exact: true }).isChecked()).toBe(true);
    await p.emulateMedia({ reducedMotion: 'no-preference' });
    await p.waitForFunction(() => document.documentElement.dataset.reducedMotion === 'false');
    await p.getByRole('switch', { name: 'Reduce motion', exact: true }).click();
    await p.emulateMedia({ reducedMotion: 'reduce' });
    await p.emulateMedia({ reducedMotion: 'no-preference' });
    await p.waitForTimeout(200);
    expect(await p.evaluate(() => document.documentElement.dataset.reducedMotion)).toBe('true');
    await other.close();
  });

  it('exports the person’s data as a JSON download from Account Settings', async () => {
    await open('/account', 'Account Settings');
    const userId = await sessionUserId(page);
    expect(userId).toBeTruthy();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Export data' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^cleanquest-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(fs.readFileSync((await download.path())!, 'utf8'));
    expect(data).toMatchObject({ format: 'cleanquest-personal-data/1', userId, profile: { id: userId } });
    expect(Array.isArray(data.sessions)).toBe(true);
    expect(JSON.stringify(data)).not.toMatch(/token_?hash/i);
    await page.getByRole('region', { name: 'Notifications' }).getByText('Data exported', { exact: true }).waitFor();
  });

  it('deletes the account after the typed confirmation and starts a new guest session', async () => {
    await open('/account', 'Account Settings');
    const before = await sessionUserId(page);
    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
    await dialog.waitFor();
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.getByRole('region', { name: 'Notifications' }).getByText('Account deleted', { exact: true }).waitFor();
    await page.waitForFunction(async (old) => {
      const r = await (await fetch('/api/guest/validate')).json();
      return r.valid && r.user?.id && r.user.id !== old;
    }, before);
    expect(new URL(page.url()).pathname).toBe('/');
    // The old account is gone from public view.
    expect((await page.request.get(`${base}/api/user/${before}`)).status()).toBe(404);
  });

  it('raised no page errors, console errors or CSP violations', () => {
    expect(problems).toEqual([]);
  });
});
