import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './hazard-texts.ar.json';
import de from './hazard-texts.de.json';
import fr from './hazard-texts.fr.json';
import es from './hazard-texts.es.json';
import it from './hazard-texts.it.json';
import en from './hazard-texts.en.json';
import nl from './hazard-texts.nl.json';
import pl from './hazard-texts.pl.json';

/** Issue 24: the texts of 'not for volunteers', a report's size and hazards: they come with the lists' and the sheet's lazy chunks. */
export const HAZARD_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export function useHazardTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'tasks', HAZARD_TEXTS);
}
