import { describe, expect, it } from 'vitest';
import { lineLengthM, publicPlace, publicRoute, type Position } from './geometry';

// About 111.2 m per 0.001 degree of latitude.
const north = (n: number): Position[] => Array.from({ length: n }, (_, i) => [12, 51 + i * 0.001]);

describe('survey route geometry', () => {
  it('leaves out the first and last 100 m of the public route, cutting inside a segment', () => {
    const line = north(6); // about 556 m
    expect(lineLengthM(line)).toBeCloseTo(556, 0);
    const pub = publicRoute(line, 100)!;
    expect(lineLengthM(pub)).toBeCloseTo(356, 0);
    expect(pub[0]![1]).toBeCloseTo(51 + 0.0009, 4);
    expect(pub.at(-1)![1]).toBeCloseTo(51.005 - 0.0009, 4);
  });

  it('shows no line for a route of 200 m or less, only a place rounded to about a kilometre', () => {
    const line: Position[] = [[12.34567, 51.23456], [12.34667, 51.23456]];
    expect(publicRoute(line, 100)).toBeNull();
    expect(publicPlace(line, null)).toEqual({ centre: [12.35, 51.23], box: { minLon: 12.35, minLat: 51.23, maxLon: 12.35, maxLat: 51.23 } });
  });
});
