import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { appReady, launchBrowser, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';
import { registerFromPage, waitForSession } from './support/flows';

const base = inject('baseUrl');

/** A walk along a river bank: ~22 m north a step, zigzagging 15 m east and back, so the 3 m simplification keeps every point. */
const START = { latitude: 51.4801, longitude: 11.9702 };
const step = (i: number) => ({ latitude: START.latitude + i * 0.0002, longitude: START.longitude + (i % 2) * 0.0002 });
/** The recorder keeps at most one point every 2 s (by the fixes' own times): a little more between moves. */
const MOVE_GAP_MS = 2600;

/**
 * Issue 40: a survey recorded with a moving mocked GPS position, a reload in the middle (it resumes),
 * the signal gone for the second half (it keeps recording, Send keeps it on the device), and it
 * arrives once with its whole route when the signal is back.
 */
describe('survey recorder in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[] = [];
  const posts: { key: string; body: { route: { coordinates: number[][] }; counts: unknown[]; lengthM?: number } }[] = [];
  const created: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    // No service worker: the page's own queue sends the survey, so this test sees every POST and its answer.
    context = await browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block' });
    await presetConsent(context);
    await stubMapTiles(context);
    await context.grantPermissions(['geolocation'], { origin: base });
    await context.setGeolocation({ ...step(0), accuracy: 5 });
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/surveys') posts.push({ key: r.headers()['idempotency-key'] ?? '', body: r.postDataJSON() });
    });
    page.on('response', async (r) => {
      if (r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/surveys' && r.status() === 201) created.push(((await r.json()) as { id: string }).id);
    });
  });
  afterAll(async () => {
    await context?.setOffline(false).catch(() => undefined);
    await browser?.close();
  });

  async function walk(from: number, to: number) {
    for (let i = from; i <= to; i++) {
      await context.setGeolocation({ ...step(i), accuracy: 5 });
      await page.getByTestId('survey-points').getByText(`${i + 1} points`, { exact: true }).waitFor({ timeout: 15_000 });
      await page.waitForTimeout(MOVE_GAP_MS);
    }
  }

  it('records a moving route, resumes after a reload, keeps going offline and arrives once with its whole route', { timeout: 180_000 }, async () => {
    await page.goto(`${base}/surveys/new`);
    await appReady(page);
    await waitForSession(page);
    // A guest is told to sign in first.
    await page.getByText('Sign in to record surveys').waitFor();
    await registerFromPage(page, `surveyor_${Date.now() % 1_000_000}`);
    await page.getByRole('heading', { level: 1, name: 'Record a survey' }).waitFor();

    await page.getByLabel('People surveying').fill('2');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByTestId('survey-points').getByText('1 point', { exact: true }).waitFor({ timeout: 15_000 });
    await page.waitForTimeout(MOVE_GAP_MS);
    await walk(1, 2);
    await page.getByRole('region', { name: 'Map of the route walked' }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    // A reload (or a killed tab) resumes the survey and keeps recording.
    await page.reload();
    await appReady(page);
    await page.getByTestId('survey-points').getByText('3 points', { exact: true }).waitFor({ timeout: 20_000 });
    // The page's late parts (the offline queue's sender among them) have loaded: without a service
    // worker (blocked here) nothing could load them while offline.
    await page.waitForFunction(() => document.documentElement.dataset.deferred === 'started', undefined, { timeout: 30_000 });
    await page.waitForTimeout(MOVE_GAP_MS);

    // The signal drops: the route keeps growing.
    await context.setOffline(true);
    await walk(3, 6);
    // Other tests may have tagged other items first: the search finds it.
    await page.getByLabel('Search items').fill('Cigarette butts');
    await page.getByRole('button', { name: 'One more: Cigarette butts' }).click();
    await page.getByRole('button', { name: 'One more: Cigarette butts' }).click();
    await page.getByRole('button', { name: 'Stop' }).click();
    await page.getByRole('heading', { name: 'Review your survey' }).waitFor();
    await page.getByRole('button', { name: 'Send survey' }).click();
    await page.getByTestId('survey-queued').getByText('Saved on this device. Your survey will be sent once when you are back online.').waitFor();
    expect(created).toEqual([]);

    // Back online: the queue sends it once.
    await context.setOffline(false);
    await expect.poll(() => created.length, { timeout: 30_000 }).toBe(1);
    await page.waitForTimeout(3000);
    expect(created).toHaveLength(1);
    expect(new Set(posts.map((p) => p.key)).size).toBe(1);
    expect(posts[0]!.key).toMatch(/^[0-9a-f-]{36}$/);

    const survey = await page.evaluate(async (id) => (await (await fetch(`/api/surveys/${id}`)).json()) as { fullRoute: { coordinates: number[][] }; counts: unknown[]; people: number; kind: string; mine: boolean }, created[0]!);
    expect(survey).toMatchObject({ kind: 'transect', people: 2, mine: true, counts: [{ item: 'smoking.butts', count: 2 }] });
    const expected = Array.from({ length: 7 }, (_, i) => [step(i).longitude, step(i).latitude]);
    expect(survey.fullRoute.coordinates).toHaveLength(7);
    survey.fullRoute.coordinates.forEach(([lon, lat], i) => {
      expect(lon).toBeCloseTo(expected[i]![0]!, 5);
      expect(lat).toBeCloseTo(expected[i]![1]!, 5);
    });
    expect(problems.filter((p) => !/ERR_INTERNET_DISCONNECTED|Failed to fetch|net::/.test(p))).toEqual([]);
  });
});
