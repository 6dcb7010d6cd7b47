import { describe, expect, it } from 'vitest';
import { distanceToLineM, lineCentre, lineLengthM, samplesAlong } from './polyline';

/** Metres per degree of latitude (and of longitude at the equator) on the 6371 km sphere. */
const M = (Math.PI / 180) * 6_371_000;

describe('polyline geometry', () => {
  // An L at 48° N: 500 m east, then 500 m north.
  const lat = 48;
  const k = Math.cos((lat * Math.PI) / 180);
  const east = 500 / (M * k);
  const north = 500 / M;
  const L: [number, number][] = [
    [9, lat],
    [9 + east, lat],
    [9 + east, lat + north],
  ];
  const at = (eastM: number, northM: number) => ({ latitude: lat + northM / M, longitude: 9 + eastM / (M * k) });

  it('measures the length by haversine', () => {
    expect(lineLengthM(L)).toBeCloseTo(1000, 0);
    expect(lineLengthM([L[0]!])).toBe(0);
  });

  it('measures a point’s distance to the nearest segment, not only to the vertices', () => {
    // Half-way along the first leg, 29 m and 31 m to the south: just inside / outside a 30 m corridor.
    expect(distanceToLineM(at(250, -29), L)).toBeCloseTo(29, 0);
    expect(distanceToLineM(at(250, -29), L)).toBeLessThanOrEqual(30);
    expect(distanceToLineM(at(250, -31), L)).toBeGreaterThan(30);
    // Beyond the start: the distance to the end point.
    expect(distanceToLineM(at(-30, -40), L)).toBeCloseTo(50, 0);
  });

  it('measures near a bend: outside the corner by the corner, inside it by the nearer leg', () => {
    // Outside the corner (south-east of it): 20 m east and 20 m south is about 28 m from the corner.
    expect(distanceToLineM(at(520, -20), L)).toBeCloseTo(Math.hypot(20, 20), 0);
    // Inside the bend: 10 m west of the second leg and 25 m north of the first: the second leg is nearer.
    expect(distanceToLineM(at(490, 25), L)).toBeCloseTo(10, 0);
  });

  it('centres a line on its bounding box and reaches its farthest vertex', () => {
    const c = lineCentre(L);
    expect(c.latitude).toBeCloseTo(lat + north / 2, 9);
    expect(c.longitude).toBeCloseTo(9 + east / 2, 9);
    expect(c.extentM).toBeGreaterThanOrEqual(Math.hypot(250, 250));
    expect(c.extentM).toBeLessThan(Math.hypot(250, 250) + 2);
  });

  it('samples points along the line about every step', () => {
    const s = samplesAlong(L, 10);
    expect(s.length).toBe(101);
    expect(s[0]).toEqual(L[0]);
    expect(s.at(-1)).toEqual(L[2]);
  });
});
