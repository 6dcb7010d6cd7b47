import { daysInMonth, isRealDate, MIN_AGE } from '../../../shared/birth-date';
import { ageOnDate, parseIsoDate } from '../../guest/schemas';

/** The three controls of the date-of-birth picker; '' means "not chosen". */
export interface DobParts {
  month: string;
  day: string;
  year: string;
}

export const EMPTY_DOB: DobParts = { month: '', day: '', year: '' };

/** Spec 4: the day list holds the real days of the chosen month and year, and nothing before both are chosen. */
export function dayOptions(month: string, year: string): number[] {
  const m = Number(month);
  const y = Number(year);
  if (!month || !year || !Number.isInteger(m) || !Number.isInteger(y)) return [];
  return Array.from({ length: daysInMonth(y, m) }, (_, i) => i + 1);
}

/** 'YYYY-MM-DD' when month, day and year form a real calendar date; '' otherwise. */
export function composeDate({ month, day, year }: DobParts): string {
  if (!month || !day || !year) return '';
  const y = Number(year);
  const m = Number(month);
  const d = Number(day);
  if (!isRealDate(y, m, d)) return '';
  return `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

export function splitDate(iso: string | null | undefined): DobParts {
  const p = iso ? parseIsoDate(iso) : null;
  return p ? { month: String(p.month), day: String(p.day), year: String(p.year) } : EMPTY_DOB;
}

/** A new part chosen: the day is dropped when it does not exist in the new month and year. */
export function withPart(parts: DobParts, part: keyof DobParts, value: string): DobParts {
  const next = { ...parts, [part]: value };
  if (part !== 'day' && next.day && !dayOptions(next.month, next.year).includes(Number(next.day))) next.day = '';
  return next;
}

export type AgeCheck = { kind: 'none' } | { kind: 'ok'; age: number } | { kind: 'underAge'; age: number };

/** Spec 5: the inline confirmation (green, with the age) or the under-13 message (red). */
export function checkAge(iso: string, today: Date): AgeCheck {
  const age = iso ? ageOnDate(iso, today) : null;
  if (age === null) return { kind: 'none' };
  return age >= MIN_AGE ? { kind: 'ok', age } : { kind: 'underAge', age };
}
