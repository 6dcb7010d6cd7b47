import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DEFAULT_MAP_POINT } from '../../src/shared/constants';
import { presetConsent } from './support/consent';
import { launchBrowser } from './support/browser';

const base = inject('baseUrl');
const TILE_HOST = /^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//;

/** The map's tiles and their boxes: the static ones (StaticTiles) and Leaflet's, by URL. */
async function tileBoxes(page: Page) {
  return page.evaluate(`(() => {
    function box(el) { const r = el.getBoundingClientRect(); return { x: r.x, y: r.y, w: r.width, h: r.height }; }
    const shown = (el) => getComputedStyle(el).display !== 'none';
    return {
      statics: [...document.querySelectorAll('[data-static-tiles] img')].filter(shown).map((i) => ({ src: i.src, box: box(i), priority: i.getAttribute('fetchpriority') })),
      leaflet: [...document.querySelectorAll('img.leaflet-tile')].map((i) => ({ src: i.src, box: box(i) })),
      background: getComputedStyle(document.querySelector('.leaflet-container')).backgroundColor,
      section: getComputedStyle(document.querySelector('.leaflet-container').parentElement).backgroundColor,
    };
  })()`) as Promise<{ statics: { src: string; box: object; priority: string | null }[]; leaflet: { src: string; box: object }[]; background: string; section: string }>;
}

describe('the map screen before and after Leaflet', () => {
  let browser: Browser;
  let tile: Buffer;

  beforeAll(async () => {
    browser = await launchBrowser();
    tile = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#9fc48a' } }).png().toBuffer();
  });
  afterAll(async () => {
    await browser?.close();
  });

  async function context(width: number, height: number): Promise<BrowserContext> {
    const c = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1, locale: 'en-US' });
    await presetConsent(c);
    // At the default point: the first GPS fix does not move the map.
    await c.grantPermissions(['geolocation'], { origin: base });
    await c.setGeolocation({ ...DEFAULT_MAP_POINT, accuracy: 8 });
    return c;
  }

  // Phones (an odd height, then odd sizes both ways) and a desktop.
  it.each([
    [390, 844],
    [393, 851],
    [1280, 1000],
  ])('lines the static tiles up with Leaflet\'s first view at %i x %i, loads no other tiles, and hands over once they loaded', async (width, height) => {
    const c = await context(width, height);
    const held: Route[] = [];
    const requested = new Set<string>();
    let hold = true;
    await c.route(TILE_HOST, (route) => {
      requested.add(route.request().url());
      if (hold) held.push(route);
      else void route.fulfill({ status: 200, contentType: 'image/png', body: tile, headers: { 'Cache-Control': 'max-age=3600' } });
    });
    const page = await c.newPage();
    // The server-rendered page carries the static tiles, held here: its load event waits for them.
    await page.goto(`${base}/map`, { waitUntil: 'domcontentloaded' });
    // Leaflet has laid out its tiles, none loaded yet: both sets are on the page.
    await page.locator('img.leaflet-tile').first().waitFor({ state: 'attached', timeout: 20_000 });
    await page.waitForTimeout(300);
    const both = await tileBoxes(page);
    expect(both.leaflet.length).toBeGreaterThan(0);
    const statics = new Map(both.statics.map((s) => [s.src, s.box]));
    for (const l of both.leaflet) expect(statics.get(l.src), l.src).toEqual(l.box);
    // The static tiles show through Leaflet's container (the screen carries Leaflet's grey), and only
    // the ones inside it are displayed.
    expect(both.background).toBe('rgba(0, 0, 0, 0)');
    expect(both.section).toBe('rgb(221, 221, 221)');
    expect(both.statics.map((s) => s.src).sort()).toEqual(both.leaflet.map((l) => l.src).sort());
    expect(both.statics.some((s) => s.priority === 'high')).toBe(true);

    hold = false;
    for (const route of held.splice(0)) await route.fulfill({ status: 200, contentType: 'image/png', body: tile, headers: { 'Cache-Control': 'max-age=3600' } });
    await page.locator('[data-static-tiles]').waitFor({ state: 'detached', timeout: 15_000 });
    const after = await tileBoxes(page);
    expect(after.statics).toEqual([]);
    expect(await page.locator('img.leaflet-tile-loaded').count()).toBe(after.leaflet.length);
    // Only the tiles of the view were fetched, once each (the phone does not load the desktop's).
    expect([...requested].sort()).toEqual(both.leaflet.map((l) => l.src).sort());
    await c.close();
  });

  it("paints the tiles as the largest content without Leaflet's code", async () => {
    const c = await context(390, 844);
    await c.route(TILE_HOST, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
    // Hold back the chunk that brings Leaflet.
    const heldChunks: Route[] = [];
    await c.route(/\/[\w.-]+\.js$/, async (route) => {
      try {
        const response = await route.fetch();
        const body = await response.text();
        if (body.includes('leaflet-container')) heldChunks.push(route);
        else await route.fulfill({ response, body });
      } catch (err) {
        // A chunk the page asked for as the context closed (CI saw 'Response has been disposed' as an
        // unhandled rejection): nothing is waiting for it any more.
        if (!/disposed|closed/i.test(String(err))) throw err;
      }
    });
    await c.addInitScript(() => {
      const w = window as unknown as { lcp: string[] };
      w.lcp = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element?: Element | null })[]) {
          w.lcp.push(e.element?.closest('[data-static-tiles]') ? 'static tile' : (e.element?.tagName ?? '?'));
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const page = await c.newPage();
    await page.goto(`${base}/map`);
    await expect.poll(() => heldChunks.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect.poll(() => page.evaluate(() => (window as unknown as { lcp: string[] }).lcp.at(-1)), { timeout: 15_000 }).toBe('static tile');
    expect(await page.locator('.leaflet-container').count()).toBe(0);
    await c.close();
  });

  it("opens a task marker's popup with the keyboard, and its 'View Details' opens the task", async () => {
    const c = await context(390, 844);
    await c.route(TILE_HOST, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: tile }));
    const page = await c.newPage();
    await page.goto(`${base}/map`);
    // A demo task near the default point.
    const marker = page.locator('.leaflet-marker-icon[title^="Plastic Waste at Riverbank path"]');
    await marker.waitFor({ timeout: 20_000 });
    expect(await marker.getAttribute('role')).toBe('button');
    await marker.focus();
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await popup.getByRole('heading', { name: 'Plastic Waste' }).waitFor();
    await expect.poll(() => marker.locator('.cq-marker--selected').count()).toBe(1);
    await popup.getByRole('button', { name: 'View Details' }).click();
    await page.getByRole('region', { name: 'Plastic Cleanup' }).waitFor();
    await c.close();
  });
});
