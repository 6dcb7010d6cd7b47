import { describe, expect, it } from 'vitest';
import { areaMaxM2, routeFit, routeLengthM, transectLengthRange } from './route-fit';

/** A straight line north from (10, 54) of `m` metres (0.001° of latitude: 111.19 m). */
const north = (m: number): [number, number][] => [
  [10, 54],
  [10, 54 + m / 111_194.9],
];

describe('does a survey fit its route', () => {
  it('measures the route with haversine', () => {
    expect(routeLengthM(north(1000))).toBeCloseTo(1000, 0);
    expect(routeLengthM([[10, 54]])).toBe(0);
  });

  it('lets a transect claim up to 25 % + 50 m more than its route and down to a tenth less 50 m', () => {
    expect(transectLengthRange(100)).toEqual({ min: 5, max: 175 });
    expect(transectLengthRange(1000)).toEqual({ min: 95, max: 1300 });
    // A short route still allows a length of at least 1 m.
    expect(transectLengthRange(20)).toEqual({ min: 1, max: 75 });
    const route = north(1000);
    expect(routeFit({ kind: 'transect', lengthM: 1300, coordinates: route })).toEqual({ ok: true });
    expect(routeFit({ kind: 'transect', lengthM: 95, coordinates: route })).toEqual({ ok: true });
    expect(routeFit({ kind: 'transect', lengthM: 1301, coordinates: route })).toEqual({ ok: false, field: 'lengthM', routeM: 1000, min: 95, max: 1300 });
    expect(routeFit({ kind: 'transect', lengthM: 94, coordinates: route })).toMatchObject({ ok: false, field: 'lengthM' });
  });

  it("lets an area claim at most the route's box widened by 25 m on every side", () => {
    // A straight 100 m walk: a box of no width, 50 m x 150 m with the margins.
    expect(areaMaxM2(north(100))).toBe(7500);
    expect(routeFit({ kind: 'area', areaM2: 7500, coordinates: north(100) })).toEqual({ ok: true });
    expect(routeFit({ kind: 'area', areaM2: 7501, coordinates: north(100) })).toEqual({ ok: false, field: 'areaM2', max: 7500 });
    // A walk round a 100 m square: 150 m x 150 m.
    const square: [number, number][] = [[10, 54], [10 + 100 / (111_194.9 * Math.cos((54.00045 * Math.PI) / 180)), 54], [10 + 100 / (111_194.9 * Math.cos((54.00045 * Math.PI) / 180)), 54 + 100 / 111_194.9]];
    expect(areaMaxM2(square)).toBeGreaterThanOrEqual(22_500);
    expect(areaMaxM2(square)).toBeLessThan(22_510);
  });
});
