import type { TestApp } from './test-app';

const MINUTE = 60_000;

/** A route of about 1 km eastwards from 51.48 N, 11.97 E (11 points, about 100 m apart). */
export const ROUTE = { type: 'LineString', coordinates: Array.from({ length: 11 }, (_, i) => [Number((11.97 + i * 0.00144).toFixed(5)), 51.48]) };

/** A transect that ended a minute ago by the app's clock. */
export function transect(t: TestApp, over: Record<string, unknown> = {}) {
  const now = t.clock.now().getTime();
  return {
    kind: 'transect',
    startedAt: new Date(now - 61 * MINUTE).toISOString(),
    endedAt: new Date(now - MINUTE).toISOString(),
    lengthM: 100,
    route: ROUTE,
    people: 2,
    counts: [
      { item: 'smoking.butts', count: 40 },
      { item: 'soft_drinks.can', count: 3 },
    ],
    ...over,
  };
}
