import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './policy-texts.ar.json';
import de from './policy-texts.de.json';
import fr from './policy-texts.fr.json';
import es from './policy-texts.es.json';
import it from './policy-texts.it.json';
import en from './policy-texts.en.json';
import nl from './policy-texts.nl.json';
import pl from './policy-texts.pl.json';

/** The privacy policy's texts (the longest of the app): they come with the /privacy page's lazy chunk, not with the first route. */
export const POLICY_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export function usePolicyTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'consent', POLICY_TEXTS);
}
