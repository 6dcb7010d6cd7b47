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
 * The Account Settings screen's texts come with its lazy chunk, not with the app's texts chunk, which the
 * first route loads (scripts/check-bundles.ts).
 */
export const ACCOUNT_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the screen's texts into the 'account' namespace and answers its `t`. */
export function useAccountTexts() {
  const result = useTranslation('account');
  addLazyTexts(result.i18n, 'account', ACCOUNT_TEXTS);
  return result;
}
