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
 * The events screens' texts come with their lazy chunks, not with the app's texts chunk, which the
 * first route loads (only the menu label is in ../i18n).
 */
export const EVENTS_TEXTS = { en, de, fr, es, it, nl, pl, ar };

/** Merges the screens' texts into the 'events' namespace and answers its `t`. */
export function useEventsTexts() {
  const result = useTranslation('events');
  addLazyTexts(result.i18n, 'events', EVENTS_TEXTS);
  return result;
}
