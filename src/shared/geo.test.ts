import { describe, expect, it } from 'vitest';
import { distanceKm, isValidLatLon } from './geo';

describe('distanceKm', () => {
  it('is zero for the same point and symmetric', () => {
    const p = { latitude: 51.4828, longitude: 11.9697 };
    expect(distanceKm(p, p)).toBe(0);
    const q = { latitude: 51.49, longitude: 11.98 };
    expect(distanceKm(p, q)).toBeCloseTo(distanceKm(q, p), 12);
  });
  it('matches known distances', () => {
    // One degree of latitude on a 6371 km sphere.
    expect(distanceKm({ latitude: 0, longitude: 0 }, { latitude: 1, longitude: 0 })).toBeCloseTo(111.195, 3);
    // Halle (Saale) to Leipzig, about 32 km.
    expect(distanceKm({ latitude: 51.4828, longitude: 11.9697 }, { latitude: 51.3397, longitude: 12.3731 })).toBeCloseTo(32.4, 0);
  });
  it('validates coordinates', () => {
    expect(isValidLatLon(51.4, 11.9)).toBe(true);
    expect(isValidLatLon(91, 0)).toBe(false);
    expect(isValidLatLon(0, -181)).toBe(false);
    expect(isValidLatLon(Number.NaN, 0)).toBe(false);
  });
});
