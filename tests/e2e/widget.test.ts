import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, stubMapTiles } from './support/browser';

const base = inject('baseUrl');

/** A partner's page on another origin, with the snippet pasted in. */
function partnerPage(port: number): Promise<http.Server> {
  const html = `<!doctype html><html lang="en"><head><title>Green NGO</title></head><body>
<h1>Our neighbourhood</h1><p>Help us keep it clean.</p>
<div data-cleanquest-map></div>
<script src="${base}/widget.js" data-lat="51.4828" data-lon="11.9697" data-zoom="14" data-lang="de" async></script>
</body></html>`;
  const server = http.createServer((_req, res) => {
    res.writeHead(200, { 'Content-Type': 'text/html' });
    res.end(html);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

describe('embeddable map on partner sites', () => {
  let browser: Browser;
  let context: BrowserContext;
  let partner: http.Server;
  let stranger: http.Server;

  beforeAll(async () => {
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: { width: 1000, height: 800 } });
    await stubMapTiles(context);
    partner = await partnerPage(inject('partnerPort'));
    stranger = await partnerPage(0);
  });
  afterAll(async () => {
    await browser?.close();
    partner?.close();
    stranger?.close();
  });

  it('loads in a registered partner page: markers, counters, a keyboard list and links to the tasks', async () => {
    const page = await context.newPage();
    await page.goto(`http://127.0.0.1:${inject('partnerPort')}/`);
    const iframe = page.locator('iframe[title]');
    await iframe.waitFor();
    expect(await iframe.getAttribute('loading')).toBe('lazy');
    expect(await iframe.getAttribute('src')).toBe(`${base}/embed/map?lat=51.4828&lon=11.9697&zoom=14&lang=de`);
    const frame = page.frameLocator('iframe[title]');
    await frame.locator('.cq-marker, .cq-cluster').first().waitFor({ timeout: 15_000 });
    await expect.poll(async () => Number(await frame.locator('#cq-open').textContent())).toBeGreaterThan(0);
    // The cleaned counter has its own request, answered independently of the tasks'.
    await expect.poll(async () => await frame.locator('#cq-cleaned').textContent()).toMatch(/^\d+$/);
    expect(await frame.locator('#cq-open-label').textContent()).toBe('offene Aufgaben im Ausschnitt');

    // The list view, by keyboard only.
    await frame.locator('#cq-toggle').focus();
    await page.keyboard.press('Enter');
    await frame.locator('#cq-list').waitFor({ state: 'visible' });
    const first = frame.locator('#cq-items li').first();
    await first.waitFor();
    const link = first.locator('a');
    expect(await link.getAttribute('href')).toMatch(new RegExp(`^${base.replace(/[.]/g, '\\.')}/tasks\\?task=[0-9a-f-]{36}$`));
    expect(await link.getAttribute('target')).toBe('_blank');
    expect(await link.textContent()).toBe('Beim Aufräumen helfen');
    const focused = await frame.locator('body').evaluate(() => document.activeElement?.textContent ?? '');
    expect(focused).toContain('müll');
    await page.keyboard.press('Enter');
    await frame.locator('.leaflet-popup-content .cq-pop').waitFor();
    // Focus stays on the list item through the re-render that the move caused.
    expect(await frame.locator('body').evaluate(() => (document.activeElement as HTMLElement | null)?.dataset.id)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('shows a neutral placeholder in the popup when a task photo is not available (hidden 404 / deleted 410)', async () => {
    const page = await context.newPage();
    // The demo tasks have no photo: give each one a thumbnail of a photo that does not exist, so the
    // real server answers the image request with 404, as it does for a photo moderation hid.
    const missing = '00000000-0000-4000-8000-00000000dead';
    await page.route('**/api/tasks/available?**', async (route) => {
      const res = await route.fetch();
      const tasks = (await res.json()) as { report: { thumbnailUrl: string | null } }[];
      for (const task of tasks) task.report.thumbnailUrl = `/api/photos/${missing}/thumb`;
      await route.fulfill({ response: res, json: tasks });
    });
    const thumb = page.waitForResponse((r) => r.url().endsWith(`/api/photos/${missing}/thumb`));
    await page.goto(`${base}/embed/map?lat=51.4828&lon=11.9697&zoom=14&lang=de`);
    await page.locator('#cq-toggle').click();
    await page.locator('#cq-items li .cq-item').first().click();
    await page.locator('.leaflet-popup-content .cq-pop').waitFor();
    expect([404, 410]).toContain((await thumb).status());
    const note = page.locator('.cq-pop .cq-nophoto');
    await note.waitFor();
    expect(await note.textContent()).toBe('Foto nicht verfügbar');
    expect(await page.locator('.cq-pop img').count()).toBe(0);
    await page.close();
  });

  it('is refused by the browser on an unregistered site (frame-ancestors)', async () => {
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (m) => {
      if (/frame-ancestors|Refused to frame/i.test(m.text())) refused.push(m.text());
    });
    await page.goto(`http://127.0.0.1:${(stranger.address() as AddressInfo).port}/`);
    await page.locator('iframe[title]').waitFor();
    await expect.poll(() => refused.length, { timeout: 10_000 }).toBeGreaterThan(0);
    expect(await page.frameLocator('iframe[title]').locator('#cq-map').count()).toBe(0);
  });

  it('has a demo page with the snippet and a live preview', async () => {
    const page = await context.newPage();
    await page.goto(`${base}/embed/demo`);
    expect(await page.locator('pre code').textContent()).toContain(`<script src="${base}/widget.js"`);
    await page.frameLocator('iframe[title]').locator('.cq-marker, .cq-cluster').first().waitFor({ timeout: 15_000 });
  });
});
