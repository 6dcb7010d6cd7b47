import { describe, expect, it } from 'vitest';
import { endOfPublicDay, MASK, publicCoordinate, publicDay, publicReportView, publicTime, startOfPublicDay } from './public-view';

describe('the public view of a report', () => {
  it('rounds coordinates to 5 places, never to -0', () => {
    expect(publicCoordinate(51.4812345678)).toBe(51.48123);
    expect(publicCoordinate(-0.1234567)).toBe(-0.12346);
    expect(publicCoordinate(179.999996)).toBe(180);
    expect(Object.is(publicCoordinate(-0.000001), 0)).toBe(true);
  });

  it('shows the day (UTC), as a day or as the start of the day', () => {
    expect(publicDay('2026-11-28T23:59:59.999Z')).toBe('2026-11-28');
    expect(publicDay(new Date('2026-11-29T00:30:00+01:00'))).toBe('2026-11-28');
    expect(publicTime('2026-11-28T17:42:13.512Z')).toBe('2026-11-28T00:00:00Z');
    expect(publicTime('2028-02-29T00:00:00.000Z')).toBe('2028-02-29T00:00:00Z');
  });

  it('widens filter moments to whole days', () => {
    expect(startOfPublicDay(new Date('2026-11-28T17:42:13.512Z')).toISOString()).toBe('2026-11-28T00:00:00.000Z');
    expect(endOfPublicDay(new Date('2026-11-28T17:42:13.512Z')).toISOString()).toBe('2026-11-28T23:59:59.999Z');
    expect(endOfPublicDay(new Date('2026-11-28T00:00:00.000Z')).toISOString()).toBe('2026-11-28T23:59:59.999Z');
  });

  it('masks contacts in the typed texts and keeps every other field', () => {
    const view = publicReportView({ id: 'r1', latitude: 51.3456789, longitude: 12.3987654, description: 'Call 0176 12345678', location: 'Gate, a@b.example', photoId: 'p1' });
    expect(view).toEqual({ id: 'r1', latitude: 51.34568, longitude: 12.39877, description: `Call ${MASK}`, location: `Gate, ${MASK}`, photoId: 'p1' });
    expect(publicReportView({ latitude: 1, longitude: 2, description: '', location: null }).location).toBeNull();
  });
});
