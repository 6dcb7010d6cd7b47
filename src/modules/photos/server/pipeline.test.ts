import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { heicDeclaring, heicPhoto } from '../../../../tests/support/heic';
import { heicHeader, jpegWithEvidence, noisyPhoto, solid, svgImage, textFile } from '../../../../tests/support/images';
import { decodeHeic, HeicTooManyPixels } from './heic';
import { sniffFormat } from './formats';
import { DEFAULT_LIMITS, processPhoto } from './pipeline';

describe('sniffFormat', () => {
  it('recognises the accepted formats by their bytes', async () => {
    expect(sniffFormat(await noisyPhoto(16, 16, 'jpeg'))).toBe('jpeg');
    expect(sniffFormat(await noisyPhoto(16, 16, 'png'))).toBe('png');
    expect(sniffFormat(await noisyPhoto(16, 16, 'webp'))).toBe('webp');
    expect(sniffFormat(await noisyPhoto(16, 16, 'avif'))).toBe('avif');
    expect(sniffFormat(heicHeader)).toBe('heic');
    expect(sniffFormat(heicPhoto())).toBe('heic');
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
    ['a HEIC header without an image', () => Promise.resolve(heicHeader), 422, 'PHOTO_UNREADABLE'],
    ['a truncated HEIC', () => Promise.resolve(heicPhoto().subarray(0, 700)), 422, 'PHOTO_UNREADABLE'],
    ['a HEIC declaring 60 megapixels', () => Promise.resolve(heicDeclaring(8000, 7500)), 413, 'PHOTO_TOO_MANY_PIXELS'],
    ['a truncated JPEG', async () => (await noisyPhoto(400, 300)).subarray(0, 3000), 422, 'PHOTO_UNREADABLE'],
    ['a 60-megapixel image', () => solid(8000, 7500), 413, 'PHOTO_TOO_MANY_PIXELS'],
    ['an oversized file', () => Promise.resolve(Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(DEFAULT_LIMITS.maxBytes)])), 413, 'PHOTO_TOO_LARGE'],
  ])('refuses %s with a clear error', async (_name, make, status, code) => {
    const err = await processPhoto(await make()).catch((e) => e);
    expect(err).toMatchObject({ status, code });
    expect(err.message.length).toBeGreaterThan(20);
  });

  it('names the accepted formats, HEIC among them, when refusing a file', async () => {
    await expect(processPhoto(textFile)).rejects.toThrow('Please use a JPEG, PNG, WebP, AVIF or HEIC image.');
  });
});

describe('HEIC (iPhone photos)', () => {
  it('recognises every HEIF brand phones write, and tells AVIF apart', () => {
    const ftyp = (major: string, ...compatible: string[]) => {
      const box = Buffer.concat([Buffer.alloc(4), Buffer.from('ftyp' + major), Buffer.alloc(4), ...compatible.map((b) => Buffer.from(b))]);
      box.writeUInt32BE(box.length, 0);
      return Buffer.concat([box, Buffer.alloc(32)]);
    };
    for (const brand of ['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1']) expect(sniffFormat(ftyp(brand)), brand).toBe('heic');
    expect(sniffFormat(ftyp('mif1', 'miaf', 'avif'))).toBe('avif');
    expect(sniffFormat(ftyp('isom', 'mp41'))).toBeNull(); // an MP4 video
  });

  it('converts a real HEIC like any photo: pixels, evidence, no metadata left', async () => {
    const p = await processPhoto(heicPhoto());
    expect(p.originalFormat).toBe('heic');
    expect([p.width, p.height]).toEqual([96, 64]);
    const out = sharp(p.main);
    expect((await out.metadata()).format).toBe('webp');
    expect((await out.metadata()).exif).toBeUndefined();
    expect(p.main.includes(Buffer.from('TestCam'))).toBe(false);
    // Sky at the top, meadow at the bottom: the pixels were decoded, not made up.
    const { data } = await sharp(p.main).raw().toBuffer({ resolveWithObject: true });
    const px = (x: number, y: number) => [...data.subarray((y * 96 + x) * 3, (y * 96 + x) * 3 + 3)];
    const [sr, sg, sb] = px(10, 5);
    expect(sb).toBeGreaterThan(200);
    expect(sr).toBeLessThan(180);
    const [mr, mg, mb] = px(10, 55);
    expect(mg).toBeGreaterThan(mr + 20);
    expect(mg).toBeGreaterThan(mb + 20);
    expect(sg).toBeGreaterThan(mg);
    expect(p.evidence.takenAt).toBe('2026-11-20T14:30:00.000Z');
    expect(p.evidence.gps!.latitude).toBeCloseTo(51.4828, 4);
    expect(p.evidence.gps!.longitude).toBeCloseTo(11.9697, 4);
    expect(p.evidence.camera).toBe('TestCam H1');
    expect(p.screeningPixels.length).toBe(224 * 224 * 3);
  });

  it('holds HEIC to the same pixel limit as other photos', async () => {
    const err = await processPhoto(heicPhoto(), { ...DEFAULT_LIMITS, maxPixels: 96 * 64 - 1 }).catch((e) => e);
    expect(err).toMatchObject({ status: 413, code: 'PHOTO_TOO_MANY_PIXELS' });
    expect((await processPhoto(heicPhoto(), { ...DEFAULT_LIMITS, maxPixels: 96 * 64 })).width).toBe(96);
  });

  it('the decoder refuses a declared size over the limit before decoding a pixel', async () => {
    // 100 000 x 100 000 RGBA would be 40 GB: decoding it could only fail after trying to allocate.
    const err = await decodeHeic(heicDeclaring(100_000, 100_000), DEFAULT_LIMITS.maxPixels).catch((e) => e);
    expect(err).toBeInstanceOf(HeicTooManyPixels);
    expect([err.width, err.height]).toEqual([100_000, 100_000]);
    const ok = await decodeHeic(heicPhoto(), DEFAULT_LIMITS.maxPixels);
    expect([ok.width, ok.height, ok.data.length]).toEqual([96, 64, 96 * 64 * 4]);
  });
});
