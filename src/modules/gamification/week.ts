/** The leaderboard week: ISO week, starting Monday 00:00 UTC. Isomorphic. */
export function weekStart(at: Date): Date {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  const sinceMonday = (d.getUTCDay() + 6) % 7; // Sunday is 6 days after Monday
  d.setUTCDate(d.getUTCDate() - sinceMonday);
  return d;
}

/** 'YYYY-MM-DD' of a moment in UTC (the day an activity counts for in streaks). */
export function utcDay(at: Date): string {
  return at.toISOString().slice(0, 10);
}
