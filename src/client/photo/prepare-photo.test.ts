import { describe, expect, it } from 'vitest';
import { jpegWithEvidence, noisyPhoto } from '../../../tests/support/images';
import { heicPhoto } from '../../../tests/support/heic';
import { appendPhotoExif, exifFormFields, exifFromTags, exifOf, preparedName, rememberExif, scaleDecision, SMALL_PHOTO_BYTES } from './prepare-photo';
import { preparePhoto, readPhotoExif } from './prepare-photo-browser';

const NOW = new Date('2026-11-27T12:00:00Z');
const MB = 1024 * 1024;

describe('scaleDecision', () => {
  it('scales a 12 MP phone photo to 1600 px on the long side, keeping the aspect ratio', () => {
    expect(scaleDecision({ width: 4000, height: 3000, bytes: 5 * MB, decoded: true })).toEqual({ scale: true, width: 1600, height: 1200 });
    expect(scaleDecision({ width: 3024, height: 4032, bytes: 3 * MB, decoded: true })).toEqual({ scale: true, width: 1200, height: 1600 });
  });

  it('scales a large photo even when it is a small file, and a small photo only when its file is big', () => {
    expect(scaleDecision({ width: 2000, height: 1000, bytes: 200_000, decoded: true })).toEqual({ scale: true, width: 1600, height: 800 });
    expect(scaleDecision({ width: 1600, height: 1200, bytes: SMALL_PHOTO_BYTES, decoded: true })).toEqual({ scale: false, reason: 'small' });
    // A 1200 px PNG of 4 MB: re-encoded as JPEG at its own size.
    expect(scaleDecision({ width: 1200, height: 900, bytes: 4 * MB, decoded: true })).toEqual({ scale: true, width: 1200, height: 900 });
  });

  it('sends the original when the browser cannot decode it (HEIC in Chrome): the server converts it', () => {
    expect(scaleDecision({ width: 0, height: 0, bytes: 2 * MB, decoded: false })).toEqual({ scale: false, reason: 'undecodable' });
    expect(scaleDecision({ width: 0, height: 0, bytes: 2 * MB, decoded: true })).toEqual({ scale: false, reason: 'undecodable' });
  });

  it('names the scaled file after the original, as JPEG', () => {
    expect(preparedName('IMG_0042.HEIC')).toBe('IMG_0042.jpg');
    expect(preparedName('trash.photo.png')).toBe('trash.photo.jpg');
    expect(preparedName('')).toBe('photo.jpg');
  });
});

describe('EXIF evidence', () => {
  it('keeps a plausible time and position, rounded to a micro-degree', () => {
    expect(exifFromTags({ DateTimeOriginal: new Date('2026-11-20T14:30:00Z'), latitude: 51.48280012345, longitude: 11.9697 }, NOW)).toEqual({
      takenAt: '2026-11-20T14:30:00.000Z',
      latitude: 51.4828,
      longitude: 11.9697,
    });
    expect(exifFromTags({ CreateDate: new Date('2026-11-20T14:30:00Z') }, NOW)).toEqual({ takenAt: '2026-11-20T14:30:00.000Z' });
  });

  it('uses the zone offset the phone wrote (OffsetTimeOriginal) to make the time exact', () => {
    // exifr gives the wall clock 14:30 as this device's local time.
    const wallClock = new Date(2026, 10, 20, 14, 30, 0);
    expect(exifFromTags({ DateTimeOriginal: wallClock, OffsetTimeOriginal: '+02:00' }, NOW).takenAt).toBe('2026-11-20T12:30:00.000Z');
    expect(exifFromTags({ DateTimeOriginal: wallClock, OffsetTimeOriginal: '-05:00' }, NOW).takenAt).toBe('2026-11-20T19:30:00.000Z');
    expect(exifFromTags({ DateTimeOriginal: wallClock, OffsetTimeOriginal: 'soon' }, NOW).takenAt).toBe(wallClock.toISOString());
  });

  it('drops a time in the future or before 2000, and impossible or zero positions', () => {
    expect(exifFromTags({ DateTimeOriginal: new Date(NOW.getTime() + 10 * 60_000) }, NOW)).toEqual({});
    expect(exifFromTags({ DateTimeOriginal: new Date(NOW.getTime() + 2 * 60_000) }, NOW).takenAt).toBeDefined();
    expect(exifFromTags({ DateTimeOriginal: new Date('1999-12-31T23:59:59Z') }, NOW)).toEqual({});
    expect(exifFromTags({ DateTimeOriginal: 'yesterday' }, NOW)).toEqual({});
    expect(exifFromTags({ latitude: 91, longitude: 10 }, NOW)).toEqual({});
    expect(exifFromTags({ latitude: 51 }, NOW)).toEqual({});
    expect(exifFromTags({ latitude: 0, longitude: 0 }, NOW)).toEqual({});
    expect(exifFromTags(null, NOW)).toEqual({});
  });

  it('builds the upload form fields from what is known', () => {
    expect(exifFormFields({ takenAt: '2026-11-20T14:30:00.000Z', latitude: -33.5, longitude: 151.25 })).toEqual([
      ['exifTakenAt', '2026-11-20T14:30:00.000Z'],
      ['exifLatitude', '-33.5'],
      ['exifLongitude', '151.25'],
    ]);
    expect(exifFormFields({ latitude: 1 })).toEqual([]);
    expect(exifFormFields(null)).toEqual([]);
  });

  it('lets the EXIF travel with the prepared file into the form', () => {
    const file = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
    expect(exifOf(file)).toBeNull();
    rememberExif(file, { takenAt: '2026-11-20T14:30:00.000Z' });
    const form = new FormData();
    appendPhotoExif(form, file);
    expect([...form.entries()]).toEqual([['exifTakenAt', '2026-11-20T14:30:00.000Z']]);
  });

  it('reads the time and GPS position of a real JPEG and HEIC with exifr’s light build', async () => {
    const jpeg = new Blob([new Uint8Array(await jpegWithEvidence(200, 100))], { type: 'image/jpeg' });
    const fromJpeg = await readPhotoExif(jpeg, NOW);
    expect(fromJpeg.latitude).toBeCloseTo(51.4828, 4);
    expect(fromJpeg.longitude).toBeCloseTo(11.9697, 4);
    // EXIF times have no zone: read as the device's local time, like the camera wrote it.
    expect(fromJpeg.takenAt).toBe(new Date(2026, 10, 20, 14, 30, 0).toISOString());
    const fromHeic = await readPhotoExif(new Blob([new Uint8Array(heicPhoto())], { type: 'image/heic' }), NOW);
    expect(fromHeic.latitude).toBeCloseTo(51.4828, 4);
    expect(await readPhotoExif(new Blob([new Uint8Array(await noisyPhoto(20, 20))]), NOW)).toEqual({});
    expect(await readPhotoExif(new Blob(['not a photo']), NOW)).toEqual({});
  });

  it('sends the original with its EXIF where this environment cannot decode images (no createImageBitmap)', async () => {
    const original = new File([new Uint8Array(await jpegWithEvidence(200, 100))], 'IMG_1.jpg', { type: 'image/jpeg' });
    const prepared = await preparePhoto(original);
    expect(prepared.file).toBe(original);
    expect(prepared.scaled).toBe(false);
    expect(exifOf(prepared.file)?.latitude).toBeCloseTo(51.4828, 4);
  });
});

describe('PHOTO_ACCEPT', () => {
  it('is what the photo file input accepts', async () => {
    const { PHOTO_ACCEPT } = await import('./prepare-photo');
    const source = await import('node:fs').then((fs) => fs.readFileSync(new URL('./PhotoFileInput.tsx', import.meta.url), 'utf8'));
    expect(source).toContain(`'${PHOTO_ACCEPT}'`);
  });
});
