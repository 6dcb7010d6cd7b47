import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scene } from '../support/images';
import { launchBrowser, newPhoneContext, seriousAxeViolations, stubMapTiles } from './support/browser';
import { reportTrashFromPage } from './support/flows';

const base = inject('baseUrl');

/** A spot of its own (away from the demo tasks and the other e2e files' spots). */
const SPOT = { latitude: 51.455, longitude: 11.93 };
const LOCATION = `Weir steps ${Date.now() % 100000}`;

async function waitForSession(page: Page) {
  await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
}

/** B accepts the task and completes it with an after-photo the local verifier verifies at once, from B's page. */
async function acceptAndComplete(page: Page, taskId: string): Promise<{ accept: number; complete: number; verification: string | null }> {
  const after = (await scene({ litter: 0, retake: true })).toString('base64');
  return page.evaluate(
    async ({ taskId, after }) => {
      const me = (await (await fetch('/api/guest/validate')).json()) as { user: { id: string } };
      const accept = await fetch(`/api/tasks/${taskId}/accept`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ userId: me.user.id }) });
      const form = new FormData();
      form.append('completionImage', new Blob([Uint8Array.from(atob(after), (c) => c.charCodeAt(0))], { type: 'image/webp' }), 'after.webp');
      const done = await fetch(`/api/tasks/${taskId}/complete-with-photo`, { method: 'POST', body: form });
      const body = (await done.json().catch(() => null)) as { verificationStatus?: string } | null;
      return { accept: accept.status, complete: done.status, verification: body?.verificationStatus ?? null };
    },
    { taskId, after },
  );
}

describe('notifications in Chromium: the reporter hears that their report was cleaned', () => {
  let browser: Browser;
  let a: BrowserContext;
  let b: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  const problems: string[] = [];
  let taskId = '';

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await newPhoneContext(browser);
    b = await newPhoneContext(browser);
    for (const c of [a, b]) await stubMapTiles(c);
    pageA = await a.newPage();
    pageB = await b.newPage();
    for (const [name, page] of [['A', pageA], ['B', pageB]] as const) {
      page.on('console', (m) => m.type() === 'error' && problems.push(`${name} console: ${m.text()}`));
      page.on('pageerror', (e) => problems.push(`${name} pageerror: ${e.message}`));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('A reports trash; the bell shows no unread notification', async () => {
    await pageA.goto(`${base}/tasks`);
    await waitForSession(pageA);
    const created = await reportTrashFromPage(pageA, { location: LOCATION, spot: SPOT });
    expect(created.status).toBe(201);
    taskId = created.taskId!;
    await pageA.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 20_000 });
  });

  it('B cleans it up; the AI verifies the after-photo at once', async () => {
    await pageB.goto(`${base}/tasks`);
    await waitForSession(pageB);
    expect(await acceptAndComplete(pageB, taskId)).toEqual({ accept: 200, complete: 200, verification: 'verified' });
  });

  it("A's bell counts it (next poll), announces it once, and the list shows it with the before and after photos", { timeout: 90_000 }, async () => {
    const bell = pageA.getByRole('button', { name: 'Notifications, 1 unread' });
    await bell.waitFor({ timeout: 60_000 });
    await pageA.getByText('Your report was cleaned', { exact: true }).first().waitFor();
    await bell.click();
    const dialog = pageA.getByRole('dialog', { name: 'Notifications' });
    await dialog.waitFor();
    const item = dialog.getByTestId('notification').first();
    await item.getByRole('heading', { name: 'Your report was cleaned' }).waitFor();
    await item.getByText(`Someone cleaned up ${LOCATION}. Thank you for reporting it!`).waitFor();
    await item.getByRole('img', { name: 'The place before the cleanup' }).waitFor();
    await item.getByRole('img', { name: 'The place after the cleanup' }).waitFor();
    const violations = await seriousAxeViolations(pageA);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    // Opening the list marked it read.
    await pageA.keyboard.press('Escape');
    await pageA.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 15_000 });
  });

  it('a reload neither counts it nor announces it again', async () => {
    await pageA.reload();
    await waitForSession(pageA);
    // The bell is a deferred part: without an interaction it starts 15 s after the load event (deferred-start.ts).
    await pageA.getByRole('button', { name: 'Notifications', exact: true }).waitFor({ timeout: 45_000 });
    await pageA.waitForTimeout(1500);
    expect(await pageA.getByText('Your report was cleaned').count()).toBe(0);
  });

  it('raised no page errors or console errors', () => {
    expect(problems).toEqual([]);
  });
});
