import type { i18n as I18n } from 'i18next';
import type { Language } from '../../../shared/language';
import ar from './texts.ar.json';
import de from './texts.de.json';
import en from './texts.en.json';
import es from './texts.es.json';
import fr from './texts.fr.json';
import it from './texts.it.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/** The face blur editor's texts come with the photo screens' chunks, not with the first route. */
export const FACES_NS = 'faces';

/** One bundle per offered language: the typecheck names a language that is missing here. */
const BUNDLES: Record<Language, typeof en> = { en, de, fr, es, it, nl, pl, ar };

export function ensureFaceTexts(i18n: I18n): void {
  for (const [lang, texts] of Object.entries(BUNDLES)) {
    if (!i18n.hasResourceBundle(lang, FACES_NS)) i18n.addResourceBundle(lang, FACES_NS, texts);
  }
}
