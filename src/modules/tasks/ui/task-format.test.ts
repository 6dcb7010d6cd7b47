import { describe, expect, it } from 'vitest';
import { distanceKm } from '../../../shared/geo';
import { accuracyColor, accuracyRadius, ACCURACY_COLORS, formatDistance, precisionOf, speedKmh, tasksNear } from './task-format';
import { sampleTask } from './test-tasks';

describe('precision and accuracy (spec 2 and 9)', () => {
  it('labels High below 10 m, Medium below 50 m, Low otherwise', () => {
    expect(precisionOf(0)).toBe('high');
    expect(precisionOf(9.99)).toBe('high');
    expect(precisionOf(10)).toBe('medium');
    expect(precisionOf(49.9)).toBe('medium');
    expect(precisionOf(50)).toBe('low');
    expect(precisionOf(null)).toBe('low');
    expect(precisionOf(Number.NaN)).toBe('low');
  });
  it('colours the circle green, amber, red', () => {
    expect(accuracyColor(5)).toBe(ACCURACY_COLORS.high);
    expect(accuracyColor(20)).toBe(ACCURACY_COLORS.medium);
    expect(accuracyColor(120)).toBe(ACCURACY_COLORS.low);
  });
  it('uses a 50 m radius when the accuracy is unknown', () => {
    expect(accuracyRadius(null)).toBe(50);
    expect(accuracyRadius(0)).toBe(50);
    expect(accuracyRadius(12)).toBe(12);
  });
  it('shows speed in km/h (m/s x 3.6)', () => {
    expect(speedKmh(10)).toBeCloseTo(36);
    expect(speedKmh(null)).toBeNull();
    expect(speedKmh(-1)).toBeNull();
  });
});

describe('nearby (1 km, great-circle, Earth radius 6371 km)', () => {
  const here = { latitude: 51.4828, longitude: 11.9697 };
  // 0.009 degrees of latitude is about 1.0008 km: just outside.
  const inside = sampleTask({ id: 'in', report: { latitude: 51.4828 + 0.0089, longitude: 11.9697 } });
  const outside = sampleTask({ id: 'out', report: { latitude: 51.4828 + 0.0091, longitude: 11.9697 } });
  const close = sampleTask({ id: 'close', report: { latitude: 51.4829, longitude: 11.9698 } });

  it('keeps tasks within 1 km, nearest first', () => {
    expect(distanceKm(here, { latitude: 51.4828 + 0.0089, longitude: 11.9697 })).toBeLessThan(1);
    expect(distanceKm(here, { latitude: 51.4828 + 0.0091, longitude: 11.9697 })).toBeGreaterThan(1);
    expect(tasksNear([outside, inside, close], here).map((t) => t.id)).toEqual(['close', 'in']);
  });
  it('formats distances in metres below 1 km', () => {
    expect(formatDistance(0.3504, 'en')).toBe('350 m');
    expect(formatDistance(1.26, 'en')).toBe('1.3 km');
    expect(formatDistance(1.26, 'de')).toBe('1,3 km');
  });
});
