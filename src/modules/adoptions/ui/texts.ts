import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './texts.ar.json';
import de from './texts.de.json';
import en from './texts.en.json';
import es from './texts.es.json';
import fr from './texts.fr.json';
import it from './texts.it.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/** The My spots screen's texts come with its lazy chunk (only the menu label is in ../i18n). */
export const ADOPTIONS_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the screen's texts into the 'adoptions' namespace and answers its `t`. */
export function useAdoptionsTexts() {
  const result = useTranslation('adoptions');
  addLazyTexts(result.i18n, 'adoptions', ADOPTIONS_TEXTS);
  return result;
}
