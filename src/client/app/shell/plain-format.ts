/**
 * The header's clock and figures formatted without Intl. The first Intl object a page builds loads
 * the browser's locale data: 60-75 ms in one go on a phone (`npm run bench:trace`, 4x CPU: the clock's
 * first render was a 75 ms long task after hydration), which no other part of the first screen needs.
 * These give the same text as Intl for the languages the app offers (checked against Intl in the
 * test beside this file); screens further in keep using Intl.
 */
import type { Language } from '../../../shared/language';

/**
 * What Intl writes, per language (a new language adds its own: the test beside this file compares
 * every offered language with Intl; some group only from 10 000 or write a narrow space).
 */
const THOUSANDS_SEPARATOR: Record<Language, string> = { en: ',', de: '.', fr: '\u202f', es: '.', it: '.', nl: '.', pl: '\u00a0', ar: ',' };
/** The fewest digits a number has before Intl groups it: 1,000 (en), but 1234 and 12.345 (es, it, pl: a group of four digits stays whole). */
const GROUPING_FROM_DIGITS: Record<Language, number> = { en: 4, de: 4, fr: 4, es: 5, it: 5, nl: 4, pl: 5, ar: 4 };
/** The minus sign Intl writes: Arabic puts a left-to-right mark before it so the number reads as one. */
const MINUS: Record<Language, string> = { en: '-', de: '-', fr: '-', es: '-', it: '-', nl: '-', pl: '-', ar: '\u200E-' };
/** The 12-hour clock's marks for before and after noon, or null for a 24-hour clock. */
const TWELVE_HOUR: Record<Language, readonly [am: string, pm: string] | null> = { en: ['AM', 'PM'], de: null, fr: null, es: null, it: null, nl: null, pl: null, ar: ['ص', 'م'] };

/** A whole number with the language's thousands separator: 1,234,567 (en), 1.234.567 (de). */
export function formatCount(value: number, language: Language): string {
  const digits = String(Math.trunc(Math.abs(value)));
  const separator = THOUSANDS_SEPARATOR[language];
  const grouped = digits.length < GROUPING_FROM_DIGITS[language] ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
  return value < 0 && digits !== '0' ? `${MINUS[language]}${grouped}` : grouped;
}

const two = (n: number) => String(n).padStart(2, '0');

/** Hours and minutes in the device's time zone: 02:05 PM (en), 14:05 (de), 02:05 م (ar). */
export function formatClock(at: Date, language: Language): string {
  const hours = at.getHours();
  const minutes = two(at.getMinutes());
  const marks = TWELVE_HOUR[language];
  if (!marks) return `${two(hours)}:${minutes}`;
  return `${two(hours % 12 === 0 ? 12 : hours % 12)}:${minutes} ${hours < 12 ? marks[0] : marks[1]}`;
}
