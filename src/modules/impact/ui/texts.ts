import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import en from './texts.en.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';
import ar from './texts.ar.json';

/**
 * The impact pages' texts (/impact, the partner links, the litter lists and charts) come with their lazy
 * chunks, not with the app's texts chunk, which the first route loads (scripts/check-bundles.ts).
 */
export const IMPACT_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the impact texts into the 'impact' namespace and answers its `t`. */
export function useImpactTexts() {
  const result = useTranslation('impact');
  addLazyTexts(result.i18n, 'impact', IMPACT_TEXTS);
  return result;
}
