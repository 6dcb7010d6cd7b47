import { describe, expect, it } from 'vitest';
import { ageOn, birthYearOptions, daysInMonth, isRealDate } from './birth-date';

describe('age and the date picker rules', () => {
  const today = new Date('2026-11-22T10:00:00Z');
  it('turns 13 exactly on the 13th birthday', () => {
    expect(ageOn({ year: 2013, month: 11, day: 22 }, today)).toBe(13);
    expect(ageOn({ year: 2013, month: 11, day: 23 }, today)).toBe(12);
    expect(ageOn({ year: 2013, month: 12, day: 1 }, today)).toBe(12);
  });
  it('offers years from current year - 13 down to 1920', () => {
    const years = birthYearOptions(today);
    expect(years[0]).toBe(2013);
    expect(years.at(-1)).toBe(1920);
    expect(years).toHaveLength(2013 - 1920 + 1);
  });
  it('limits days to the month and year', () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2023, 2)).toBe(28);
    expect(daysInMonth(2023, 4)).toBe(30);
    expect(isRealDate(2023, 2, 29)).toBe(false);
    expect(isRealDate(2024, 2, 29)).toBe(true);
  });
});
