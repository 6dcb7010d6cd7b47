import { describe, expect, it } from 'vitest';
import { holds, spotOverlap, streetColumns, type SpotShape } from './shapes';

const M = (Math.PI / 180) * 6_371_000;
const lat = 48;
const k = Math.cos((lat * Math.PI) / 180);
const pt = (eastM: number, northM: number): [number, number] => [9 + eastM / (M * k), lat + northM / M];
const at = (eastM: number, northM: number) => ({ longitude: pt(eastM, northM)[0], latitude: pt(eastM, northM)[1] });

describe('adopted spot shapes', () => {
  const street: SpotShape = { kind: 'street', path: [pt(0, 0), pt(1000, 0)], halfWidthM: 30 };

  it('holds a point within the corridor of a street only', () => {
    expect(holds(street, at(500, 29))).toBe(true);
    expect(holds(street, at(500, -31))).toBe(false);
    expect(holds(street, at(1025, 0))).toBe(true);
    expect(holds(street, at(1035, 0))).toBe(false);
  });

  it('refuses (share over half) a street along an adopted circle and a circle inside a corridor, not a street crossing its edge', () => {
    const circle: SpotShape = { kind: 'circle', ...at(0, 0), radiusM: 300 };
    expect(spotOverlap({ kind: 'street', path: [pt(-300, 0), pt(300, 0)], halfWidthM: 20 }, circle)).toBeGreaterThan(0.5);
    expect(spotOverlap({ kind: 'circle', ...at(500, 0), radiusM: 25 }, street)).toBeGreaterThan(0.5);
    expect(spotOverlap({ kind: 'street', path: [pt(250, 0), pt(1250, 0)], halfWidthM: 20 }, circle)).toBeLessThan(0.5);
    expect(spotOverlap({ kind: 'circle', ...at(0, 0), radiusM: 100 }, { kind: 'circle', ...at(1000, 0), radiusM: 100 })).toBe(0);
  });

  it('stores a street with its centre, its reach from it (farthest vertex and half-width) and its box', () => {
    const c = streetColumns([pt(0, 0), pt(1000, 0)], 30);
    expect(c.reach_m).toBeGreaterThanOrEqual(530);
    expect(c.reach_m).toBeLessThanOrEqual(532);
    expect(c.west).toBeCloseTo(9, 9);
    expect(JSON.parse(c.path)).toEqual([pt(0, 0), pt(1000, 0)]);
  });
});
