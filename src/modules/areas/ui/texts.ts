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

/**
 * The Area alerts screen's texts come with its lazy chunk, not with the app's texts chunk, which the
 * first route loads (only the menu label is in ../i18n).
 */
export const AREAS_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the screen's texts into the 'areas' namespace and answers its `t`. */
export function useAreasTexts() {
  const result = useTranslation('areas');
  addLazyTexts(result.i18n, 'areas', AREAS_TEXTS);
  return result;
}
