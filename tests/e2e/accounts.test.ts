import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { scene } from '../support/images';
import { freePort } from '../support/pg-server';
import { spawnServer, waitForListening, type ServerProcess } from '../support/server-process';
import { launchBrowser, newPhoneContext, seriousAxeViolations } from './support/browser';
import { presetConsent } from './support/consent';
import { reportTrashFromPage } from './support/flows';

/**
 * Accounts in Chromium with its virtual authenticator (CDP WebAuthn domain). WebAuthn refuses an IP
 * address as RP ID and the shared e2e server runs on 127.0.0.1, so this file starts its own server
 * with PUBLIC_URL=http://localhost:<port> (RP ID 'localhost') and a fresh data directory.
 */
const SPOT = { latitude: 52.52, longitude: 13.405 };
const USERNAME = `keyholder_${Date.now() % 1_000_000}`;

let server: ServerProcess | undefined;
let dataDir = '';
let base = '';

const stats = (page: Page) => page.getByRole('list', { name: 'Your progress' });
const waitForSession = (page: Page) => stats(page).getByText(/^Level \d+$/).waitFor({ timeout: 20_000 });

async function choose(page: Page, label: RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'detached' });
}

/** A platform authenticator with resident keys and user verification, as a phone or laptop has. */
async function addVirtualAuthenticator(context: BrowserContext, page: Page): Promise<{ cdp: CDPSession; authenticatorId: string }> {
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: { protocol: 'ctap2', transport: 'internal', hasResidentKey: true, hasUserVerification: true, isUserVerified: true, automaticPresenceSimulation: true },
  });
  return { cdp, authenticatorId };
}

async function openMenuItem(page: Page, item: string) {
  await page.getByRole('button', { name: /Open profile menu/ }).click();
  await page.getByRole('menu').getByText(item, { exact: true }).click();
}

async function whoAmI(page: Page) {
  return page.evaluate(async () => {
    const res = await fetch('/api/guest/validate');
    return (await res.json()) as { valid: boolean; user?: { id: string; isGuest: boolean; username: string | null; totalCoins: number } };
  });
}

describe('accounts in Chromium: passkeys, recovery codes, sign out everywhere', () => {
  let browser: Browser;
  let reporter: BrowserContext;
  let b: BrowserContext;
  let c: BrowserContext;
  let pageB: Page;
  let pageC: Page;
  let coins = 0;
  let codes: string[] = [];
  let credentialCount = 0;
  let authB: { cdp: CDPSession; authenticatorId: string };
  const problems: string[] = [];

  beforeAll(async () => {
    if (!fs.existsSync('dist/index.html')) throw new Error('dist/ is not built: run `npm run build` first.');
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-e2e-accounts-'));
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawnServer({ PORT: String(port), DATA_DIR: dataDir, PUBLIC_URL: base });
    await waitForListening(server);
    browser = await launchBrowser();
    [reporter, b, c] = await Promise.all([newPhoneContext(browser), newPhoneContext(browser), newPhoneContext(browser)]);
    await Promise.all([reporter, b, c].map((ctx) => presetConsent(ctx)));
    pageB = await b.newPage();
    pageC = await c.newPage();
    for (const [name, page] of [['B', pageB], ['C', pageC]] as const) {
      page.on('pageerror', (e) => problems.push(`${name} pageerror: ${e.message}`));
    }
    authB = await addVirtualAuthenticator(b, pageB);
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('B earns coins as a guest (cleans up a reported spot)', async () => {
    const pageA = await reporter.newPage();
    await pageA.goto(`${base}/tasks`);
    await waitForSession(pageA);
    const report = await reportTrashFromPage(pageA, { location: 'Accounts e2e spot', spot: SPOT });
    if (report.status !== 201 || !report.taskId) throw new Error(`report: ${report.status}`);

    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    const after = (await scene({ litter: 0, retake: true })).toString('base64');
    const result = await pageB.evaluate(
      async ({ taskId, after }) => {
        const me = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
        const accept = await fetch(`/api/tasks/${taskId}/accept`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: me.user.id }) });
        if (!accept.ok) throw new Error(`accept: ${accept.status} ${await accept.text()}`);
        const form = new FormData();
        form.append('completionImage', new Blob([Uint8Array.from(atob(after), (ch) => ch.charCodeAt(0))], { type: 'image/webp' }), 'after.webp');
        const done = await fetch(`/api/tasks/${taskId}/complete-with-photo`, { method: 'POST', body: form });
        if (!done.ok) throw new Error(`complete: ${done.status} ${await done.text()}`);
        return (await done.json()) as { verificationStatus: string };
      },
      { taskId: report.taskId, after },
    );
    expect(result.verificationStatus).toBe('verified');
    await pageB.reload();
    await waitForSession(pageB);
    const text = await stats(pageB).getByText(/^[1-9]\d* coins$/).textContent({ timeout: 15_000 });
    coins = Number(text!.replace(/\D/g, ''));
    expect(coins).toBeGreaterThan(0);
    await pageA.close();
  });

  it('B creates a profile and adds a passkey in the step that follows; the recovery codes are shown once', async () => {
    await openMenuItem(pageB, 'Create Profile');
    const dialog = pageB.getByRole('dialog', { name: 'Complete Your Profile' });
    await dialog.waitFor();
    await dialog.getByLabel(/^First name/).fill('Kira');
    await dialog.getByLabel(/^Last name/).fill('Key');
    await dialog.getByLabel(/^Username/).fill(USERNAME);
    await choose(pageB, /^Gender/, 'Female');
    await choose(pageB, /^Month/, 'March');
    await choose(pageB, /^Year/, '1995');
    await choose(pageB, /^Day/, '21');
    await dialog.getByRole('button', { name: 'Create Profile' }).click();

    const step = pageB.getByRole('dialog', { name: 'Add a passkey' });
    await step.waitFor({ timeout: 30_000 });
    let violations = await seriousAxeViolations(pageB);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await step.getByRole('button', { name: 'Add a passkey' }).click();

    const codesDialog = pageB.getByRole('dialog', { name: 'Save your recovery codes' });
    await codesDialog.waitFor({ timeout: 30_000 });
    codes = await pageB.getByTestId('recovery-codes').locator('li').allTextContents();
    expect(codes).toHaveLength(10);
    for (const code of codes) expect(code).toMatch(/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    violations = await seriousAxeViolations(pageB);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    const done = codesDialog.getByRole('button', { name: 'Done' });
    expect(await done.isDisabled()).toBe(true);
    await codesDialog.getByLabel('I have saved them').check();
    await done.click();
    await codesDialog.waitFor({ state: 'detached' });

    const { credentials } = await authB.cdp.send('WebAuthn.getCredentials', { authenticatorId: authB.authenticatorId });
    credentialCount = credentials.length;
    expect(credentialCount).toBe(1);
    expect(credentials[0]!.isResidentCredential).toBe(true);

    // The champion-name dialog waited for the passkey step; it is offered now.
    const names = pageB.getByRole('dialog', { name: 'Choose Your Champion Name' });
    await names.waitFor({ timeout: 15_000 });
    await names.getByRole('button', { name: 'Maybe later' }).click();
    await names.waitFor({ state: 'detached' });
    await stats(pageB).getByText(`${coins} coins`, { exact: true }).waitFor();
    expect((await whoAmI(pageB)).user).toMatchObject({ isGuest: false, username: USERNAME });
  });

  it('B clears its cookies (a guest again), then signs back in with the passkey and sees the same coins', async () => {
    await b.clearCookies();
    await pageB.reload();
    await waitForSession(pageB);
    await stats(pageB).getByText('0 coins', { exact: true }).waitFor();
    expect((await whoAmI(pageB)).user?.isGuest).toBe(true);

    await openMenuItem(pageB, 'Sign in');
    const dialog = pageB.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    const violations = await seriousAxeViolations(pageB);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await dialog.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    await pageB.getByText('Welcome back, Kira Key!').first().waitFor();
    await stats(pageB).getByText(`${coins} coins`, { exact: true }).waitFor();
    await pageB.getByRole('button', { name: 'Open profile menu for Kira Key' }).waitFor();
    expect((await whoAmI(pageB)).user).toMatchObject({ isGuest: false, username: USERNAME, totalCoins: coins });
  });

  it('C signs in on another device with the username and a recovery code', async () => {
    await pageC.goto(`${base}/profile`);
    await waitForSession(pageC);
    await openMenuItem(pageC, 'Sign in');
    const dialog = pageC.getByRole('dialog', { name: 'Sign in' });
    await dialog.waitFor();
    // A wrong code first: a clear message, nothing else happens.
    await dialog.getByLabel('Username').fill(USERNAME);
    await dialog.getByLabel(/^Recovery code/).fill('zzzz-zzzz-zzzz');
    await dialog.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await dialog.getByRole('alert').getByText('This username and recovery code do not match.').waitFor();
    await dialog.getByLabel(/^Recovery code/).fill(codes[0]!);
    await dialog.getByRole('button', { name: 'Sign in with recovery code' }).click();
    await dialog.waitFor({ state: 'detached', timeout: 30_000 });
    // New browser session, account without a champion name: the champion-name dialog is offered (a modal hides the header).
    const names = pageC.getByRole('dialog', { name: 'Choose Your Champion Name' });
    await names.waitFor({ timeout: 15_000 });
    await names.getByRole('button', { name: 'Maybe later' }).click();
    await names.waitFor({ state: 'detached' });
    await stats(pageC).getByText(`${coins} coins`, { exact: true }).waitFor();
    expect((await whoAmI(pageC)).user).toMatchObject({ isGuest: false, username: USERNAME });
  });

  it('Account Settings on C lists the passkey, the codes left and the sessions; Sign out everywhere ends B too', async () => {
    await pageC.goto(`${base}/account`);
    await pageC.getByRole('heading', { level: 1, name: 'Account Settings' }).waitFor();
    const passkeys = pageC.getByRole('list', { name: 'Your passkeys' });
    await passkeys.getByRole('listitem').first().waitFor({ timeout: 15_000 });
    expect(await passkeys.getByRole('listitem').count()).toBe(1);
    await pageC.getByText('9 of 10 codes left').waitFor();
    const sessions = pageC.getByRole('list', { name: 'Your active sessions' });
    await sessions.getByText('This device').waitFor();
    expect(await sessions.getByRole('listitem').count()).toBeGreaterThanOrEqual(2);
    await pageC.getByRole('radio', { name: 'English' }).waitFor();
    const violations = await seriousAxeViolations(pageC);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    // B's session is live before.
    expect((await whoAmI(pageB)).valid).toBe(true);

    await pageC.getByRole('button', { name: 'Sign out everywhere' }).click();
    const confirm = pageC.getByRole('dialog', { name: 'Sign out everywhere?' });
    await confirm.getByRole('button', { name: 'Sign out everywhere' }).click();
    await confirm.waitFor({ state: 'detached' });
    await pageC.getByText('Signed out everywhere').first().waitFor();
    // C is a guest again (a fresh guest session started).
    await expect.poll(async () => (await whoAmI(pageC)).user?.isGuest, { timeout: 15_000 }).toBe(true);

    // B's session ended: its calls are refused, and a reload starts a guest session.
    const status = await pageB.evaluate(async () => (await fetch('/api/auth/sessions')).status);
    expect(status).toBe(401);
    expect((await whoAmI(pageB)).valid).toBe(false);
    await pageB.reload();
    await waitForSession(pageB);
    await pageB.getByRole('button', { name: 'Open profile menu for Guest User' }).waitFor();
  });

  it('raised no page errors', () => {
    expect(problems).toEqual([]);
  });
});
