import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { laplacianVariance } from '../../../../tests/support/sharpness';
import { noisyPhoto } from '../../../../tests/support/images';
import { LocalDiskPhotoStore } from '../../../server/storage/photo-store';
import { BLUR_REGIONS_MAX } from '../contract';
import { parseBlurRegions } from '../schemas';
import { blurBoxes, FACE_MARGIN, padBox, toFractionBox, toPixelBox } from './blur';
import type { FaceDetector } from './faces';
import { PhotosService } from './service';

describe('blur geometry', () => {
  it('pads a box by the margin of its size on each side', () => {
    const p = padBox({ x: 0.4, y: 0.3, w: 0.2, h: 0.1 }, FACE_MARGIN);
    expect(p.x).toBeCloseTo(0.36);
    expect(p.y).toBeCloseTo(0.28);
    expect(p.w).toBeCloseTo(0.28);
    expect(p.h).toBeCloseTo(0.14);
  });

  it('clamps a padded box at the edges of the image', () => {
    expect(padBox({ x: 0.01, y: 0.9, w: 0.2, h: 0.1 }, 0.2)).toEqual({ x: 0, y: expect.closeTo(0.88), w: expect.closeTo(0.25), h: expect.closeTo(0.12) });
    expect(padBox({ x: -0.1, y: -0.1, w: 1.5, h: 1.5 }, 0.2)).toEqual({ x: 0, y: 0, w: 1, h: 1 });
  });

  it('converts fractions to pixels rounding outwards, clamped, and empty boxes to null', () => {
    expect(toPixelBox({ x: 0.1, y: 0.25, w: 0.3, h: 0.5 }, 100, 40)).toEqual({ left: 10, top: 10, width: 30, height: 20 });
    expect(toPixelBox({ x: 0.105, y: 0.2, w: 0.01, h: 0.01 }, 100, 100)).toEqual({ left: 10, top: 20, width: 2, height: 2 });
    expect(toPixelBox({ x: 0.9, y: 0.9, w: 0.5, h: 0.5 }, 100, 100)).toEqual({ left: 90, top: 90, width: 10, height: 10 });
    expect(toPixelBox({ x: 0.5, y: 0.5, w: 0, h: 0.2 }, 100, 100)).toBeNull();
    expect(toPixelBox({ x: 1.2, y: 0, w: 0.1, h: 0.1 }, 100, 100)).toBeNull();
  });

  it('converts pixels back to fractions (4 decimals)', () => {
    expect(toFractionBox({ left: 160, top: 30, width: 400, height: 90 }, 1600, 1200)).toEqual({ x: 0.1, y: 0.025, w: 0.25, h: 0.075 });
    expect(toFractionBox({ left: 1, top: 1, width: 1, height: 1 }, 3, 3)).toEqual({ x: 0.3333, y: 0.3333, w: 0.3333, h: 0.3333 });
  });
});

describe('blurBoxes', () => {
  it('blurs only inside the boxes and keeps size and channels', async () => {
    const { data, info } = await sharp(await noisyPhoto(200, 100)).raw().toBuffer({ resolveWithObject: true });
    const img = { data, width: info.width, height: info.height, channels: 3 as const };
    const out = await blurBoxes(img, [{ x: 0, y: 0, w: 0.5, h: 1 }]);
    expect(out.length).toBe(data.length);
    const png = (buf: Buffer) => sharp(buf, { raw: { width: 200, height: 100, channels: 3 } }).png().toBuffer();
    const left = { left: 0, top: 0, width: 100, height: 100 };
    const right = { left: 100, top: 0, width: 100, height: 100 };
    expect(await laplacianVariance(await png(out), left)).toBeLessThan((await laplacianVariance(await png(data), left)) / 20);
    expect(Buffer.compare(await sharp(out, { raw: { width: 200, height: 100, channels: 3 } }).extract(right).raw().toBuffer(), await sharp(data, { raw: { width: 200, height: 100, channels: 3 } }).extract(right).raw().toBuffer())).toBe(0);
  });

  it('returns the pixels untouched without boxes', async () => {
    const data = Buffer.alloc(4 * 4 * 3, 7);
    expect(await blurBoxes({ data, width: 4, height: 4, channels: 3 }, [])).toBe(data);
  });
});

describe('PhotosService.stage when the face detection cannot run', () => {
  it('refuses the photo with 503 PHOTO_FACE_CHECK_UNAVAILABLE and writes no file', async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), 'cq-faces-down-'));
    try {
      const down: FaceDetector = { name: 'down', ready: async () => {}, detect: async () => Promise.reject(new Error('Face detection: could not load the model')) };
      const screener = { name: 'none', ready: async () => {}, screen: async () => ({ nsfwScore: 0, classes: {}, model: 'none' }) };
      const service = new PhotosService({} as never, new LocalDiskPhotoStore(root), screener, down, 0.7, { info: () => {}, error: () => {} });
      await expect(service.stage(await noisyPhoto(80, 60), { ownerId: null, purpose: 'report' })).rejects.toMatchObject({ status: 503, code: 'PHOTO_FACE_CHECK_UNAVAILABLE' });
      expect(fs.readdirSync(root, { recursive: true })).toEqual([]);
      // A profile picture is its owner's chosen portrait: no face check, so no refusal either.
      const profile = await service.stage(await noisyPhoto(80, 60), { ownerId: null, purpose: 'profile' });
      expect(profile.blurredRegions).toEqual([]);
    } finally {
      fs.rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('parseBlurRegions (the blurRegions field)', () => {
  const region = { x: 0.1, y: 0.2, w: 0.3, h: 0.4, by: 'person' };
  it('accepts JSON text of regions by device or person, keeping only the known keys', () => {
    expect(parseBlurRegions(JSON.stringify([region, { ...region, by: 'device' }]))).toEqual([region, { ...region, by: 'device' }]);
    expect(parseBlurRegions('[]')).toEqual([]);
    expect(parseBlurRegions(JSON.stringify([{ x: 0, y: 0, w: 1, h: 1, by: 'device' }]))).toEqual([{ x: 0, y: 0, w: 1, h: 1, by: 'device' }]);
  });
  it.each([
    ['not JSON', '[{'],
    ['not an array', JSON.stringify(region)],
    ['too many', JSON.stringify(Array.from({ length: BLUR_REGIONS_MAX + 1 }, () => region))],
    ['claimed by the server', JSON.stringify([{ ...region, by: 'server' }])],
    ['without by', JSON.stringify([{ x: 0, y: 0, w: 1, h: 1 }])],
    ['a negative fraction', JSON.stringify([{ ...region, x: -0.1 }])],
    ['a fraction above 1', JSON.stringify([{ ...region, h: 1.5 }])],
    ['past the right edge', JSON.stringify([{ ...region, x: 0.8, w: 0.3 }])],
    ['empty', JSON.stringify([{ ...region, w: 0 }])],
    ['a string number', JSON.stringify([{ ...region, x: '0.1' }])],
    ['an extra key', JSON.stringify([{ ...region, note: 'x'.repeat(10_000) }])],
    ['not an object', JSON.stringify([1])],
  ])('refuses %s', (_what, raw) => {
    expect(parseBlurRegions(raw)).toBeNull();
  });
});
