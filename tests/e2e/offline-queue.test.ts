import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page, Route } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { SoftAuthenticator } from '../support/soft-authenticator';
import { appReady, launchBrowser, stubMapTiles } from './support/browser';
import { presetConsent } from './support/consent';
import { registerFromPage, waitForSession } from './support/flows';

/**
 * Issue 35 in Chromium: a report queued offline arrives exactly once, under the right person, also
 * when the page was closed while its POST hung, and when the guest who made it signs in to an
 * existing account before it could be sent. Its own server on localhost (a passkey's RP ID cannot
 * be an IP address; the account gets its recovery codes from its first passkey). Service workers are
 * blocked, so the page is the only sender and page.route sees every POST.
 */
let server: ServerProcess | undefined;
let dataDir = '';
let base = '';

interface TaskRow {
  report?: { location?: string | null };
}

/** Tasks on the server whose report has this typed location, whoever sent it. */
async function tasksAt(location: string): Promise<number> {
  const res = await fetch(`${base}/api/tasks/available`);
  const body = (await res.json()) as unknown;
  const tasks = (Array.isArray(body) ? body : ((body as { tasks?: unknown[] }).tasks ?? [])) as TaskRow[];
  return tasks.filter((t) => t.report?.location === location).length;
}

async function eventually(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > until) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe('the offline queue in Chromium: exactly once, under the right person (issue 35)', () => {
  let browser: Browser;
  let tmpDir = '';
  let photoPath = '';
  const contexts: BrowserContext[] = [];

  /** A phone without service workers, with consent given and map tiles answered locally. */
  async function phone(): Promise<BrowserContext> {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US', serviceWorkers: 'block' });
    await presetConsent(context);
    await stubMapTiles(context);
    contexts.push(context);
    return context;
  }

  /** Opens the report screen with the session known. */
  async function reportScreen(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    await page.goto(`${base}/camera`);
    await appReady(page);
    await waitForSession(page);
    return page;
  }

  /** Makes a report without a connection: kept on the device. */
  async function queueReport(page: Page, address: string): Promise<void> {
    // Filled in with the connection (no service worker here to serve the form's lazy parts offline), sent without.
    await page.locator('input[type="file"]').setInputFiles(photoPath);
    await page.getByRole('img', { name: 'Preview of the photo you chose' }).waitFor();
    await page.getByRole('combobox', { name: 'Location' }).fill(address);
    const submit = page.getByRole('button', { name: 'Submit trash report' });
    await submit.waitFor({ timeout: 30_000 }).catch(async (err: unknown) => {
      await page.screenshot({ path: path.join(os.tmpdir(), 'cq-e2e-queue-form.png') });
      throw err;
    });
    await page.context().setOffline(true);
    await submit.click();
    await page.getByText('Saved on this device. It will be sent when you are back online.').first().waitFor({ timeout: 15_000 });
    await page.getByRole('region', { name: 'Waiting for connection (1)' }).waitFor({ timeout: 15_000 });
  }

  beforeAll(async () => {
    if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is not built: run `npm run build` first.');
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-queue-'));
    dataDir = path.join(tmpDir, 'data');
    photoPath = path.join(tmpDir, 'trash.jpg');
    const pixels = Buffer.alloc(640 * 480 * 3);
    for (let i = 0; i < pixels.length; i += 3) [pixels[i], pixels[i + 1], pixels[i + 2]] = [60 + ((i * 7) % 120), 100 + ((i * 13) % 90), 40 + ((i * 5) % 70)];
    await sharp(pixels, { raw: { width: 640, height: 480, channels: 3 } }).jpeg({ quality: 85 }).toFile(photoPath);
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
    await waitForListening(server);
    browser = await launchBrowser();
  });

  afterAll(async () => {
    for (const c of contexts) await c.setOffline(false).catch(() => undefined);
    await browser?.close();
    await server?.stop();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('sends a report whose page was closed while its POST hung once, when the page is opened again', async () => {
    const context = await phone();
    const keys: string[] = [];
    context.on('request', (r) => {
      if (r.method() === 'POST' && new URL(r.url()).pathname === '/api/reports') keys.push(r.headers()['idempotency-key'] ?? '');
    });
    const page = await reportScreen(context);
    const address = `Hanging-Wiese ${Date.now() % 100000}, Halle`;
    await queueReport(page, address);

    // The connection is back, but the POST the queue sends hangs (one bar of signal); the page is closed meanwhile.
    const hung: Route[] = [];
    await page.route('**/api/reports', (route) => void hung.push(route));
    await context.setOffline(false);
    await eventually('the queued POST went out', async () => hung.length > 0, 30_000);
    await page.getByRole('region', { name: 'Waiting for connection (1)' }).getByText('Sending…').waitFor();
    await page.close();
    // Closing the page lets Chromium finish the hung request without the page (seen in this test: the
    // report may reach the server, its answer lost with the page), or drops it: at most one either way.
    expect(await tasksAt(address)).toBeLessThanOrEqual(1);

    // Opened again: the item the closed page left 'sending' goes out at start with its key (answered with
    // the first answer if the server has it), and leaves the list. Before issue 35 it stayed 'sending' for good.
    const again = await reportScreen(context);
    await eventually('the report arrived', async () => (await tasksAt(address)) === 1, 60_000);
    await again.getByRole('region', { name: /Waiting for connection/ }).waitFor({ state: 'detached', timeout: 15_000 });
    await again.waitForTimeout(3_000);
    await again.reload();
    await waitForSession(again);
    await again.waitForTimeout(2_000);
    expect(await again.getByRole('region', { name: /Waiting for connection/ }).count()).toBe(0);
    expect(await tasksAt(address)).toBe(1);
    // Every attempt carried the item's one key.
    expect(keys.length).toBeGreaterThanOrEqual(2);
    expect(new Set(keys).size).toBe(1);
  });

  it('sends a report a guest queued offline under the account the guest signs in to', async () => {
    // An existing account, made on another device, with its recovery codes.
    const elsewhere = await phone();
    const ownerPage = await reportScreen(elsewhere);
    const username = `queue_${Date.now() % 1_000_000}`;
    await registerFromPage(ownerPage, username);
    const options = await ownerPage.evaluate(async () => (await fetch('/api/auth/passkeys/register/options', { method: 'POST' })).json());
    const response = new SoftAuthenticator('localhost', base).register(options);
    const registered = await ownerPage.evaluate(
      async (response) => {
        const res = await fetch('/api/auth/passkeys/register/verify', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ response, name: 'Phone' }) });
        const me = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
        return { status: res.status, body: (await res.json()) as { recoveryCodes?: string[] }, id: me.user.id };
      },
      response as unknown as Record<string, unknown>,
    );
    expect(registered.status).toBe(201);
    const code = registered.body.recoveryCodes![0]!;

    // A guest on a phone queues a report offline; when the connection returns its POST still fails.
    const device = await phone();
    const page = await reportScreen(device);
    const address = `Gast-Dune ${Date.now() % 100000}, Halle`;
    await queueReport(page, address);
    const noSignal = (route: Route) => route.abort('internetdisconnected');
    await page.route('**/api/reports', noSignal);
    await device.setOffline(false);

    // The guest signs in to the account.
    await page.getByRole('button', { name: /Open profile menu/ }).click();
    await page.getByRole('menu').getByText('Sign in', { exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in' });
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel(/^Recovery code/).fill(code);
    await dialog.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });

    // The signal is back: the report arrives, under the account, once.
    await page.unroute('**/api/reports', noSignal);
    await eventually('the report arrived', async () => (await tasksAt(address)) === 1, 90_000);
    const mine = await ownerPage.evaluate(async (id) => (await (await fetch(`/api/tasks/user/${id}`)).json()) as unknown, registered.id);
    const tasks = (Array.isArray(mine) ? mine : ((mine as { tasks?: unknown[] }).tasks ?? [])) as TaskRow[];
    expect(tasks.filter((t) => t.report?.location === address)).toHaveLength(1);
    await page.waitForTimeout(3_000);
    expect(await tasksAt(address)).toBe(1);
  });
});
