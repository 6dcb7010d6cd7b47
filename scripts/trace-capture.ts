/**
 * One cold first load of a page in the system Chromium under Lighthouse's mobile conditions (the
 * devtools "slow 4G" throttling and a 4x slower CPU, a phone viewport), recorded as a Chrome
 * performance trace over CDP. Used by scripts/bench-trace.ts.
 */
import fs from 'node:fs';
import { chromium, type CDPSession, type Page } from 'playwright-core';
import type { TraceEvent } from './trace-analysis';
import { FIRST_INTERACTION_MARK } from './trace-scripts';

export const CHROMIUM_ARGS = [
  '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage',
];

export const TRACE_CATEGORIES = [
  'devtools.timeline', 'v8.execute', 'disabled-by-default-devtools.timeline', 'disabled-by-default-devtools.timeline.frame',
  'disabled-by-default-v8.cpu_profiler', 'loading', 'blink.user_timing', '__metadata',
  // The stacks of timer installs and requests (which code polls).
  'disabled-by-default-devtools.timeline.stack',
  // V8's lazy compilation of each function on its first call (V8.CompileCode), on the main thread.
  'disabled-by-default-v8.compile',
];

/** Lighthouse's mobile preset (Moto G Power-like screen) and its devtools throttling values. */
export const MOBILE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36',
  cpuSlowdown: 4,
  latencyMs: 562.5,
  /** 1.4744 Mbit/s and 0.675 Mbit/s (1 Kbit = 1,024 bits), in bytes per second as CDP wants them. */
  downloadBytesPerSecond: Math.floor((1474.56 * 1024) / 8),
  uploadBytesPerSecond: Math.floor((675 * 1024) / 8),
};

export interface Capture {
  events: TraceEvent[];
}

async function readStream(cdp: CDPSession, handle: string): Promise<string> {
  const parts: string[] = [];
  for (;;) {
    const chunk = await cdp.send('IO.read', { handle, size: 4 << 20 });
    parts.push(chunk.base64Encoded ? Buffer.from(chunk.data, 'base64').toString('utf8') : chunk.data);
    if (chunk.eof) break;
  }
  await cdp.send('IO.close', { handle });
  return parts.join('');
}

/** Waits until no request has been in flight for `quietMs` (at most `maxMs`). */
async function networkQuiet(page: Page, inFlight: () => number, quietMs: number, maxMs: number): Promise<void> {
  const start = Date.now();
  let quietSince = Date.now();
  while (Date.now() - start < maxMs) {
    if (inFlight() > 0) quietSince = Date.now();
    else if (Date.now() - quietSince >= quietMs) return;
    await page.waitForTimeout(100);
  }
}

export interface CaptureOptions {
  chromium: string;
  url: string;
  /** After the load event: the network must be quiet this long (the page's deferred work runs meanwhile). */
  quietMs: number;
  maxWaitMs: number;
  /**
   * The first interaction: once the page is quiet, a tap on the element this selector finds (a tab
   * of the bottom navigation), marked in the trace as FIRST_INTERACTION_MARK just before; the trace
   * goes on until the network has been quiet for `quietMs` again (at most `afterTapMs`). Without it the
   * trace ends at the first quiet.
   */
  tap?: { selector: string; afterTapMs: number };
}

export async function captureFirstLoad(opts: CaptureOptions): Promise<Capture> {
  if (!fs.existsSync(opts.chromium)) throw new Error(`No Chromium at ${opts.chromium} (set CHROMIUM_PATH).`);
  const browser = await chromium.launch({ executablePath: opts.chromium, headless: true, args: CHROMIUM_ARGS });
  try {
    // A new context is a fresh profile: cold HTTP cache, no storage, no service worker.
    const context = await browser.newContext({
      viewport: MOBILE.viewport,
      deviceScaleFactor: MOBILE.deviceScaleFactor,
      isMobile: true,
      hasTouch: true,
      userAgent: MOBILE.userAgent,
      locale: 'en-US',
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.clearBrowserCache');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: MOBILE.latencyMs,
      downloadThroughput: MOBILE.downloadBytesPerSecond,
      uploadThroughput: MOBILE.uploadBytesPerSecond,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpuSlowdown });

    let inFlight = 0;
    page.on('request', () => inFlight++);
    page.on('requestfailed', () => inFlight--);
    page.on('requestfinished', () => inFlight--);

    const done = new Promise<string>((resolve) => cdp.once('Tracing.tracingComplete', (e) => resolve(e.stream!)));
    await cdp.send('Tracing.start', {
      transferMode: 'ReturnAsStream',
      traceConfig: { recordMode: 'recordAsMuchAsPossible', includedCategories: TRACE_CATEGORIES },
    });
    await page.goto(opts.url, { waitUntil: 'load', timeout: opts.maxWaitMs });
    await networkQuiet(page, () => inFlight, opts.quietMs, opts.maxWaitMs);
    if (opts.tap) {
      const target = page.locator(opts.tap.selector).first();
      await page.evaluate((mark) => performance.mark(mark), FIRST_INTERACTION_MARK);
      await target.tap({ timeout: 10_000 });
      await networkQuiet(page, () => inFlight, Math.min(opts.quietMs, opts.tap.afterTapMs), opts.tap.afterTapMs);
    }
    await cdp.send('Tracing.end');
    const text = await readStream(cdp, await done);
    const parsed = JSON.parse(text) as { traceEvents?: TraceEvent[] } | TraceEvent[];
    const events = Array.isArray(parsed) ? parsed : (parsed.traceEvents ?? []);
    await context.close();
    return { events };
  } finally {
    await browser.close();
  }
}
