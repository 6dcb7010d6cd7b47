import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heicHeader, jpegWithEvidence, noisyPhoto, solid, svgImage, textFile } from '../../../../tests/support/images';
import { sniffFormat } from './formats';
import { DEFAULT_LIMITS, processPhoto } from './pipeline';

describe('sniffFormat', () => {
  it('recognises the accepted formats by their bytes', async () => {
    expect(sniffFormat(await noisyPhoto(16, 16, 'jpeg'))).toBe('jpeg');
    expect(sniffFormat(await noisyPhoto(16, 16, 'png'))).toBe('png');
    expect(sniffFormat(await noisyPhoto(16, 16, 'webp'))).toBe('webp');
    expect(sniffFormat(await noisyPhoto(16, 16, 'avif'))).toBe('avif');
    expect(sniffFormat(heicHeader)).toBe('heic');
    expect(sniffFormat(svgImage)).toBeNull();
    expect(sniffFormat(textFile)).toBeNull();
    expect(sniffFormat(Buffer.alloc(0))).toBeNull();
  });
});

describe('processPhoto', () => {
  it('applies EXIF orientation, strips all metadata and keeps the evidence', async () => {
    const p = await processPhoto(await jpegWithEvidence(200, 100));
    expect([p.width, p.height]).toEqual([100, 200]); // orientation 6 rotated
    const out = await sharp(p.main).metadata();
    expect(out.format).toBe('webp');
    expect(out.exif).toBeUndefined();
    expect(out.icc).toBeUndefined();
    expect(out.xmp).toBeUndefined();
    expect((await sharp(p.thumb).metadata()).exif).toBeUndefined();
    expect(p.main.includes(Buffer.from('TestCam'))).toBe(false);
    expect(p.evidence.gps!.latitude).toBeCloseTo(51.4828, 4);
    expect(p.evidence.gps!.longitude).toBeCloseTo(11.9697, 4);
    expect(p.evidence.takenAt).toBe('2026-11-20T14:30:00.000Z');
    expect(p.evidence.camera).toBe('TestCam X1');
  });

  it('scales to 1600 px and a 400 px thumbnail, never enlarging', async () => {
    const big = await processPhoto(await noisyPhoto(3200, 2400));
    expect([big.width, big.height]).toEqual([1600, 1200]);
    const thumb = await sharp(big.thumb).metadata();
    expect([thumb.width, thumb.height]).toEqual([400, 300]);
    expect(big.screeningPixels.length).toBe(224 * 224 * 3);
    const small = await processPhoto(await noisyPhoto(300, 200, 'png'));
    expect([small.width, small.height]).toEqual([300, 200]);
  });

  it('reads PNG, WebP and AVIF', async () => {
    for (const f of ['png', 'webp', 'avif'] as const) {
      const p = await processPhoto(await noisyPhoto(64, 48, f));
      expect(p.originalFormat).toBe(f);
      expect((await sharp(p.main).metadata()).format).toBe('webp');
    }
  });

  it.each([
    ['an empty file', () => Promise.resolve(Buffer.alloc(0)), 400, 'PHOTO_EMPTY'],
    ['a text file named .jpg', () => Promise.resolve(textFile), 415, 'PHOTO_UNSUPPORTED_TYPE'],
    ['an SVG', () => Promise.resolve(svgImage), 415, 'PHOTO_UNSUPPORTED_TYPE'],
    ['wrong magic bytes', () => Promise.resolve(Buffer.from('GIF89a....................')), 415, 'PHOTO_UNSUPPORTED_TYPE'],
    ['a HEIC photo', () => Promise.resolve(heicHeader), 415, 'PHOTO_UNSUPPORTED_TYPE'],
    ['a truncated JPEG', async () => (await noisyPhoto(400, 300)).subarray(0, 3000), 422, 'PHOTO_UNREADABLE'],
    ['a 60-megapixel image', () => solid(8000, 7500), 413, 'PHOTO_TOO_MANY_PIXELS'],
    ['an oversized file', () => Promise.resolve(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(DEFAULT_LIMITS.maxBytes)])), 413, 'PHOTO_TOO_LARGE'],
  ])('refuses %s with a clear error', async (_name, make, status, code) => {
    const err = await processPhoto(await make()).catch((e) => e);
    expect(err).toMatchObject({ status, code });
    expect(err.message.length).toBeGreaterThan(20);
  });

  it('names the accepted formats when refusing HEIC', async () => {
    await expect(processPhoto(heicHeader)).rejects.toThrow('HEIC photos cannot be read here. Please use a JPEG, PNG, WebP or AVIF image');
  });
});
