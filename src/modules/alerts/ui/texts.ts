import type { i18n as I18n } from 'i18next';
import de from './texts.de.json';
import en from './texts.en.json';

/**
 * The alerts' texts come with their lazy chunks (the Account Settings section, the pages the mails link
 * to), not with the app's texts chunk, which the first route loads (scripts/check-bundles.ts counts it).
 */
export const ALERTS_NS = 'alerts';
export function ensureAlertsTexts(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', ALERTS_NS)) i18n.addResourceBundle('en', ALERTS_NS, en);
  if (!i18n.hasResourceBundle('de', ALERTS_NS)) i18n.addResourceBundle('de', ALERTS_NS, de);
}
