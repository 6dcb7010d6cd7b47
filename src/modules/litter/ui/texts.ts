import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './texts.ar.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import en from './texts.en.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/** The litter module's namespace: its texts come with its lazy slots' chunks, never with the first route. */
export const NS = 'litter';
export const LITTER_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the texts (once) and returns `t` of the namespace. */
export function useLitterTexts() {
  const result = useTranslation(NS);
  addLazyTexts(result.i18n, NS, LITTER_TEXTS);
  return result;
}
