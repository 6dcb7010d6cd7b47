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
 * The insights card's texts come with its lazy chunk (the profile's insights tab), not with the app's
 * texts chunk, which the first route loads; the signs' and elements' names stay there (profiles uses them).
 */
export const ASTRO_INSIGHTS_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the insights' texts into the 'astro' namespace and answers its `t`. */
export function useAstroInsightsTexts() {
  const result = useTranslation('astro');
  addLazyTexts(result.i18n, 'astro', ASTRO_INSIGHTS_TEXTS);
  return result;
}
