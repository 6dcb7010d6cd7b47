import { describe, expect, it } from 'vitest';
import { utcDay, weekStart } from './week';

describe('weekStart (ISO week, Monday 00:00 UTC)', () => {
  it.each([
    ['2026-11-23T00:00:00.000Z', '2026-11-23T00:00:00.000Z'], // Monday midnight starts a week
    ['2026-11-22T23:59:59.999Z', '2026-11-16T00:00:00.000Z'], // Sunday night still belongs to the week before
    ['2026-11-25T12:30:00.000Z', '2026-11-23T00:00:00.000Z'],
    ['2026-11-29T23:59:59.999Z', '2026-11-23T00:00:00.000Z'],
    ['2027-01-01T08:00:00.000Z', '2026-12-28T00:00:00.000Z'], // across a year end
  ])('%s is in the week of %s', (at, start) => {
    expect(weekStart(new Date(at)).toISOString()).toBe(start);
  });

  it('ignores the local time zone', () => {
    expect(utcDay(new Date('2026-11-22T23:30:00-05:00'))).toBe('2026-11-23');
  });
});
