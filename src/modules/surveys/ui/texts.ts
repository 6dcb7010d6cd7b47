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

/** The survey screen's texts come with its lazy chunk; only the menu label is in ../i18n (the app's texts chunk). */
export const SURVEYS_NS = 'surveys';
export const SURVEYS_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export function useSurveysTexts() {
  const result = useTranslation(SURVEYS_NS);
  addLazyTexts(result.i18n, SURVEYS_NS, SURVEYS_TEXTS);
  return result;
}
