import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverModules } from '../../src/modules/server';
import { createDb, migrateLatest } from '../../src/server/db';
import { scene } from '../support/images';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { launchBrowser, newPhoneContext, seriousAxeViolations, stubMapTiles, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';
import { registerFromPage, reportTrashFromPage, waitForSession } from './support/flows';

/** The partner's spot, in Cologne (away from the demo tasks); the litter lies 30 m from its centre. */
const SPOT = { latitude: 50.9412, longitude: 6.9582 };
const LITTER = { latitude: 50.94147, longitude: 6.9582 };
const PARTNER_ID = randomUUID();
const LOCATION = `Rhine steps ${Date.now() % 100000}`;
/** Six and a half days on: a weekly spot's first cycle ends within a day, so its reminder is due. */
const LATER = '+156h';

/** libfaketime's multi-threaded library (Debian's `faketime` package; .ci/run installs it). */
function faketimeLibrary(): string {
  const found = ['/usr/lib/x86_64-linux-gnu', '/usr/lib/aarch64-linux-gnu', '/usr/lib64', '/usr/lib']
    .map((dir) => path.join(dir, 'faketime', 'libfaketimeMT.so.1'))
    .find((file) => fs.existsSync(file));
  if (!found) throw new Error('libfaketime is not installed (apt-get install faketime): this test moves the server’s clock with it');
  return found;
}

/**
 * Issue 42's "Done when": one of a partner's people adopts a spot for the partner; the app's clock
 * moves (the server runs again on the same data under libfaketime, six and a half days on, and its
 * adoption job runs at start) until the visit is due and the reminder is in the bell; the person cleans
 * up litter inside the spot with an after-photo the local verifier verifies; the partner's impact page
 * shows the spot on time with its visit, and the map tab's layer draws it. The server runs on its own
 * data folder, seeded with the partner before it starts, and is restarted to add the person to the
 * partner (an admin's work, done in the database here) and to move the clock.
 */
describe('adopt a spot in Chromium: adopt, reminder in the bell, visit with a photo, on time on the partner page', () => {
  let dataDir = '';
  let port = 0;
  let base = '';
  let server: ServerProcess | undefined;
  let browser: Browser;
  let a: BrowserContext;
  let pageA: Page;
  let problems: string[] = [];
  let userId = '';

  async function start(env: Record<string, string> = {}) {
    server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, SEED_DEMO: 'false', ...env }, { compiled: true });
    await waitForListening(server);
  }

  async function withDb(work: (db: ReturnType<typeof createDb>) => Promise<void>) {
    const db = createDb({ dataDir });
    try {
      await work(db);
    } finally {
      await db.destroy();
    }
  }

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-adopt-'));
    await withDb(async (db) => {
      await migrateLatest(db, serverModules);
      await db('embed_partners').insert({ id: PARTNER_ID, name: 'Rhine cleaners', allowed_origins: ['https://rhine.example'], center_lat: SPOT.latitude, center_lon: SPOT.longitude, zoom: 14, area_radius_km: 2 });
    });
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
    browser = await launchBrowser();
    a = await newPhoneContext(browser);
    await presetConsent(a);
    await stubMapTiles(a);
    await a.grantPermissions(['geolocation'], { origin: base });
    await a.setGeolocation({ ...LITTER, accuracy: 5 });
    pageA = await a.newPage();
    problems = watchProblems(pageA);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('A registers and becomes one of the partner’s people', { timeout: 120_000 }, async () => {
    await pageA.goto(`${base}/spots`);
    await waitForSession(pageA);
    await registerFromPage(pageA, `adopter_${Date.now() % 1_000_000}`);
    userId = await pageA.evaluate(async () => ((await (await fetch('/api/guest/validate')).json()) as { user: { id: string } }).user.id);
    await server!.stop();
    await withDb(async (db) => {
      await db('embed_partner_members').insert({ partner_id: PARTNER_ID, user_id: userId, added_by: null, added_at: new Date() });
    });
    await start();
  });

  it('A adopts a weekly spot for the partner; My spots lists it, on time', { timeout: 120_000 }, async () => {
    await pageA.goto(`${base}/spots`);
    await waitForSession(pageA);
    await pageA.getByRole('heading', { level: 1, name: 'My spots' }).waitFor();
    // The form adopts in the person's own name; a partner's spot goes through the same endpoint with its adopter.
    const created = await pageA.evaluate(
      async ({ spot, partnerId }) => {
        const res = await fetch('/api/adoptions', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ ...spot, radiusM: 100, everyWeeks: 1, adopter: { kind: 'partner', id: partnerId } }),
        });
        return { status: res.status, body: (await res.json()) as { adopter: { kind: string; name: string } } };
      },
      { spot: SPOT, partnerId: PARTNER_ID },
    );
    expect(created.status).toBe(201);
    expect(created.body.adopter).toEqual({ kind: 'partner', name: 'Rhine cleaners' });
    await pageA.reload();
    const item = pageA.getByTestId('spot-item');
    await item.getByText('Every week · radius 100 m · Rhine cleaners').waitFor({ timeout: 20_000 });
    await item.getByText('On time').waitFor();
    await item.getByText('No visit yet').waitFor();
    // The adopt form's map (its own chunk) and its keyboard alternative.
    await pageA.getByRole('region', { name: 'Map: tap to place the spot’s centre' }).waitFor({ timeout: 20_000 });
    await pageA.getByRole('button', { name: 'Use the map’s centre' }).waitFor();
    expect(await seriousAxeViolations(pageA)).toEqual([]);
    // The bell is a deferred part: without an interaction it starts 15 s after the load event (deferred-start.ts).
    await pageA.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 45_000 });
  });

  it('the app’s clock moves six and a half days on: the reminder is in A’s bell', { timeout: 150_000 }, async () => {
    await server!.stop();
    await start({ LD_PRELOAD: faketimeLibrary(), FAKETIME: LATER, FAKETIME_DONT_FAKE_MONOTONIC: '1' });
    await pageA.goto(`${base}/spots`);
    await waitForSession(pageA);
    const bell = pageA.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 60_000 });
    await bell.click();
    const dialog = pageA.getByRole('dialog', { name: 'Notifications' });
    const item = dialog.getByTestId('notification').first();
    await item.getByRole('heading', { name: 'A visit to your spot is due' }).waitFor();
    await item.getByText(/^Clean up or survey the spot you adopted by .+, or the cycle counts as missed\.$/).waitFor();
    expect(await seriousAxeViolations(pageA)).toEqual([]);
    await pageA.keyboard.press('Escape');
  });

  it('B reports litter inside the spot; A accepts it and cleans it up with an after-photo the verifier verifies', { timeout: 180_000 }, async () => {
    const b = await newPhoneContext(browser);
    await presetConsent(b);
    await stubMapTiles(b);
    const pageB = await b.newPage();
    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    const report = await reportTrashFromPage(pageB, { location: LOCATION, spot: LITTER });
    expect(report.status).toBe(201);
    await b.close();

    await pageA.goto(`${base}/tasks`);
    await waitForSession(pageA);
    await pageA.getByRole('button', { name: 'Nearby (1km)', pressed: true }).waitFor();
    const card = pageA.getByRole('button', { name: new RegExp(LOCATION) });
    await card.waitFor({ timeout: 20_000 });
    await card.click();
    const sheet = pageA.getByRole('region', { name: 'General Cleanup' });
    await sheet.getByRole('button', { name: 'Accept' }).click();
    await pageA.getByText('Task Added to My Tasks!').waitFor();
    await pageA.getByRole('button', { name: 'Complete with photo' }).click();
    const dialog = pageA.getByRole('dialog', { name: 'Complete Task with Photo' });
    await dialog.waitFor();
    await dialog.locator('input[type="file"]').setInputFiles({ name: 'after.webp', mimeType: 'image/webp', buffer: await scene({ litter: 0, retake: true }) });
    await dialog.getByRole('img', { name: 'Preview of your after-photo' }).waitFor();
    await dialog.getByRole('button', { name: 'Complete Task' }).click();
    await dialog.getByRole('heading', { name: 'Task Completed!' }).waitFor({ timeout: 60_000 });
    await dialog.getByText('Checked by the local fallback verifier (compares photos only)').waitFor();
    await dialog.getByRole('button', { name: 'Great! Continue' }).click();
  });

  it('the partner’s impact page shows the spot on time, with its visit', { timeout: 120_000 }, async () => {
    const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'en-US' })).newPage();
    const spot = page.getByTestId('partner-spot');
    // The visit is recorded from the cleanup's event (the outbox), a moment after the answer.
    await expect
      .poll(
        async () => {
          await page.goto(`${base}/partners/${PARTNER_ID}/impact`);
          await spot.first().waitFor({ timeout: 20_000 });
          return (await spot.textContent()) ?? '';
        },
        { timeout: 60_000, interval: 2000 },
      )
      .toContain('1 visit on time');
    expect(await spot.textContent()).toContain('0 cycles missed');
    expect(await spot.textContent()).toContain('Last visit ');
    await spot.getByText('On time', { exact: true }).waitFor();
    expect(await seriousAxeViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the map tab’s layer of adopted spots draws the spot, on time, with its adopter’s name', { timeout: 90_000 }, async () => {
    await pageA.goto(`${base}/map`);
    await waitForSession(pageA);
    await pageA.getByText(/^GPS Located/).waitFor({ timeout: 20_000 });
    const toggle = pageA.getByRole('checkbox', { name: 'Adopted spots' });
    await toggle.waitFor({ timeout: 20_000 });
    await toggle.check();
    await pageA.getByTestId('spots-layer-status').getByText('1 adopted spot in view').waitFor({ timeout: 20_000 });
    // The spot's circle (green: on time). A's own marker lies on it (30 m from its centre), so the tap goes to the circle itself.
    await pageA.locator('.leaflet-overlay-pane path.leaflet-interactive[stroke="#2e7d32"]').dispatchEvent('click');
    const popup = pageA.getByTestId('spot-popup');
    await popup.getByText('Adopted by Rhine cleaners').waitFor();
    expect(await popup.textContent()).toContain('Visit every week · radius 100 m');
    expect(await popup.textContent()).toContain('On time');
    expect(await seriousAxeViolations(pageA)).toEqual([]);
  });

  it('A adopts a street drawn on the form’s map (the keyboard chooses it); My spots lists it by its length', { timeout: 120_000 }, async () => {
    await pageA.goto(`${base}/spots`);
    await waitForSession(pageA);
    await pageA.getByRole('heading', { level: 1, name: 'My spots' }).waitFor();
    const place = pageA.getByRole('radio', { name: 'A place' });
    await place.focus();
    await pageA.keyboard.press('ArrowRight');
    expect(await pageA.getByRole('radio', { name: 'A street' }).isChecked()).toBe(true);
    const map = pageA.getByRole('region', { name: 'Map: tap to add the street’s next point' });
    await map.waitFor({ timeout: 20_000 });
    // The first point by the keyboard alternative (the map's centre), the second by a tap to its right.
    await pageA.getByRole('button', { name: 'Add the map’s centre' }).click();
    const box = (await map.boundingBox())!;
    await pageA.mouse.click(box.x + box.width / 2 + 120, box.y + box.height / 2);
    await pageA.getByTestId('line-draw-status').getByText(/^Points: 2 · length: \d+ m$/).waitFor();
    await pageA.getByRole('button', { name: 'Adopt this street' }).click();
    const item = pageA.getByTestId('spot-item').filter({ hasText: 'Street, ' });
    await item.getByText(/Street, 0\.\d km · visit every 2 weeks · you/).waitFor({ timeout: 20_000 });
    expect(await seriousAxeViolations(pageA)).toEqual([]);
  });

  it('had no page errors', () => {
    expect(problems.filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });
});
