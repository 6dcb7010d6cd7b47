import { describe, expect, it } from 'vitest';
import { overlapShare } from './overlap';

describe('overlapShare', () => {
  it('is 0 for circles apart and 1 for one inside the other', () => {
    expect(overlapShare(100, 100, 200)).toBe(0);
    expect(overlapShare(100, 100, 250)).toBe(0);
    expect(overlapShare(500, 25, 400)).toBe(1);
    expect(overlapShare(25, 500, 0)).toBe(1);
    expect(overlapShare(100, 100, 0)).toBe(1);
  });

  it('is the lens area over the smaller circle in between', () => {
    // Two equal circles whose centres are one radius apart share about 39.1 % of each.
    expect(overlapShare(100, 100, 100)).toBeCloseTo(0.391, 3);
    // Half a radius apart: about 68.5 %.
    expect(overlapShare(100, 100, 50)).toBeCloseTo(0.685, 3);
    // Symmetric in the radii.
    expect(overlapShare(80, 200, 150)).toBeCloseTo(overlapShare(200, 80, 150), 10);
  });
});
