import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './duplicate-texts.ar.json';
import de from './duplicate-texts.de.json';
import fr from './duplicate-texts.fr.json';
import es from './duplicate-texts.es.json';
import it from './duplicate-texts.it.json';
import en from './duplicate-texts.en.json';
import nl from './duplicate-texts.nl.json';
import pl from './duplicate-texts.pl.json';

/** The texts of the 'Is this the same spot?' question: they come with the report screen's lazy chunks. */
export const DUPLICATE_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export function useDuplicateTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'reports', DUPLICATE_TEXTS);
}
