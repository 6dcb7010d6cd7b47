import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { launchBrowser, newPhoneContext, seriousAxeViolations, watchProblems } from './support/browser';
import { presetConsent } from './support/consent';
import { reportTrashFromPage, skipPasskeyStep } from './support/flows';

/**
 * Moderation end to end, on this file's own server: the embedded database (PGlite) takes one
 * connection, so `npm run admin` can only run while no server holds the DATA_DIR. The moderator
 * creates a profile in the browser, the server stops, the real command makes them a moderator, and
 * the server starts again on the same data.
 */
const SPOT = { latitude: 51.3397, longitude: 12.3731 };
const LOCATION = `Admin e2e spot ${Date.now() % 100000}`;
const USERNAME = `mod_${Date.now() % 1_000_000}`;

const stats = (page: Page) => page.getByRole('list', { name: 'Your progress' });
const waitForSession = (page: Page) => stats(page).getByText(/^Level \d+$/).waitFor({ timeout: 20_000 });
const coinsOf = async (page: Page) => Number((await stats(page).getByText(/^\d+ coins$/).textContent())!.replace(/\D/g, ''));

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

async function expectNoAxeViolations(page: Page) {
  const violations = await seriousAxeViolations(page);
  expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
}

describe('moderation in Chromium: a held completion reaches a moderator, who approves it; the cleaner is paid and told', () => {
  let dataDir = '';
  let port = 0;
  let base = '';
  let server: ServerProcess | undefined;
  let browser: Browser;
  let modCtx: BrowserContext;
  let cleanerCtx: BrowserContext;
  let mod: Page;
  let cleaner: Page;
  let taskId = '';
  let coinsBefore = 0;
  let watched: string[][] = [];

  const start = async () => {
    server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base, SEED_DEMO: 'false' });
    await waitForListening(server);
  };

  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-admin-'));
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    await start();
    browser = await launchBrowser();
    modCtx = await newPhoneContext(browser);
    cleanerCtx = await newPhoneContext(browser);
    await presetConsent(modCtx);
    await presetConsent(cleanerCtx);
    mod = await modCtx.newPage();
    cleaner = await cleanerCtx.newPage();
    watched = [watchProblems(mod), watchProblems(cleaner)];
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('the future moderator creates a profile; the menu has no Moderation link yet', async () => {
    await mod.goto(`${base}/tasks`);
    await waitForSession(mod);
    await mod.getByRole('button', { name: /Open profile menu/ }).click();
    await mod.getByRole('menu').getByText('Create Profile', { exact: true }).click();
    const dialog = mod.getByRole('dialog', { name: 'Complete Your Profile' });
    await dialog.waitFor();
    await dialog.getByLabel(/^First name/).fill('Mia');
    await dialog.getByLabel(/^Last name/).fill('Moderator');
    await dialog.getByLabel(/^Username/).fill(USERNAME);
    await choose(mod, /^Gender/, 'Female');
    await choose(mod, /^Month/, 'March');
    await choose(mod, /^Year/, '1990');
    await choose(mod, /^Day/, '3');
    await dialog.getByRole('button', { name: 'Create Profile' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await skipPasskeyStep(mod);
    // The champion-name dialog is offered once per browser session; close it.
    const names = mod.getByRole('dialog', { name: 'Choose Your Champion Name' });
    await names.waitFor({ timeout: 15_000 }).then(
      () => mod.keyboard.press('Escape'),
      () => undefined,
    );
    await names.waitFor({ state: 'detached' });
    const me = await mod.evaluate(async () => (await (await fetch('/api/guest/validate')).json()) as { user: { isGuest: boolean; username: string; role: string } });
    expect(me.user).toMatchObject({ isGuest: false, username: USERNAME, role: 'cleaner' });
    await mod.getByRole('button', { name: /Open profile menu for Mia Moderator/ }).click();
    const menu = mod.getByRole('menu');
    await menu.getByRole('menuitem', { name: 'View Map' }).waitFor();
    expect(await menu.getByRole('menuitem', { name: 'Moderation' }).count()).toBe(0);
    await mod.keyboard.press('Escape');
    // A cleaner cannot call the admin API.
    expect(await mod.evaluate(async () => (await fetch('/api/admin/tasks/review')).status)).toBe(403);
  });

  it('`npm run admin -- grant <username> moderator` makes them a moderator (server stopped, same DATA_DIR)', { timeout: 180_000 }, async () => {
    expect(await server!.stop()).toBe(0);
    const run = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'grant', USERNAME, 'moderator'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      timeout: 120_000,
    });
    expect(run.stdout + run.stderr).toContain(`${USERNAME}: cleaner -> moderator`);
    await start();
  });

  it('a cleaner marks a task completed without a photo: it is held for review', async () => {
    // The moderator's session survived the restart (stored in the database).
    await mod.goto(`${base}/tasks`);
    await waitForSession(mod);
    const report = await reportTrashFromPage(mod, { location: LOCATION, spot: SPOT });
    expect(report.status).toBe(201);
    taskId = report.taskId!;

    await cleaner.goto(`${base}/tasks`);
    await waitForSession(cleaner);
    coinsBefore = await coinsOf(cleaner);
    const done = await cleaner.evaluate(async (id) => {
      const me = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
      const accept = await fetch(`/api/tasks/${id}/accept`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: me.user.id }) });
      if (!accept.ok) throw new Error(`accept: ${accept.status} ${await accept.text()}`);
      const res = await fetch(`/api/tasks/${id}/mark-completed`, { method: 'POST' });
      return (await res.json()) as { verificationStatus: string };
    }, taskId);
    expect(done.verificationStatus).toBe('needs_review');
    // The cleaner's app now knows a completion waits (and polls for the decision).
    await cleaner.reload();
    await waitForSession(cleaner);
  });

  it('the moderator opens Moderation from the profile menu and sees the counts and the held completion', async () => {
    await mod.getByRole('button', { name: /Open profile menu for Mia Moderator/ }).click();
    await mod.getByRole('menu').getByRole('menuitem', { name: 'Moderation' }).click();
    await mod.waitForURL(`${base}/admin`);
    await mod.getByRole('heading', { level: 1, name: 'Overview' }).waitFor({ timeout: 20_000 });
    const nav = mod.getByRole('navigation', { name: 'Moderation menu' });
    // A moderator: no admin-only pages.
    expect(await nav.getByRole('link', { name: 'Audit log' }).count()).toBe(0);
    const review = mod.getByRole('link', { name: /^1 Completions awaiting review/ });
    await review.waitFor();
    await expectNoAxeViolations(mod);

    await review.click();
    await mod.getByRole('heading', { level: 1, name: 'Review queue' }).waitFor();
    const card = mod.getByRole('article', { name: `Completion at ${LOCATION}` });
    await card.waitFor();
    await card.getByRole('img', { name: 'Report photo' }).waitFor();
    await card.getByText('No photo').waitFor();
    await expectNoAxeViolations(mod);
  });

  it('the moderator approves it once: the queue empties and a second approval is refused', async () => {
    const card = mod.getByRole('article', { name: `Completion at ${LOCATION}` });
    await card.getByRole('button', { name: 'Approve' }).click();
    await card.waitFor({ state: 'detached' });
    await mod.getByText('Nothing waiting for review.').waitFor();
    // A second approval (another moderator, a replay) is refused and pays nothing.
    expect(await mod.evaluate(async (id) => (await fetch(`/api/admin/tasks/review/${id}/approve`, { method: 'POST' })).status, taskId)).toBe(409);
  });

  it("the cleaner's app tells them and their coins rise, without a reload", { timeout: 90_000 }, async () => {
    await cleaner.getByText('Cleanup approved!', { exact: true }).first().waitFor({ timeout: 60_000 });
    await cleaner.getByText(new RegExp(`A moderator approved your cleanup at ${LOCATION}: \\+\\d+ coins\\.`)).first().waitFor();
    await stats(cleaner).getByText(new RegExp(`^(?!${coinsBefore} coins$)\\d+ coins$`)).waitFor({ timeout: 15_000 });
    expect(await coinsOf(cleaner)).toBeGreaterThan(coinsBefore);
    // Once per decision: a reload does not tell them again.
    await cleaner.reload();
    await waitForSession(cleaner);
    await cleaner.waitForTimeout(1500);
    expect(await cleaner.getByText('Cleanup approved!').count()).toBe(0);
  });

  it('the other moderator pages load without accessibility violations', async () => {
    for (const [url, heading] of [
      ['/admin/actions/pending', 'Pending submissions'],
      ['/admin/admin/users', 'Users'],
    ] as const) {
      await mod.goto(`${base}${url}`);
      await mod.getByRole('heading', { level: 1, name: heading }).waitFor({ timeout: 20_000 });
      await mod.getByRole('status').filter({ hasText: 'Loading…' }).waitFor({ state: 'detached' });
      await expectNoAxeViolations(mod);
    }
    // Moderators see roles read-only.
    await mod.getByRole('search', { name: 'Search users' }).getByLabel('Name, username, email or id').fill(USERNAME);
    await mod.getByRole('button', { name: 'Search' }).click();
    await mod.getByRole('table', { name: 'Results' }).getByRole('rowheader', { name: new RegExp(USERNAME) }).waitFor();
    expect(await mod.getByRole('combobox', { name: /^Role of/ }).count()).toBe(0);
  });

  it('made an admin (the same command), they read the approval in the audit log and the donation ledger', { timeout: 180_000 }, async () => {
    expect(await server!.stop()).toBe(0);
    const run = await promisify(execFile)('npm', ['run', '--silent', 'admin', '--', 'grant', USERNAME, 'admin'], { env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' }, timeout: 120_000 });
    expect(run.stdout + run.stderr).toContain(`${USERNAME}: moderator -> admin`);
    await start();

    await mod.goto(`${base}/admin/admin/audit`);
    await mod.getByRole('heading', { level: 1, name: 'Audit log' }).waitFor({ timeout: 20_000 });
    const entries = mod.getByRole('table', { name: 'Audit entries' });
    const approved = entries.getByRole('rowheader', { name: 'Completion approved' }).locator('xpath=..');
    await approved.waitFor();
    await approved.getByText(USERNAME).waitFor();
    await approved.getByRole('table', { name: 'Change' }).getByRole('row', { name: /verificationStatus needs_review verified/ }).waitFor();
    // The command-line grants are there too, by 'Command line'.
    await entries.getByRole('rowheader', { name: 'Role granted' }).first().waitFor();
    await expectNoAxeViolations(mod);

    await mod.goto(`${base}/admin/admin/donations`);
    await mod.getByRole('heading', { level: 1, name: 'Guest donations' }).waitFor({ timeout: 20_000 });
    await mod.getByRole('heading', { level: 2, name: 'Totals' }).waitFor();
    await expectNoAxeViolations(mod);
    expect(watched.flat().filter((p) => p.startsWith('pageerror'))).toEqual([]);
  });
});
