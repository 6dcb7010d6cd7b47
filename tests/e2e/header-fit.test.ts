import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { PRODUCT_NAME } from '../../src/shared/constants';
import { appReady, launchBrowser, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';

const base = inject('baseUrl');

const TEXTS = {
  en: { locale: 'en-US', stats: 'Your progress', time: 'Current time', language: 'Language', other: 'Deutsch', otherNav: 'Hauptnavigation', profile: /Open profile menu/ },
  de: { locale: 'de-DE', stats: 'Dein Fortschritt', time: 'Aktuelle Uhrzeit', language: 'Sprache', other: 'English', otherNav: 'Main navigation', profile: /Profilmenü/ },
} as const;
type Lang = keyof typeof TEXTS;

async function open(browser: Browser, width: number, height: number, lang: Lang): Promise<{ context: BrowserContext; page: Page; problems: string[] }> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, isMobile: width < 600, hasTouch: width < 600, locale: TEXTS[lang].locale });
  await stubMapTiles(context);
  const page = await context.newPage();
  const problems = watchProblems(page);
  await page.goto(`${base}/`);
  await appReady(page);
  // The header at its fullest: the session's figures and the notifications bell (it loads when idle).
  await page.getByRole('list', { name: TEXTS[lang].stats }).getByText('Level 1').waitFor({ timeout: 20_000 });
  await page.getByTestId('notifications-bell').waitFor({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang);
  return { context, page, problems };
}

/** The product's name as laid out, and every header box wider than the viewport or outside it. */
function measureHeader(page: Page) {
  return page.evaluate((name) => {
    const header = document.querySelector('header')!;
    const title = [...header.querySelectorAll('span')].find((el) => el.textContent === name);
    const vw = document.documentElement.clientWidth;
    const outside = [...header.querySelectorAll('*')]
      .map((el) => ({ el, r: el.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0 && r.height > 0 && (r.left < -0.5 || r.right > vw + 0.5))
      .map(({ el, r }) => `${el.tagName.toLowerCase()}.${el.className} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    return {
      title: title && { text: title.textContent, scrollWidth: title.scrollWidth, clientWidth: title.clientWidth, visible: title.getBoundingClientRect().width > 0 },
      outside,
      pageScrollWidth: document.documentElement.scrollWidth,
      vw,
    };
  }, PRODUCT_NAME);
}

describe('the header on narrow phones', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it.each([
    [360, 740, 'en'],
    [360, 740, 'de'],
    [390, 844, 'en'],
    [390, 844, 'de'],
  ] as const)('%i x %i (%s): the whole product name shows and nothing in the header leaves the screen', async (width, height, lang) => {
    const { context, page, problems } = await open(browser, width, height, lang);
    try {
      const m = await measureHeader(page);
      expect(m.title).toMatchObject({ text: PRODUCT_NAME, visible: true });
      expect(m.title!.scrollWidth, `title ${m.title!.scrollWidth} px wide in ${m.title!.clientWidth} px`).toBeLessThanOrEqual(m.title!.clientWidth);
      expect(m.outside).toEqual([]);
      expect(m.pageScrollWidth).toBeLessThanOrEqual(m.vw);
      // The bell and the avatar stay in the header; the clock and the language button have moved into the profile menu.
      const banner = page.getByRole('banner');
      expect(await banner.getByRole('button', { name: TEXTS[lang].profile }).isVisible()).toBe(true);
      expect(await banner.getByTestId('notifications-bell').isVisible()).toBe(true);
      expect(await banner.getByRole('button', { name: new RegExp(`^${TEXTS[lang].language}:`) }).count()).toBe(0);
      expect(await banner.locator('time').count()).toBe(0);

      // By keyboard: the avatar button opens the menu, which holds the time (same label) and the languages.
      await banner.getByRole('button', { name: TEXTS[lang].profile }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await menu.waitFor();
      const time = page.locator('[role="presentation"] time');
      expect(await time.getAttribute('aria-label')).toMatch(new RegExp(`^${TEXTS[lang].time}: \\d{1,2}:\\d{2}`));
      expect(await menu.getAttribute('aria-describedby')).toBe(await time.getAttribute('id'));
      const violations = await seriousAxeViolations(page);
      expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
      const other = menu.getByRole('menuitemradio', { name: `${TEXTS[lang].language}: ${TEXTS[lang].other}` });
      expect(await other.getAttribute('aria-checked')).toBe('false');
      // The arrow keys reach the other language (eight languages are offered: walk down to it).
      const focused = () => other.evaluate((el) => el === document.activeElement);
      for (let i = 0; i < 20 && !(await focused()); i++) await page.keyboard.press('ArrowDown');
      expect(await focused()).toBe(true);
      await page.keyboard.press('Enter');
      await page.getByRole('navigation', { name: TEXTS[lang].otherNav }).waitFor();
      expect(await page.getByRole('menu').count()).toBe(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(lang === 'en' ? 'de' : 'en');
      // The other language's name fits too.
      const after = await measureHeader(page);
      expect(after.title!.scrollWidth).toBeLessThanOrEqual(after.title!.clientWidth);
      expect(after.outside).toEqual([]);
      expect(problems).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('390 x 844 before any script runs: the server-rendered header hides the clock and the language button already', async () => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, locale: 'en-US' });
    try {
      await stubMapTiles(context);
      const page = await context.newPage();
      await page.goto(`${base}/`);
      const banner = page.getByRole('banner');
      // Rendered (the page hydrates to the same nodes) but hidden by the media query, so nothing jumps.
      const language = banner.getByRole('button', { name: /^Language:/, includeHidden: true });
      expect(await language.count()).toBe(1);
      expect(await language.isVisible()).toBe(false);
      const m = await measureHeader(page);
      expect(m.title).toMatchObject({ text: PRODUCT_NAME, visible: true });
      expect(m.title!.scrollWidth).toBeLessThanOrEqual(m.title!.clientWidth);
      expect(m.outside).toEqual([]);
    } finally {
      await context.close();
    }
  });

  it('keeps the clock and the language button in the header where there is room', async () => {
    const { context, page } = await open(browser, 1024, 768, 'en');
    try {
      const banner = page.getByRole('banner');
      expect(await banner.getByRole('button', { name: /^Language:/ }).isVisible()).toBe(true);
      expect(await banner.locator('time').getAttribute('aria-label')).toMatch(/^Current time: /);
      const m = await measureHeader(page);
      expect(m.title!.scrollWidth).toBeLessThanOrEqual(m.title!.clientWidth);
    } finally {
      await context.close();
    }
  });
});
