import type { Period } from '../../../shared/geo-area';
import type { LitterBucket } from '../../litter/contract';

const DAY_MS = 86_400_000;
/** Periods up to this many days are charted per week. */
export const WEEK_BUCKETS_UP_TO_DAYS = 92;
/** Periods up to this many calendar months (counted from the first day's month) are charted per month; longer ones per year. */
export const MONTH_BUCKETS_UP_TO = 60;

const dayOf = (d: Date) => d.toISOString().slice(0, 10);
const monthIndex = (d: Date) => d.getUTCFullYear() * 12 + d.getUTCMonth();

/** How a period's chart groups its days: weeks for a season, months for up to five years, else years. */
export function bucketFor(period: Period): LitterBucket {
  if (period.until.getTime() - period.since.getTime() <= WEEK_BUCKETS_UP_TO_DAYS * DAY_MS) return 'week';
  return monthIndex(new Date(period.until.getTime() - 1)) - monthIndex(period.since) < MONTH_BUCKETS_UP_TO ? 'month' : 'year';
}

/** The first moment of the bucket a moment falls in (UTC; weeks start on Monday, as PostgreSQL's date_trunc). */
export function bucketStart(d: Date, bucket: LitterBucket): Date {
  if (bucket === 'year') return new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  if (bucket === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
  const day = new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
  return new Date(day.getTime() - ((day.getUTCDay() + 6) % 7) * DAY_MS);
}

function nextBucket(d: Date, bucket: LitterBucket): Date {
  if (bucket === 'year') return new Date(Date.UTC(d.getUTCFullYear() + 1, 0, 1));
  if (bucket === 'month') return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1));
  return new Date(d.getTime() + 7 * DAY_MS);
}

/**
 * Every bucket of the period, oldest first, with the counts the database found (zero elsewhere). Years
 * start with the first year that has tags (a period may reach back to year 1; the chart need not).
 */
export function filledSeries(points: { start: string; count: number }[], period: Period, bucket: LitterBucket): { start: string; count: number }[] {
  return fillBuckets(points, period, bucket, (start) => ({ start, count: 0 }));
}

/** Every bucket of the period with the points found and `zero(start)` elsewhere (years from the first point's). */
export function fillBuckets<T extends { start: string }>(points: T[], period: Period, bucket: LitterBucket, zero: (start: string) => T): T[] {
  const found = new Map(points.map((p) => [p.start, p]));
  let at = bucketStart(period.since, bucket);
  if (bucket === 'year') {
    if (points.length === 0) return [];
    const first = new Date(`${points[0]!.start}T00:00:00.000Z`);
    if (first > at) at = first;
  }
  const out: T[] = [];
  for (; at < period.until; at = nextBucket(at, bucket)) out.push(found.get(dayOf(at)) ?? zero(dayOf(at)));
  return out;
}
