import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scene } from '../support/images';
import { launchBrowser, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';

const base = inject('baseUrl');

/** Away from the demo tasks, so the reported task is easy to tell apart. */
const SPOT = { latitude: 51.47, longitude: 11.95 };
const LOCATION = `Saale ${Date.now() % 100000}`;

/**
 * Issue 41: the app in Arabic, right to left, on a 390 px phone. The first visit follows the
 * browser's language (Accept-Language: ar): a person reports litter, another accepts the task and
 * completes it with an after-photo, then sees the profile and the leaderboard. Every screen is
 * written right to left, scrolls only up and down, and axe finds nothing serious.
 */
async function arabicPhone(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'ar' });
  await context.grantPermissions(['geolocation'], { origin: base });
  await context.setGeolocation({ ...SPOT, accuracy: 8 });
  await stubMapTiles(context);
  await presetConsent(context);
  return context;
}

/** The session's person is shown: their level in the header's progress list. */
async function waitForSession(page: Page): Promise<void> {
  await page.getByRole('list', { name: 'تقدّمك' }).getByText(/المستوى/).waitFor({ timeout: 20_000 });
}

/** Right to left in Arabic, and nothing wider than the phone (no sideways scrolling). */
async function expectRtlPhoneLayout(page: Page): Promise<void> {
  const html = await page.evaluate(() => ({
    lang: document.documentElement.lang,
    dir: document.documentElement.dir,
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(html.lang).toBe('ar');
  expect(html.dir).toBe('rtl');
  expect(html.scrollWidth, `the page is ${html.scrollWidth} px wide on a ${html.innerWidth} px screen`).toBeLessThanOrEqual(html.innerWidth);
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe('Arabic (right to left) at 390 px in Chromium: report, accept, complete, profile, leaderboard', () => {
  let browser: Browser;
  let pageA: Page;
  let pageB: Page;
  const problems: Record<string, string[]> = {};
  const serverErrors: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    pageA = await (await arabicPhone(browser)).newPage();
    pageB = await (await arabicPhone(browser)).newPage();
    for (const [name, page] of [['A', pageA], ['B', pageB]] as const) {
      problems[name] = watchProblems(page);
      page.on('response', (r) => r.status() >= 500 && serverErrors.push(`${name} ${r.status()} ${new URL(r.url()).pathname}`));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the server answers the first visit in Arabic, right to left (Accept-Language), before any script runs', async () => {
    const res = await fetch(`${base}/camera`, { headers: { 'Accept-Language': 'ar' } });
    const html = await res.text();
    expect(html).toMatch(/<html[^>]*\blang="ar"[^>]*\bdir="rtl"|<html[^>]*\bdir="rtl"[^>]*\blang="ar"/);
  });

  it('A reports litter with a photo and a typed place, all in Arabic', async () => {
    await pageA.goto(`${base}/camera`);
    await pageA.getByRole('heading', { name: 'الإبلاغ عن نفايات', exact: true }).waitFor();
    await waitForSession(pageA);
    const welcome = pageA.getByRole('status').filter({ hasText: 'مرحبًا بك في' });
    await welcome.waitFor({ timeout: 15_000 });
    await welcome.getByRole('button', { name: 'إغلاق الإشعار' }).click();
    await welcome.waitFor({ state: 'detached' });

    const photo = await scene({ litter: 80, seed: 7 });
    await pageA.locator('input[type="file"]').setInputFiles({ name: 'trash.webp', mimeType: 'image/webp', buffer: photo });
    await pageA.getByRole('img', { name: 'معاينة الصورة التي اخترتها' }).waitFor();
    await pageA.getByRole('combobox', { name: 'الموقع' }).fill(LOCATION);
    await expectRtlPhoneLayout(pageA);

    await pageA.getByRole('button', { name: 'إرسال بلاغ النفايات' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'تم بنجاح!' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'متابعة' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it('B finds the task in the list and accepts it', async () => {
    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    await pageB.getByRole('heading', { name: 'مهام التنظيف' }).waitFor();
    await pageB.getByRole('button', { name: 'الكل', exact: true }).click();
    const card = pageB.getByRole('button', { name: new RegExp(LOCATION) });
    await card.waitFor({ timeout: 20_000 });
    await expectRtlPhoneLayout(pageB);

    await card.click();
    const sheet = pageB.getByRole('region', { name: /تنظيف/ });
    await sheet.waitFor();
    await sheet.getByRole('button', { name: 'قبول', exact: true }).click();
    await pageB.getByText('أُضيفت المهمة إلى «مهامي»!').waitFor();
    await sheet.getByRole('button', { name: 'الإكمال بصورة' }).waitFor();
    // Held: the Tasks tab's badge shows 1; the layout and axe are checked in that state too.
    await pageB.getByTestId('task-count-badge').filter({ hasText: /^1$/ }).waitFor();
    await expectRtlPhoneLayout(pageB);
  });

  it('B completes it with an after-photo and reads the verification in Arabic', async () => {
    await pageB.getByRole('button', { name: 'الإكمال بصورة' }).click();
    const dialog = pageB.getByRole('dialog', { name: 'إكمال المهمة بصورة' });
    await dialog.waitFor();
    const after = await scene({ litter: 0, retake: true });
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'after.webp', mimeType: 'image/webp', buffer: after });
    await dialog.getByRole('img', { name: 'معاينة صورة «بعد»', exact: true }).first().waitFor();
    await dialog.getByRole('button', { name: 'إكمال المهمة', exact: true }).click();
    await dialog.getByText('نتائج تحقّق الذكاء الاصطناعي').waitFor({ timeout: 60_000 });
    await dialog.getByRole('heading', { name: 'اكتملت المهمة!' }).waitFor();
    await expectRtlPhoneLayout(pageB);
    await dialog.getByRole('button', { name: 'رائع! متابعة' }).click();
    await dialog.waitFor({ state: 'detached' });
  });

  it("B's profile is in Arabic, right to left, and fits the phone", async () => {
    await pageB.goto(`${base}/profile`);
    await waitForSession(pageB);
    await pageB.getByText('مستخدم ضيف').first().waitFor();
    await expectRtlPhoneLayout(pageB);
  });

  it('the leaderboard is in Arabic, right to left, and fits the phone', async () => {
    await pageB.goto(`${base}/leaderboard`);
    await pageB.getByRole('heading', { name: 'لوحة المتصدرين' }).waitFor();
    await pageB.getByText('أنشئ ملفك الشخصي لتظهر في لوحة المتصدرين.').waitFor({ timeout: 20_000 });
    await expectRtlPhoneLayout(pageB);
  });

  it('raised no page errors, console errors or server errors', () => {
    expect(serverErrors).toEqual([]);
    expect(problems).toEqual({ A: [], B: [] });
  });
});
