import type { i18n as I18n } from 'i18next';
import de from './texts.de.json';
import en from './texts.en.json';

/** The offline queue's texts come with its lazy chunk (the report screen, the complete dialog, the shell's indicator), not with the first route. */
export const OFFLINE_NS = 'offline';

export function ensureOfflineTexts(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', OFFLINE_NS)) i18n.addResourceBundle('en', OFFLINE_NS, en);
  if (!i18n.hasResourceBundle('de', OFFLINE_NS)) i18n.addResourceBundle('de', OFFLINE_NS, de);
}
