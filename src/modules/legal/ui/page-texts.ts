import { addLazyTexts } from '../../../client/lazy-texts';
import type { i18n as I18n, TFunction } from 'i18next';
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
 * The legal pages' texts come with their lazy chunk, not with every first load (they are long); the
 * links to the pages are in the module's `legal` namespace, which loads with the app's texts.
 */
export const NS = 'legalPages';

/** Adds the pages' texts to this i18next instance once (the server's per render, the browser's once). */
export function ensureTexts(i18n: I18n): void {
  addLazyTexts(i18n, NS, TEXTS);
}

/**
 * A YYYY-MM-DD day in words, '27 November 2026' / '27. November 2026', without Intl: the server and
 * the browser write it alike (no hydration mismatch), and no locale data has to load.
 */
export function formatDay(t: TFunction, day: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!m) return day;
  const months = t('months', { ns: NS, returnObjects: true }) as unknown;
  const month = Array.isArray(months) ? (months[Number(m[2]) - 1] as string | undefined) : undefined;
  return month ? t('day', { ns: NS, day: Number(m[3]), month, year: m[1] }) : day;
}
