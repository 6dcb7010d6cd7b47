import { describe, expect, it } from 'vitest';
import { acceptPoint, MAX_ACCURACY_M, simplifyIndexes, toRoute, trackLengthM, type TrackPoint } from './route-track';

/** About 1.11 m of latitude per 0.00001 degrees. */
const M_PER_DEG_LAT = 111_195;
const at = (northM: number, eastM = 0, timestamp = 0, accuracy = 8): TrackPoint => ({
  latitude: 54 + northM / M_PER_DEG_LAT,
  longitude: 10 + eastM / (M_PER_DEG_LAT * Math.cos((54 * Math.PI) / 180)),
  accuracy,
  timestamp,
});

describe('acceptPoint', () => {
  it('keeps the first accurate fix', () => {
    expect(acceptPoint(null, at(0))).toBe(true);
  });

  it('drops fixes less accurate than 50 m, even the first', () => {
    expect(acceptPoint(null, at(0, 0, 0, MAX_ACCURACY_M + 1))).toBe(false);
    expect(acceptPoint(at(0), at(100, 0, 10_000, 80))).toBe(false);
    expect(acceptPoint(at(0), at(100, 0, 10_000, MAX_ACCURACY_M))).toBe(true);
  });

  it('drops fixes closer than 5 m to the last kept one', () => {
    expect(acceptPoint(at(0), at(4, 0, 10_000))).toBe(false);
    expect(acceptPoint(at(0), at(6, 0, 10_000))).toBe(true);
  });

  it('keeps at most one point every 2 seconds', () => {
    expect(acceptPoint(at(0, 0, 1000), at(20, 0, 2500))).toBe(false);
    expect(acceptPoint(at(0, 0, 1000), at(20, 0, 3000))).toBe(true);
  });

  it('drops fixes without a real position', () => {
    expect(acceptPoint(null, { latitude: Number.NaN, longitude: 1, accuracy: 5, timestamp: 0 })).toBe(false);
  });
});

describe('trackLengthM', () => {
  it('sums the steps of a walk', () => {
    expect(trackLengthM([])).toBe(0);
    expect(trackLengthM([at(0)])).toBe(0);
    expect(trackLengthM([at(0), at(100), at(100, 100)])).toBeCloseTo(200, 0);
  });
});

describe('simplification (Douglas-Peucker, 3 m)', () => {
  it('drops points within 3 m of a straight walk and keeps both ends', () => {
    const walk = Array.from({ length: 50 }, (_, i) => at(i * 10, i % 2 === 0 ? 1 : -1));
    expect(simplifyIndexes(walk, 3)).toEqual([0, 49]);
  });

  it('keeps the corners of an L-shaped walk', () => {
    const walk = [...Array.from({ length: 11 }, (_, i) => at(i * 10)), ...Array.from({ length: 10 }, (_, i) => at(100, (i + 1) * 10))];
    expect(simplifyIndexes(walk, 3)).toEqual([0, 10, 20]);
  });

  it('keeps a side step of more than 3 m', () => {
    const walk = [at(0), at(50, 4), at(100)];
    expect(simplifyIndexes(walk, 3)).toEqual([0, 1, 2]);
    expect(simplifyIndexes([at(0), at(50, 2), at(100)], 3)).toEqual([0, 2]);
  });

  it('answers short routes as they are', () => {
    expect(simplifyIndexes([at(0)], 3)).toEqual([0]);
    expect(simplifyIndexes([at(0), at(1)], 3)).toEqual([0, 1]);
  });
});

describe('toRoute', () => {
  it('writes [longitude, latitude] pairs with 6 decimals', () => {
    const route = toRoute([at(0), at(100)]);
    expect(route.type).toBe('LineString');
    expect(route.coordinates).toEqual([
      [10, 54],
      [10, 54.000899],
    ]);
  });

  it('brings a long zigzag walk down to the server’s maximum of points', () => {
    // A zigzag of 20 m amplitude: 3 m keeps every point; the cap forces a coarser tolerance.
    const walk = Array.from({ length: 400 }, (_, i) => at(i * 10, i % 2 === 0 ? 20 : -20, i * 3000));
    expect(toRoute(walk).coordinates).toHaveLength(400);
    const capped = toRoute(walk, 100);
    expect(capped.coordinates.length).toBeLessThanOrEqual(100);
    expect(capped.coordinates.length).toBeGreaterThanOrEqual(2);
    expect(capped.coordinates[0]).toEqual(toRoute(walk).coordinates[0]);
    expect(capped.coordinates.at(-1)).toEqual(toRoute(walk).coordinates.at(-1));
  });
});
