import { describe, expect, it } from 'vitest';
import { daysInMonth } from '../../shared/birth-date';
import { astroProfile, elementFor, signFor, ZODIAC } from './contract';

describe('signFor', () => {
  it.each(ZODIAC.map(([sign, , m1, d1, m2, d2]) => [sign, m1, d1, m2, d2]))('%s covers its first and last day', (sign, m1, d1, m2, d2) => {
    expect(signFor(m1, d1)).toBe(sign);
    expect(signFor(m2, d2)).toBe(sign);
  });

  it('switches sign on the day after each range ends', () => {
    expect(signFor(4, 19)).toBe('Aries');
    expect(signFor(4, 20)).toBe('Taurus');
    expect(signFor(12, 21)).toBe('Sagittarius');
    expect(signFor(12, 22)).toBe('Capricorn');
    expect(signFor(1, 19)).toBe('Capricorn');
    expect(signFor(1, 20)).toBe('Aquarius');
    expect(signFor(12, 31)).toBe('Capricorn');
    expect(signFor(1, 1)).toBe('Capricorn');
  });

  it('puts the leap day in Pisces', () => {
    expect(signFor(2, 29)).toBe('Pisces');
    expect(astroProfile('2004-02-29')).toEqual({ astrologicalSign: 'Pisces', element: 'Water' });
  });

  it('has no gaps: every real day of a leap year has a sign', () => {
    for (let m = 1; m <= 12; m++) for (let d = 1; d <= daysInMonth(2024, m); d++) expect(signFor(m, d)).not.toBe('Unknown');
  });

  it('gives Unknown (and Earth) for impossible dates', () => {
    expect(signFor(13, 1)).toBe('Unknown');
    expect(elementFor('Unknown')).toBe('Earth');
    expect(astroProfile('2003-02-29')).toEqual({ astrologicalSign: 'Unknown', element: 'Earth' });
    expect(astroProfile('not a date')).toEqual({ astrologicalSign: 'Unknown', element: 'Earth' });
  });

  it('maps signs to their elements', () => {
    expect(elementFor('Leo')).toBe('Fire');
    expect(elementFor('Virgo')).toBe('Earth');
    expect(elementFor('Libra')).toBe('Air');
    expect(elementFor('Scorpio')).toBe('Water');
  });
});
