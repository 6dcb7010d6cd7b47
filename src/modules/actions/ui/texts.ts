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
 * The Submit Task page's and the pending-submissions page's texts come with their lazy chunks, not with
 * the app's texts chunk, which the first route loads (../i18n keeps the admin menu's labels and the
 * validation messages the server's error texts use).
 */
export const ACTIONS_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the pages' texts into the 'actions' namespace and answers its `t`. */
export function useActionsTexts() {
  const result = useTranslation('actions');
  addLazyTexts(result.i18n, 'actions', ACTIONS_TEXTS);
  return result;
}
