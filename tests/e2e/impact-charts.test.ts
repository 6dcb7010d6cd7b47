import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { createDb, migrateLatest } from '../../src/server/db';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { launchBrowser, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';

/** A partner in Cologne with a 2 km area. */
const CENTRE = { latitude: 50.94, longitude: 6.96 };
const PARTNER_ID = randomUUID();

/**
 * Issue 40: a partner's impact page draws its litter charts (MUI X Charts, a lazy chunk the first route
 * never loads), each with a summary and a table view, and axe finds nothing serious. The server runs on
 * its own data folder, seeded before it starts: the partner and tags of this month and two months ago.
 */
describe('impact charts in Chromium', () => {
  let dataDir = '';
  let base = '';
  let server: ServerProcess | undefined;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const scripts: string[] = [];

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-charts-'));
    const db = createDb({ dataDir });
    try {
      await migrateLatest(db, serverModules);
      await db('embed_partners').insert({ id: PARTNER_ID, name: 'Rhine cleaners', allowed_origins: ['https://rhine.example'], center_lat: CENTRE.latitude, center_lon: CENTRE.longitude, zoom: 13, area_radius_km: 2 });
      const now = new Date();
      const monthsAgo = (n: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1, 12));
      // This month, in the past: an hour ago, or the month's first moment when it began less than an hour ago.
      const thisMonth = new Date(Math.max(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1), now.getTime() - 3_600_000));
      const tag = (at: Date, category: string, item: string, count: number, brand: string | null = null) => ({
        task_id: randomUUID(), report_id: randomUUID(), user_id: null, latitude: CENTRE.latitude + 0.003, longitude: CENTRE.longitude,
        category, item, brand, count, created_at: at,
      });
      await db('litter_tags').insert([
        tag(monthsAgo(2), 'smoking', 'smoking.butts', 25),
        tag(monthsAgo(2), 'alcohol', 'alcohol.beer_can', 8, 'Beck’s'),
        tag(thisMonth, 'smoking', 'smoking.butts', 40),
        tag(thisMonth, 'soft_drinks', 'soft_drinks.plastic_bottle', 12, 'Coca-Cola'),
      ]);
      // Two confirmed surveys two months ago in the area (30 pieces on 200 m, an empty 100 m: 10 per 100 m) and one still pending.
      const route = { type: 'LineString', coordinates: [[CENTRE.longitude, CENTRE.latitude + 0.003], [CENTRE.longitude + 0.003, CENTRE.latitude + 0.003]] };
      const survey = (lengthM: number, total: number, status: 'confirmed' | 'pending') => ({
        id: randomUUID(), user_id: null, kind: 'transect', started_at: monthsAgo(2), ended_at: new Date(monthsAgo(2).getTime() + 3_600_000), length_m: lengthM, area_m2: null, people: 2,
        counts: JSON.stringify(total > 0 ? [{ item: 'smoking.butts', count: total }] : []), total, route: JSON.stringify(route), public_route: JSON.stringify(route),
        centre_lat: CENTRE.latitude + 0.003, centre_lon: CENTRE.longitude + 0.0015, min_lat: CENTRE.latitude + 0.003, min_lon: CENTRE.longitude, max_lat: CENTRE.latitude + 0.003, max_lon: CENTRE.longitude + 0.003,
        status, created_at: monthsAgo(2),
      });
      await db('surveys').insert([survey(200, 30, 'confirmed'), survey(100, 0, 'confirmed'), survey(100, 500, 'pending')]);
    } finally {
      await db.destroy();
    }
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, SEED_DEMO: 'false' }, { compiled: true });
    await waitForListening(server);
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1024, height: 900 }, locale: 'en-US' });
    await presetConsent(context);
    await stubMapTiles(context);
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
    });
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('does not load the charts on the first route', async () => {
    await page.goto(`${base}/`);
    await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    expect(scripts.some((s) => /\/charts\.[0-9a-f]+\.js$/.test(s))).toBe(false);
  });

  it('shows the charts with their summaries and tables, and axe finds nothing serious', async () => {
    await page.goto(`${base}/partners/${PARTNER_ID}/impact`);
    const charts = page.getByRole('region', { name: 'Litter at a glance' });
    const overTime = charts.getByRole('region', { name: 'Items over time' });
    const categories = charts.getByRole('region', { name: 'Top categories' });
    const brands = charts.getByRole('region', { name: 'Top brands' });
    await overTime.waitFor({ timeout: 20_000 });
    // The pictures are drawn (the charts chunk loaded) and hidden from assistive technology.
    for (const card of [overTime, categories, brands]) await card.locator('[aria-hidden="true"] svg').first().waitFor({ timeout: 20_000 });
    expect(scripts.some((s) => /\/charts\.[0-9a-f]+\.js$/.test(s))).toBe(true);

    await overTime.getByText(/^85 items in this period, the most in .+ \(52\)\. Items per month rose from 0 in .+ to 52 in .+\.$/).waitFor();
    await categories.getByText('Most items were Smoking (65, 76%). Next came Soft drinks (12, 14%).').waitFor();
    await brands.getByText('The brand found most was Coca-Cola (12 items). Next came Beck’s (8).').waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);

    for (const card of [overTime, categories, brands]) await card.getByRole('button', { name: 'Show as table' }).click();
    const categoryTable = categories.getByRole('table');
    await categoryTable.waitFor();
    expect(await categoryTable.locator('caption').textContent()).toMatch(/^Items per category, .+ to .+$/);
    expect(await categoryTable.getByRole('rowheader').allTextContents()).toEqual(['Smoking', 'Soft drinks', 'Alcohol']);
    expect(await categoryTable.getByRole('columnheader').allTextContents()).toEqual(['Category', 'Items', 'Share']);
    expect(await brands.getByRole('table').getByRole('rowheader').allTextContents()).toEqual(['Coca-Cola', 'Beck’s']);
    const months = await overTime.getByRole('table').getByRole('row').count();
    expect(months).toBeGreaterThanOrEqual(13); // a header row and 12 or 13 months
    expect(await seriousAxeViolations(page)).toEqual([]);

    // And back to a chart.
    await categories.getByRole('button', { name: 'Show as chart' }).click();
    await categories.locator('[aria-hidden="true"] svg').first().waitFor();

    // Issue 40: the survey charts (confirmed surveys only) with their summaries and tables.
    const surveys = page.getByRole('region', { name: 'Surveys at a glance' });
    const count = surveys.getByRole('region', { name: 'Surveys over time' });
    const density = surveys.getByRole('region', { name: 'Items per 100 m over time' });
    for (const card of [count, density]) await card.locator('[aria-hidden="true"] svg').first().waitFor({ timeout: 20_000 });
    await count.getByText('2 surveys in this period (2 transects, 0 areas), 1 of them found nothing.').waitFor();
    await density.getByText(/^10 pieces per 100 m over all transects of the period, the most in .+ \(10\)\.$/).waitFor();
    await density.getByRole('button', { name: 'Show as table' }).click();
    const densityTable = density.getByRole('table');
    await densityTable.waitFor();
    expect(await densityTable.getByRole('columnheader').allTextContents()).toEqual(['Month', 'Items per 100 m']);
    expect((await densityTable.getByRole('cell').allTextContents()).filter((c) => c !== 'no transect')).toEqual(['10']);
    expect(await seriousAxeViolations(page)).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('draws the embed’s categories chart when the snippet asks, with its table, and axe finds nothing serious', async () => {
    await page.goto(`${base}/embed/map?partner=${PARTNER_ID}&lang=de&chart=categories`);
    const chart = page.getByRole('region', { name: 'Hier gefundener Müll' });
    await chart.waitFor({ timeout: 20_000 });
    await chart.getByText('In den letzten 12 Monaten waren die meisten Teile Rauchen (65, 76 %). Danach kam Softdrinks (12).').waitFor();
    expect(await chart.locator('svg[aria-hidden="true"] rect').count()).toBe(3);
    await chart.getByText('Als Tabelle zeigen').click();
    const table = chart.getByRole('table');
    await table.waitFor();
    expect(await table.getByRole('rowheader').allTextContents()).toEqual(['Rauchen', 'Softdrinks', 'Alkohol']);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});
