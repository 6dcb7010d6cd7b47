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

/** The challenge screens' texts: they come with those lazy chunks, not the first route's texts chunk. */
export const CHALLENGES_TEXTS = { en, de, fr, es, it, nl, pl, ar };
export const NS = 'challenges';

/** The screens' `t` (namespace 'challenges'), with the lazy texts merged in first. */
export function useChallengesTexts() {
  const result = useTranslation(NS);
  addLazyTexts(result.i18n, NS, CHALLENGES_TEXTS);
  return result;
}
