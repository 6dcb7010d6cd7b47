import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './sheet-texts.ar.json';
import de from './sheet-texts.de.json';
import fr from './sheet-texts.fr.json';
import es from './sheet-texts.es.json';
import it from './sheet-texts.it.json';
import en from './sheet-texts.en.json';
import nl from './sheet-texts.nl.json';
import pl from './sheet-texts.pl.json';

/** The texts of the task sheet's marks and spot history and the marks' review page: they come with those lazy chunks. */
export const SHEET_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export function useSheetTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'tasks', SHEET_TEXTS);
}
