/**
 * Moments tests move the TestClock to. Each is the next such moment strictly after `from`, so a test
 * runs the same way on any date (and under faketime years ahead), and the clock only moves forward.
 */
const DAY = 86_400_000;

/** The next Monday 00:00:00.000 UTC after `from`. */
export function nextUtcMonday(from: Date): Date {
  const midnight = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate());
  const daysAhead = ((8 - new Date(midnight).getUTCDay()) % 7) || 7;
  return new Date(midnight + daysAhead * DAY);
}

/** The next first of a month, 00:00 UTC, after `from`. */
export function nextUtcMonthStart(from: Date): Date {
  return new Date(Date.UTC(from.getUTCFullYear(), from.getUTCMonth() + 1, 1));
}

/** The next `month`/`day` (1-based) at `hour`:00 UTC after `from`; 29 February waits for a leap year. */
export function nextUtcDate(from: Date, month: number, day: number, hour = 12): Date {
  for (let year = from.getUTCFullYear(); ; year++) {
    const d = new Date(Date.UTC(year, month - 1, day, hour));
    if (d.getUTCMonth() === month - 1 && d.getTime() > from.getTime()) return d;
  }
}

/** The next `hour`:00 UTC after `from` (today's when still ahead, else tomorrow's). */
export function nextUtcHour(from: Date, hour: number): Date {
  const today = Date.UTC(from.getUTCFullYear(), from.getUTCMonth(), from.getUTCDate(), hour);
  return new Date(today > from.getTime() ? today : today + DAY);
}

/** 'YYYY-MM-DD' of a moment, in UTC. */
export function isoDay(d: Date): string {
  return d.toISOString().slice(0, 10);
}
