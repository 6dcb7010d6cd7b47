import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { launchBrowser, newPhoneContext, seriousAxeViolations, stubMapTiles } from './support/browser';
import { presetConsent } from './support/consent';
import { registerFromPage, waitForSession } from './support/flows';

const base = inject('baseUrl');
const TEAM = `Weir Wombles ${Date.now() % 1_000_000}`;

describe('teams in Chromium: create a team, join it with the code, find it on the leaderboard', () => {
  let browser: Browser;
  let a: BrowserContext;
  let b: BrowserContext;
  let pageA: Page;
  let pageB: Page;
  let code = '';
  const problems: string[] = [];
  const failed: string[] = [];

  beforeAll(async () => {
    browser = await launchBrowser();
    a = await newPhoneContext(browser);
    b = await newPhoneContext(browser);
    for (const c of [a, b]) {
      await presetConsent(c);
      await stubMapTiles(c);
    }
    pageA = await a.newPage();
    pageB = await b.newPage();
    for (const [name, page] of [['A', pageA], ['B', pageB]] as const) {
      page.on('pageerror', (e) => problems.push(`${name} pageerror: ${e.message}`));
      // Failed calls are expected around registering (the session rotates); they are logged, not errors.
      page.on('response', (r) => r.status() >= 400 && failed.push(`${name} ${r.status()} ${r.request().method()} ${r.url()}`));
    }
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a registered person creates a team and sees its invite code', { timeout: 60_000 }, async () => {
    await pageA.goto(`${base}/teams`);
    await waitForSession(pageA);
    await registerFromPage(pageA, `captain_${Date.now() % 1_000_000}`);
    await pageA.getByRole('heading', { level: 1, name: 'Teams' }).waitFor();
    await pageA.getByText('You are not in a team yet. Create one or join one with a code.').waitFor({ timeout: 20_000 });
    const create = pageA.getByRole('region', { name: 'Create a team' });
    await create.getByRole('textbox', { name: 'Team name' }).fill(TEAM);
    await create.getByRole('button', { name: 'Create team' }).click();
    code = (await pageA.getByTestId('created-code').textContent({ timeout: 20_000 })) ?? '';
    expect(code).toMatch(/^[A-HJ-NP-Z2-9]{8}$/);
    const card = pageA.getByRole('listitem', { name: TEAM });
    await card.waitFor({ timeout: 20_000 });
    expect(await card.getByTestId('invite-code').textContent()).toBe(code);
    const violations = await seriousAxeViolations(pageA);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
  });

  it('a second person joins with the code from the share link', { timeout: 60_000 }, async () => {
    await pageB.goto(`${base}/teams/join/${code.toLowerCase()}`);
    await waitForSession(pageB);
    await registerFromPage(pageB, `deckhand_${Date.now() % 1_000_000}`);
    const join = pageB.getByRole('region', { name: 'Join with a code' });
    expect(await join.getByRole('textbox', { name: 'Invite code' }).inputValue()).toBe(code.toLowerCase());
    await join.getByRole('button', { name: 'Join team' }).click();
    const card = pageB.getByRole('listitem', { name: TEAM });
    await card.waitFor({ timeout: 20_000 });
    await card.getByText('2 members').waitFor();
  });

  it('the leaderboard’s Teams tab lists the team by name, marked as the caller’s', { timeout: 60_000 }, async () => {
    await pageB.goto(`${base}/leaderboard`);
    await waitForSession(pageB);
    await pageB.getByRole('heading', { level: 1, name: 'Leaderboard' }).waitFor();
    await pageB.getByRole('tab', { name: 'Teams' }).click();
    const list = pageB.getByRole('list', { name: 'Teams by XP' });
    const row = list.getByRole('listitem').filter({ hasText: TEAM });
    await row.waitFor({ timeout: 20_000 });
    await row.getByText('Your team').waitFor();
    await row.getByText('2 members').waitFor();
    expect(pageB.url()).toBe(`${base}/leaderboard?scope=teams`);
    const violations = await seriousAxeViolations(pageB);
    expect(violations, JSON.stringify(violations, null, 2)).toEqual([]);
    await pageB.getByRole('tab', { name: 'People' }).click();
    await pageB.getByRole('button', { name: 'This week' }).click();
    await pageB.getByRole('list', { name: 'People by XP' }).or(pageB.getByText('Nobody has earned XP this week yet.')).first().waitFor({ timeout: 20_000 });
    const people = await seriousAxeViolations(pageB);
    expect(people, JSON.stringify(people, null, 2)).toEqual([]);
  });

  it('raised no page errors, and no team call failed', () => {
    expect(problems).toEqual([]);
    expect(failed.filter((f) => f.includes('/api/teams') || f.includes('/api/leaderboard')), failed.join('\n')).toEqual([]);
  });
});
