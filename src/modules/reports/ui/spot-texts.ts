import { useTranslation } from 'react-i18next';
import { addLazyTexts } from '../../../client/lazy-texts';
import ar from './spot-texts.ar.json';
import de from './spot-texts.de.json';
import fr from './spot-texts.fr.json';
import es from './spot-texts.es.json';
import it from './spot-texts.it.json';
import en from './spot-texts.en.json';
import nl from './spot-texts.nl.json';
import pl from './spot-texts.pl.json';

/** Issue 24: the texts of the report's size, hazards and photo analysis: they come with the report screen's lazy chunk. */
export const SPOT_TEXTS = { en, de, fr, es, it, nl, pl, ar };

export function useSpotTexts(): void {
  const { i18n } = useTranslation();
  addLazyTexts(i18n, 'reports', SPOT_TEXTS);
}
