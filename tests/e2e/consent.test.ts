import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { CONSENT_VERSION } from '../../src/modules/consent/contract';
import { launchBrowser, newPhoneContext, seriousAxeViolations, watchProblems } from './support/browser';

const base = inject('baseUrl');

interface Visit {
  context: BrowserContext;
  page: Page;
  problems: string[];
}

type LocalRecords = { gdpr: Record<string, unknown> | null; choice: Record<string, unknown> | null };

const readLocal = (page: Page): Promise<LocalRecords> =>
  page.evaluate(() => {
    const read = (k: string) => {
      const v = localStorage.getItem(k);
      return v ? (JSON.parse(v) as Record<string, unknown>) : null;
    };
    return { gdpr: read('gdpr-consent'), choice: read('privacy-choice') };
  });

/** The session's user and their consent proof, read with the page's own cookies. */
const serverProof = (page: Page) =>
  page.evaluate(async () => {
    const session = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
    const res = await fetch(`/api/security/consent/proof/${session.user.id}`);
    return (await res.json()) as {
      success: boolean;
      proof: { consentHistory: { source: string; granularConsents: Record<string, boolean> }[]; currentStatus: { consents: Record<string, boolean> } };
    };
  });

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/**
 * The shell starts its global components (the banner among them) late, after the first interaction
 * or a few idle seconds (src/client/deferred-start.ts): a banner that stays away is checked only once
 * they have started, and a moment after.
 */
async function globalsStarted(page: Page) {
  // START_REST_WITHOUT_INTERACTION_MS (15 s) after the load event when nothing touched the page, then the slices.
  await page.locator('html[data-deferred="started"]').waitFor({ state: 'attached', timeout: 40_000 });
  await page.waitForTimeout(300);
}

describe('consent banners in Chromium', () => {
  let browser: Browser;
  const visits: Visit[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  /**
   * Starts on /camera: no map there, so axe checks the banner, not the map's attribution (another module's).
   * `stored`: local records this browser kept from an earlier visit.
   */
  async function visit(kind: 'desktop' | 'phone', path = '/camera', stored?: LocalRecords): Promise<Visit> {
    const context = kind === 'phone' ? await newPhoneContext(browser) : await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'en-US' });
    if (stored) {
      await context.addInitScript((records: LocalRecords) => {
        if (localStorage.getItem('gdpr-consent')) return;
        localStorage.setItem('gdpr-consent', JSON.stringify(records.gdpr));
        localStorage.setItem('privacy-choice', JSON.stringify(records.choice));
      }, stored);
    }
    const page = await context.newPage();
    const problems = watchProblems(page);
    const v = { context, page, problems };
    visits.push(v);
    await page.goto(`${base}${path}`);
    // Wait for the guest session, so a choice is recorded for this visitor.
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
    return v;
  }

  const fullBanner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
  const simpleBanner = (page: Page) => page.getByRole('region', { name: 'Privacy choice' });

  it('a new visitor on a wide screen sees the full banner, with no serious accessibility violations', async () => {
    const { page } = await visit('desktop');
    const banner = fullBanner(page);
    await banner.waitFor();
    for (const name of ['Accept All', 'Reject Optional', 'Manage Preferences', 'Close without saving']) await banner.getByRole('button', { name }).waitFor();
    expect(await readLocal(page)).toEqual({ gdpr: null, choice: null });
    await banner.getByRole('button', { name: 'Manage Preferences' }).click();
    await banner.getByRole('switch', { name: 'Analytics' }).waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    // It sits above the bottom navigation, which stays usable.
    const bannerBox = (await page.getByTestId('consent-banner').boundingBox())!;
    const navBox = (await page.getByRole('navigation', { name: 'Main navigation' }).boundingBox())!;
    expect(bannerBox.y + bannerBox.height).toBeLessThanOrEqual(navBox.y + 1);
    await page.getByRole('navigation', { name: 'Main navigation' }).getByText('Tasks').click();
    await page.waitForURL(`${base}/tasks`);
    await fullBanner(page).waitFor();
  });

  it('Accept All stores every category locally and on the server; the banner stays away after a reload', async () => {
    const { page } = await visit('desktop');
    await fullBanner(page).getByRole('button', { name: 'Accept All' }).click();
    await fullBanner(page).waitFor({ state: 'detached' });
    const local = await readLocal(page);
    expect(local.gdpr).toEqual({ essential: true, analytics: true, performance: true, timestamp: expect.stringMatching(ISO), version: CONSENT_VERSION });
    expect(local.choice).toEqual({ level: 'all', timestamp: local.gdpr!.timestamp, version: CONSENT_VERSION, rejected: false });
    await expect.poll(async () => (await serverProof(page)).proof.consentHistory.length).toBe(1);
    const { proof } = await serverProof(page);
    expect(proof.consentHistory[0]).toMatchObject({ source: 'banner', granularConsents: { essential: true, analytics: true, performance: true } });
    await page.reload();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor();
    await globalsStarted(page);
    expect(await fullBanner(page).count()).toBe(0);
  });

  it('Manage Preferences then Accept Selected stores the chosen toggles', async () => {
    const { page } = await visit('desktop');
    const banner = fullBanner(page);
    await banner.getByRole('button', { name: 'Manage Preferences' }).click();
    const essential = banner.getByRole('switch', { name: 'Essential (Always on)' });
    expect(await essential.isChecked()).toBe(true);
    expect(await essential.isDisabled()).toBe(true);
    await banner.getByRole('switch', { name: 'Performance' }).check();
    await banner.getByRole('button', { name: 'Accept Selected' }).click();
    await banner.waitFor({ state: 'detached' });
    const local = await readLocal(page);
    expect(local.gdpr).toMatchObject({ essential: true, analytics: false, performance: true, version: CONSENT_VERSION });
    expect(local.choice).toMatchObject({ level: 'essential', rejected: false, version: CONSENT_VERSION });
    await expect.poll(async () => (await serverProof(page)).proof.currentStatus.consents).toEqual({ essential: true, analytics: false, performance: true });
  });

  it('Reject Optional stores analytics and performance as false', async () => {
    const { page } = await visit('desktop');
    await fullBanner(page).getByRole('button', { name: 'Reject Optional' }).click();
    await fullBanner(page).waitFor({ state: 'detached' });
    const local = await readLocal(page);
    expect(local.gdpr).toMatchObject({ essential: true, analytics: false, performance: false, version: CONSENT_VERSION });
    expect(local.choice).toMatchObject({ level: 'essential', rejected: true });
    await expect.poll(async () => (await serverProof(page)).proof.consentHistory[0]?.source).toBe('banner');
    expect((await serverProof(page)).proof.currentStatus.consents).toEqual({ essential: true, analytics: false, performance: false });
  });

  it('a visitor who accepted privacy policy 1.0 is asked again and told what changed (issue 33)', async () => {
    const timestamp = new Date().toISOString();
    const { page } = await visit('desktop', '/camera', {
      gdpr: { essential: true, analytics: true, performance: true, timestamp, version: '1.0' },
      choice: { level: 'all', timestamp, version: '1.0', rejected: false },
    });
    const banner = fullBanner(page);
    await banner.waitFor();
    const note = banner.getByRole('note');
    await note.getByRole('heading', { name: 'What changed' }).waitFor();
    expect(await note.textContent()).toContain(`We updated the privacy policy (version ${CONSENT_VERSION}).`);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await banner.getByRole('button', { name: 'Reject Optional' }).click();
    await banner.waitFor({ state: 'detached' });
    expect((await readLocal(page)).gdpr).toMatchObject({ analytics: false, performance: false, version: CONSENT_VERSION });
    await page.reload();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor();
    await globalsStarted(page);
    expect(await fullBanner(page).count()).toBe(0);
  });

  it('the close button hides the banner without saving; it is back after a reload', async () => {
    const { page } = await visit('desktop');
    await fullBanner(page).getByRole('button', { name: 'Close without saving' }).click();
    await fullBanner(page).waitFor({ state: 'detached' });
    expect(await readLocal(page)).toEqual({ gdpr: null, choice: null });
    expect((await serverProof(page)).proof.consentHistory).toEqual([]);
    await page.reload();
    await fullBanner(page).waitFor();
  });

  it.each([
    ['Reject All', { analytics: false, performance: false }, { level: 'essential', rejected: true }],
    ['Essential Only', { analytics: false, performance: false }, { level: 'essential', rejected: false }],
    ['Accept All', { analytics: true, performance: true }, { level: 'all', rejected: false }],
  ] as const)('on a phone the simpler banner: %s stores the choice and closes', async (button, consents, choice) => {
    const { page } = await visit('phone');
    const banner = simpleBanner(page);
    await banner.waitFor();
    expect(await fullBanner(page).count()).toBe(0);
    await banner.getByRole('button', { name: button, exact: true }).click();
    await banner.waitFor({ state: 'detached' });
    const local = await readLocal(page);
    expect(local.gdpr).toEqual({ essential: true, ...consents, timestamp: expect.stringMatching(ISO), version: CONSENT_VERSION });
    expect(local.choice).toEqual({ ...choice, timestamp: local.gdpr!.timestamp, version: CONSENT_VERSION });
    await expect.poll(async () => (await serverProof(page)).proof.consentHistory[0]?.source).toBe('simple_banner');
    expect((await serverProof(page)).proof.currentStatus.consents).toEqual({ essential: true, ...consents });
    await page.reload();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor();
    await globalsStarted(page);
    expect(await simpleBanner(page).count()).toBe(0);
  });

  it('on a phone the simpler banner is accessible, and leads to the full one and to the Privacy Policy', async () => {
    const { page } = await visit('phone');
    await simpleBanner(page).waitFor();
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await simpleBanner(page).getByRole('button', { name: 'Choose categories' }).click();
    await fullBanner(page).getByRole('switch', { name: 'Analytics' }).waitFor();
    await fullBanner(page).getByRole('link', { name: 'Privacy Policy' }).click();
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/privacy');
  });

  it('the Privacy Policy page shows the policy and the privacy settings panel, and the panel changes the choice', async () => {
    const { page } = await visit('desktop', '/privacy');
    await page.getByRole('heading', { name: 'Privacy Policy', level: 1 }).waitFor();
    await page.getByRole('heading', { name: '2. What we store and why' }).waitFor();
    await page.getByRole('heading', { name: 'Privacy settings' }).waitFor();
    await fullBanner(page).getByRole('button', { name: 'Reject Optional' }).click();
    await fullBanner(page).waitFor({ state: 'detached' });
    const analytics = page.getByRole('switch', { name: 'Analytics' });
    await expect.poll(() => analytics.isChecked()).toBe(false);
    await expect.poll(() => analytics.isEnabled()).toBe(true);
    // The switch follows the server: it turns on once the change is recorded.
    await analytics.click();
    await page.getByText('Preferences updated').waitFor();
    await expect.poll(() => analytics.isChecked()).toBe(true);
    await expect.poll(async () => (await readLocal(page)).gdpr?.analytics).toBe(true);
    await page.getByRole('button', { name: 'View consent history' }).click();
    const dialog = page.getByRole('dialog', { name: 'Consent history' });
    await dialog.getByText('Legal validation').waitFor();
    expect(await dialog.getByText('Privacy settings', { exact: false }).count()).toBeGreaterThan(0);
    const violations = await seriousAxeViolations(page);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('raised no page errors, console errors or CSP violations', () => {
    // Map tiles come from public tile servers, which an offline test machine cannot resolve.
    const offlineTiles = (p: string) => p.includes('net::ERR_NAME_NOT_RESOLVED');
    expect(visits.flatMap((v) => v.problems).filter((p) => !offlineTiles(p))).toEqual([]);
  });
});
