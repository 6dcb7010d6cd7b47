import { describe, expect, it } from 'vitest';
import { isoDay, nextUtcDate, nextUtcMonday, nextUtcMonthStart } from './moments';

describe('test moments', () => {
  it.each([
    ['2026-11-22T10:00:00.000Z', '2026-11-23T00:00:00.000Z'], // Sunday
    ['2026-11-23T00:00:00.000Z', '2026-11-30T00:00:00.000Z'], // Monday midnight itself: the next one
    ['2028-02-29T23:58:00.000Z', '2028-03-06T00:00:00.000Z'], // a leap day, a Tuesday
    ['2026-12-31T23:59:59.999Z', '2027-01-04T00:00:00.000Z'],
  ])('next Monday after %s is %s', (from, expected) => {
    expect(nextUtcMonday(new Date(from)).toISOString()).toBe(expected);
  });

  it('next month start, across a year end', () => {
    expect(nextUtcMonthStart(new Date('2028-02-29T23:58:00Z')).toISOString()).toBe('2028-03-01T00:00:00.000Z');
    expect(nextUtcMonthStart(new Date('2026-12-15T00:00:00Z')).toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('next calendar date waits for a leap year for 29 February', () => {
    expect(nextUtcDate(new Date('2029-03-01T00:00:00Z'), 2, 29).toISOString()).toBe('2032-02-29T12:00:00.000Z');
    expect(nextUtcDate(new Date('2026-11-22T13:00:00Z'), 11, 22, 12).toISOString()).toBe('2027-11-22T12:00:00.000Z');
    expect(isoDay(nextUtcDate(new Date('2026-11-21T13:00:00Z'), 11, 22))).toBe('2026-11-22');
  });
});
