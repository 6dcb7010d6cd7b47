import type { i18n as I18n } from 'i18next';
import de from './texts.de.json';
import en from './texts.en.json';

/**
 * The offline banner's and the update prompt's texts come with their lazy chunk (loaded after the
 * page's load event), not with the first route's texts chunk.
 */
export const NS = 'pwa';
export function ensureTexts(i18n: I18n) {
  if (!i18n.hasResourceBundle('en', NS)) i18n.addResourceBundle('en', NS, en);
  if (!i18n.hasResourceBundle('de', NS)) i18n.addResourceBundle('de', NS, de);
}
