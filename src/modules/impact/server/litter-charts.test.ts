import { describe, expect, it } from 'vitest';
import { bucketFor, bucketStart, filledSeries } from './litter-charts';

const day = (d: string) => new Date(`${d}T00:00:00.000Z`);
const period = (since: string, lastDay: string) => ({ since: day(since), until: new Date(day(lastDay).getTime() + 86_400_000) });

describe('litter chart buckets', () => {
  it('takes weeks up to 92 days, months up to 60 calendar months, else years', () => {
    expect(bucketFor(period('2027-01-01', '2027-04-02'))).toBe('week'); // 92 days
    expect(bucketFor(period('2027-01-01', '2027-04-03'))).toBe('month');
    expect(bucketFor(period('2026-05-11', '2027-05-10'))).toBe('month'); // the default 12 months
    expect(bucketFor(period('2022-01-01', '2026-12-31'))).toBe('month'); // 60 months
    expect(bucketFor(period('2022-01-01', '2027-01-01'))).toBe('year');
  });

  it('starts weeks on Monday, months on the 1st and years on 1 January (UTC, as date_trunc)', () => {
    expect(bucketStart(new Date('2027-05-09T23:59:00Z'), 'week').toISOString()).toBe('2027-05-03T00:00:00.000Z'); // a Sunday
    expect(bucketStart(new Date('2027-05-10T00:00:00Z'), 'week').toISOString()).toBe('2027-05-10T00:00:00.000Z'); // a Monday
    expect(bucketStart(new Date('2027-05-31T22:00:00Z'), 'month').toISOString()).toBe('2027-05-01T00:00:00.000Z');
    expect(bucketStart(new Date('2027-05-31T22:00:00Z'), 'year').toISOString()).toBe('2027-01-01T00:00:00.000Z');
  });

  it('fills every bucket of the period with zeros where nothing was tagged', () => {
    expect(filledSeries([{ start: '2027-02-01', count: 5 }], period('2027-01-15', '2027-03-10'), 'month')).toEqual([
      { start: '2027-01-01', count: 0 },
      { start: '2027-02-01', count: 5 },
      { start: '2027-03-01', count: 0 },
    ]);
    expect(filledSeries([], period('2027-05-05', '2027-05-20'), 'week').map((p) => p.start)).toEqual(['2027-05-03', '2027-05-10', '2027-05-17']);
  });

  it('starts years with the first year that has tags, and has none without tags', () => {
    expect(filledSeries([{ start: '2026-01-01', count: 2 }], period('1000-01-01', '2027-05-10'), 'year')).toEqual([
      { start: '2026-01-01', count: 2 },
      { start: '2027-01-01', count: 0 },
    ]);
    expect(filledSeries([], period('1000-01-01', '2027-05-10'), 'year')).toEqual([]);
  });
});
