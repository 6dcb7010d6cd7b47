import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { exifOffsetMinutes, plausibleBrowserExif, readEvidence } from './exif';

const NOW = new Date('2026-11-27T12:00:00Z');

describe('readEvidence', () => {
  it('makes the capture time a true instant when the phone wrote its zone offset', async () => {
    const exif = async (ifd2: Record<string, string>) => (await sharp(await sharp({ create: { width: 8, height: 8, channels: 3, background: '#333' } }).jpeg().withExif({ IFD2: ifd2 }).toBuffer()).metadata()).exif;
    expect(readEvidence(await exif({ DateTimeOriginal: '2026:11:20 14:30:00', OffsetTimeOriginal: '+02:00' })).takenAt).toBe('2026-11-20T12:30:00.000Z');
    expect(readEvidence(await exif({ DateTimeOriginal: '2026:11:20 14:30:00', OffsetTimeOriginal: '-05:30' })).takenAt).toBe('2026-11-20T20:00:00.000Z');
    // Without one it stays the camera's wall clock read as UTC, as before.
    expect(readEvidence(await exif({ DateTimeOriginal: '2026:11:20 14:30:00' })).takenAt).toBe('2026-11-20T14:30:00.000Z');
  });

  it('reads zone offsets and refuses malformed ones', () => {
    expect([exifOffsetMinutes('+02:00'), exifOffsetMinutes('-09:30'), exifOffsetMinutes(' +00:00 ')]).toEqual([120, -570, 0]);
    expect([exifOffsetMinutes('2:00'), exifOffsetMinutes('+25:00'), exifOffsetMinutes(undefined), exifOffsetMinutes(120)]).toEqual([0, 0, 0, 0]);
  });
});

describe('plausibleBrowserExif (the fields the browser read before scaling)', () => {
  it('keeps a plausible time and position', () => {
    expect(plausibleBrowserExif({ takenAt: '2026-11-27T11:00:00+01:00', latitude: -33.86, longitude: 151.21 }, NOW)).toEqual({
      takenAt: '2026-11-27T10:00:00.000Z',
      latitude: -33.86,
      longitude: 151.21,
    });
    expect(plausibleBrowserExif({ takenAt: new Date(NOW.getTime() + 4 * 60_000).toISOString() }, NOW).takenAt).toBeDefined();
  });

  it('drops a time in the future or before 2000, and impossible, half or 0/0 positions', () => {
    expect(plausibleBrowserExif({ takenAt: new Date(NOW.getTime() + 6 * 60_000).toISOString() }, NOW)).toEqual({});
    expect(plausibleBrowserExif({ takenAt: '1999-12-31T23:59:59.000Z' }, NOW)).toEqual({});
    expect(plausibleBrowserExif({ takenAt: 'not a time' }, NOW)).toEqual({});
    expect(plausibleBrowserExif({ latitude: 90.5, longitude: 10 }, NOW)).toEqual({});
    expect(plausibleBrowserExif({ latitude: 10, longitude: -181 }, NOW)).toEqual({});
    expect(plausibleBrowserExif({ latitude: 10 }, NOW)).toEqual({});
    expect(plausibleBrowserExif({ latitude: 0, longitude: 0 }, NOW)).toEqual({});
    expect(plausibleBrowserExif(undefined, NOW)).toEqual({});
  });
});
