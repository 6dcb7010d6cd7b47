import type { i18n as I18n } from 'i18next';
import ar from './texts.ar.json';
import de from './texts.de.json';
import it from './texts.it.json';
import en from './texts.en.json';
import fr from './texts.fr.json';
import nl from './texts.nl.json';

/** The face blur editor's texts come with the photo screens' chunks, not with the first route. */
export const FACES_NS = 'faces';

export function ensureFaceTexts(i18n: I18n): void {
  if (!i18n.hasResourceBundle('en', FACES_NS)) i18n.addResourceBundle('en', FACES_NS, en);
  if (!i18n.hasResourceBundle('de', FACES_NS)) i18n.addResourceBundle('de', FACES_NS, de);
  if (!i18n.hasResourceBundle('fr', FACES_NS)) i18n.addResourceBundle('fr', FACES_NS, fr);
  if (!i18n.hasResourceBundle('it', FACES_NS)) i18n.addResourceBundle('it', FACES_NS, it);
  if (!i18n.hasResourceBundle('nl', FACES_NS)) i18n.addResourceBundle('nl', FACES_NS, nl);
  if (!i18n.hasResourceBundle('ar', FACES_NS)) i18n.addResourceBundle('ar', FACES_NS, ar);
}
