import type { BrowserContext } from 'playwright-core';
import { CONSENT_VERSION } from '../../../src/modules/consent/contract';

/**
 * Stores a consent choice (essential only) in every page of the context before the app starts, so
 * the consent banner stays closed. For tests about other screens; tests/e2e/consent.test.ts covers
 * the banner itself. The records are the spec's local records (consent module, consent-slice.ts).
 */
export async function presetConsent(context: BrowserContext): Promise<void> {
  await context.addInitScript((version: string) => {
    try {
      if (localStorage.getItem('gdpr-consent')) return;
      const timestamp = new Date().toISOString();
      localStorage.setItem('gdpr-consent', JSON.stringify({ essential: true, analytics: false, performance: false, timestamp, version }));
      localStorage.setItem('privacy-choice', JSON.stringify({ level: 'essential', timestamp, version, rejected: false }));
    } catch {
      // No storage: the banner shows, as it would for the visitor.
    }
  }, CONSENT_VERSION);
}
