import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { scene } from '../support/images';
import { launchBrowser, newPhoneContext, seriousAxeViolations, watchProblems, type AxeViolation } from './support/browser';
import { presetConsent } from './support/consent';

const base = inject('baseUrl');

/** The violations' nodes that lie inside the tagging step; violations without such nodes are dropped. */
async function insideTagging(page: Page, violations: AxeViolation[]): Promise<AxeViolation[]> {
  const out: AxeViolation[] = [];
  for (const v of violations) {
    const nodes = [];
    for (const n of v.nodes) {
      const inside = await page.evaluate((target) => {
        const el = document.querySelector(String((target as unknown[])[0]));
        return !!el?.closest('[data-testid="litter-tagging"]');
      }, n.target);
      if (inside) nodes.push(n);
    }
    if (nodes.length > 0) out.push({ ...v, nodes });
  }
  return out;
}

/** Issue 24: litter tags on the Report screen (phone), then on the task's sheet. */
describe('litter tags in Chromium', () => {
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let problems: string[];
  const failedResponses: string[] = [];
  let tmpDir = '';
  let photoPath = '';
  const address = `Litter Lane ${Date.now() % 100000}, Halle`;
  let taskId = '';

  beforeAll(async () => {
    tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-litter-'));
    photoPath = path.join(tmpDir, 'trash.jpg');
    fs.writeFileSync(photoPath, await scene({ litter: 60, seed: 24 }));
    browser = await launchBrowser();
    context = await newPhoneContext(browser);
    await presetConsent(context);
    page = await context.newPage();
    problems = watchProblems(page);
    page.on('response', (r) => {
      if (r.status() >= 400) failedResponses.push(`${r.status()} ${new URL(r.url()).pathname}`);
    });
  });
  afterAll(async () => {
    await browser?.close();
    if (tmpDir) fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  it('tags two kinds of litter after the photo (one with a brand, 3 of it), and sends them with the report', async () => {
    await page.goto(`${base}/camera`);
    await page.getByRole('heading', { name: 'Report Trash', exact: true }).waitFor();
    await page.getByRole('list', { name: 'Your progress' }).getByText('Level 1').waitFor({ timeout: 15_000 });
    const welcome = page.getByRole('status').filter({ hasText: 'Welcome to CleanQuest!' });
    await welcome.waitFor({ timeout: 15_000 });
    await welcome.getByRole('button', { name: 'Close notification' }).click();
    await welcome.waitFor({ state: 'detached' });

    await page.locator('input[type="file"]').setInputFiles(photoPath);
    await page.getByRole('img', { name: 'Preview of the photo you chose' }).waitFor();
    const tagging = page.getByRole('region', { name: 'What litter is there?' });
    await tagging.waitFor({ timeout: 15_000 });
    await tagging.getByText('Optional: tag what you see, or skip it.').waitFor();

    // A quick pick, and one found by searching.
    await tagging.getByRole('button', { name: 'Plastic bottle' }).click();
    await tagging.getByRole('combobox', { name: 'Search all items' }).fill('beer can');
    await page.getByRole('option', { name: 'Beer can' }).click();

    const bottle = tagging.getByTestId('litter-tag').filter({ hasText: 'Plastic bottle' });
    await bottle.getByRole('button', { name: 'One more: Plastic bottle' }).click();
    await bottle.getByRole('button', { name: 'One more: Plastic bottle' }).click();
    expect(await bottle.getByRole('spinbutton', { name: 'How many Plastic bottle' }).inputValue()).toBe('3');
    await bottle.getByRole('combobox', { name: 'Brand (optional)' }).fill('Coca');
    await page.getByRole('option', { name: 'Coca-Cola' }).click();
    expect(await bottle.getByRole('combobox', { name: 'Brand (optional)' }).inputValue()).toBe('Coca-Cola');
    expect(await tagging.getByTestId('litter-tag').count()).toBe(2);

    // Axe on the tagging step: serious findings inside it (the rest of the screen has its own tests).
    const violations = await insideTagging(page, await seriousAxeViolations(page));
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);

    await page.getByRole('combobox', { name: 'Location' }).fill(address);
    await page.getByRole('button', { name: 'Submit trash report' }).click();
    const dialog = page.getByRole('dialog', { name: 'Success!' });
    await dialog.waitFor({ timeout: 30_000 });
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.waitFor({ state: 'detached' });

    const tasks = (await (await fetch(`${base}/api/tasks/available`)).json()) as Array<{ id: string; report?: { location?: string | null } }>;
    taskId = tasks.find((t) => t.report?.location === address)?.id ?? '';
    expect(taskId).not.toBe('');
    const tags = (await (await fetch(`${base}/api/litter/tasks/${taskId}/tags`)).json()) as { report: unknown[] };
    expect(tags.report).toEqual([
      { category: 'soft_drinks', item: 'soft_drinks.plastic_bottle', material: null, brand: 'Coca-Cola', count: 3 },
      { category: 'alcohol', item: 'alcohol.beer_can', material: null, brand: null, count: 1 },
    ]);
  });

  it('shows the tags on the task’s sheet', async () => {
    await page.goto(`${base}/tasks?task=${taskId}`);
    const sheet = page.getByRole('region', { name: 'General Cleanup' });
    await sheet.waitFor({ timeout: 15_000 });
    const litter = sheet.getByRole('region', { name: 'Litter found' });
    await litter.waitFor({ timeout: 15_000 });
    await litter.getByText('Plastic bottle (Coca-Cola) × 3').waitFor();
    await litter.getByText('Beer can × 1').waitFor();
  });

  it('raised no page errors, console errors or CSP violations', () => {
    expect(failedResponses.filter((f) => !f.startsWith('503 /api/geocode/'))).toEqual([]);
    expect(problems.filter((p) => !(p.includes('status of 503') && failedResponses.length > 0))).toEqual([]);
  });
});
