import type { i18n as I18n } from 'i18next';
import de from './texts.de.json';
import en from './texts.en.json';

/** The admin page's texts come with its lazy chunk, not with the app bundle. */
export const NS = 'embedAdmin';
export function ensureTexts(i18n: I18n) {
  if (!i18n.hasResourceBundle('en', NS)) i18n.addResourceBundle('en', NS, en);
  if (!i18n.hasResourceBundle('de', NS)) i18n.addResourceBundle('de', NS, de);
}
