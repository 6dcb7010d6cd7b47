import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../../shared/language';
import { formatClock, formatCount } from './plain-format';

// ICU versions differ in the space before AM/PM (U+0020, U+202F): the text is the same otherwise.
const spaces = (s: string) => s.replace(/\s/gu, ' ');

describe('plain formats (no Intl on the first screen)', () => {
  it.each(LANGUAGES)('counts read as Intl.NumberFormat reads them (%s)', (language) => {
    const intl = new Intl.NumberFormat(language);
    for (const n of [0, 7, 999, 1000, 12_345, 1_234_567, -1, -1234]) expect(formatCount(n, language)).toBe(intl.format(n));
    fc.assert(fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => formatCount(n, language) === intl.format(n)));
  });

  it.each(LANGUAGES)('every minute of a day reads as Intl.DateTimeFormat reads it (%s)', (language) => {
    const intl = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit' });
    for (let minute = 0; minute < 24 * 60; minute += 1) {
      const at = new Date(2031, 5, 15, Math.floor(minute / 60), minute % 60);
      expect(formatClock(at, language)).toBe(spaces(intl.format(at)));
    }
  });

  it('writes the English clock with twelve hours and the German one with twenty-four', () => {
    expect(formatClock(new Date(2031, 0, 2, 0, 7), 'en')).toBe('12:07 AM');
    expect(formatClock(new Date(2031, 0, 2, 12, 0), 'en')).toBe('12:00 PM');
    expect(formatClock(new Date(2031, 0, 2, 0, 7), 'de')).toBe('00:07');
    expect(formatClock(new Date(2031, 0, 2, 23, 59), 'de')).toBe('23:59');
  });

  it('writes the Arabic clock with twelve hours and its own marks, and the minus after a left-to-right mark', () => {
    expect(formatClock(new Date(2031, 0, 2, 0, 7), 'ar')).toBe('12:07 ص');
    expect(formatClock(new Date(2031, 0, 2, 13, 30), 'ar')).toBe('01:30 م');
    expect(formatCount(-1234, 'ar')).toBe('\u200E-1,234');
  });
});
