import { addLazyTexts } from '../../lazy-texts';
import type { i18n as I18n } from 'i18next';
import ar from './texts.ar.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import en from './texts.en.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/** The texts in every offered language (addLazyTexts is typed by the language list). */
const TEXTS = { en, de, fr, es, it, nl, pl, ar };

/**
 * The offline banner's and the update prompt's texts come with their lazy chunk (loaded after the
 * page's load event), not with the first route's texts chunk.
 */
export const NS = 'pwa';
export function ensureTexts(i18n: I18n) {
  addLazyTexts(i18n, NS, TEXTS);
}
