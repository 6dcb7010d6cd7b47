import { addLazyTexts } from '../../../client/lazy-texts';
import type { i18n as I18n } from 'i18next';
import ar from './texts.ar.json';
import de from './texts.de.json';
import fr from './texts.fr.json';
import es from './texts.es.json';
import it from './texts.it.json';
import en from './texts.en.json';
import nl from './texts.nl.json';
import pl from './texts.pl.json';

/** The texts in every offered language (addLazyTexts is typed by the language list). */
const TEXTS = { en, de, fr, es, it, nl, pl, ar };

/**
 * The alerts' texts come with their lazy chunks (the Account Settings section, the pages the mails link
 * to), not with the app's texts chunk, which the first route loads (scripts/check-bundles.ts counts it).
 */
export const ALERTS_NS = 'alerts';
export function ensureAlertsTexts(i18n: I18n): void {
  addLazyTexts(i18n, ALERTS_NS, TEXTS);
}
