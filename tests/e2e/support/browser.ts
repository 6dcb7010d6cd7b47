import fs from 'node:fs';
import { createRequire } from 'node:module';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export function launchBrowser(): Promise<Browser> {
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(executablePath)) throw new Error(`No Chromium at ${executablePath}: apt-get install -y chromium (or set CHROMIUM_PATH).`);
  return chromium.launch({ executablePath, headless: true, args: CHROMIUM_ARGS });
}

/** A phone-sized context, like the app's main audience. */
export function newPhoneContext(browser: Browser): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, locale: 'en-US' });
}

/** Collects page errors, failed console errors and CSP violations, so tests can assert there were none. */
export function watchProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('console', (m) => {
    // A failed resource names its URL (the message itself does not).
    if (m.type() === 'error') problems.push(`console: ${m.text()}${m.text().startsWith('Failed to load resource') ? ` (${m.location().url})` : ''}`);
  });
  return problems;
}

export interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: string[] }[];
}

/** Runs axe-core in the page (evaluated over CDP, so the page's CSP stays on) and returns serious and critical violations. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  // Let opening dialogs and fades finish: mid-transition opacity makes colours fail contrast checks.
  // (Endless ones, like spinners, are skipped: they never finish.)
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getTiming().iterations !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  const violations = (await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, o: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({ id: v.id, impact: v.impact, help: v.help, nodes: v.nodes.map((n) => ({ target: n.target })) }));
  })) as AxeViolation[];
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=', 'base64');

/** Answers map tile requests locally (tests have no internet): a 1x1 PNG per tile. */
export async function stubMapTiles(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/([a-c]\.)?tile\.openstreetmap\.org\//, (route) => route.fulfill({ status: 200, contentType: 'image/png', body: PNG_1X1 }));
}

/**
 * Waits until the app has started: the server-rendered page shows its headings before any script
 * runs, so a visible heading no longer means the app reacts or has applied the stored settings.
 */
export async function appReady(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset.ready === 'true', undefined, { timeout: 20_000 });
}
