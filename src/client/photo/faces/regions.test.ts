import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { noisyPhoto } from '../../../../tests/support/images';
import { laplacianVariance } from '../../../../tests/support/sharpness';
import { parseBlurRegions } from '../../../modules/photos/schemas';
import { blurBoxes } from '../../../modules/photos/server/blur';
import { BLUR_REGIONS_MAX, toPixelBox } from '../../../shared/face-blur';
import { pixelate, rgbOf } from './pixelate';
import { boxAfterKey, boxFromDrag, centredBox, faceBoxes, KEY_STEP, MIN_BOX, moveBox, nextBoxId, resizeBox, toUploadRegions } from './regions';

describe('blur boxes on the phone', () => {
  it('pads a detected face as the server does and rounds it to whole pixels', () => {
    const [box] = faceBoxes([{ x: 0.4, y: 0.3, w: 0.2, h: 0.1 }], 1000, 500);
    // 20% of 200 px and of 50 px on each side: 360..640 x 140..210, rounded outwards to whole pixels.
    expect(box).toEqual({ id: 1, by: 'device', x: expect.closeTo(0.36, 2), y: expect.closeTo(0.28, 2), w: expect.closeTo(0.28, 2), h: expect.closeTo(0.14, 2) });
    expect(box!.x).toBeLessThanOrEqual(0.36);
    expect(box!.y + box!.h).toBeGreaterThanOrEqual(0.42);
    expect(faceBoxes([{ x: 1.2, y: 0, w: 0.1, h: 0.1 }], 100, 100)).toEqual([]);
    expect(faceBoxes(Array.from({ length: 70 }, () => ({ x: 0.1, y: 0.1, w: 0.1, h: 0.1 })), 100, 100)).toHaveLength(BLUR_REGIONS_MAX);
  });

  it('makes a box from a drag in any direction, clamped to the photo, and ignores a slip', () => {
    expect(boxFromDrag({ x: 0.8, y: 0.9 }, { x: 0.2, y: 0.5 })).toEqual({ x: 0.2, y: 0.5, w: expect.closeTo(0.6), h: expect.closeTo(0.4) });
    expect(boxFromDrag({ x: -0.5, y: 0.5 }, { x: 0.3, y: 1.7 })).toEqual({ x: 0, y: 0.5, w: 0.3, h: 0.5 });
    expect(boxFromDrag({ x: 0.5, y: 0.5 }, { x: 0.5 + MIN_BOX / 2, y: 0.9 })).toBeNull();
  });

  it('moves and resizes a box inside the photo, never below the smallest size', () => {
    const b = { x: 0.7, y: 0.1, w: 0.2, h: 0.2 };
    expect(moveBox(b, 0.5, -0.5)).toEqual({ x: expect.closeTo(0.8), y: 0, w: 0.2, h: 0.2 });
    expect(resizeBox(b, 0.5, -1)).toEqual({ x: 0.7, y: 0.1, w: expect.closeTo(0.3), h: MIN_BOX });
    expect(boxAfterKey(b, 'ArrowRight', {})).toEqual({ ...b, x: expect.closeTo(0.7 + KEY_STEP) });
    expect(boxAfterKey(b, 'ArrowDown', { shiftKey: true })).toEqual({ ...b, y: expect.closeTo(0.1 + KEY_STEP * 10) });
    expect(boxAfterKey(b, 'ArrowLeft', { altKey: true })).toEqual({ ...b, w: expect.closeTo(0.2 - KEY_STEP) });
    expect(boxAfterKey(b, 'Enter', {})).toBeNull();
    expect(centredBox()).toEqual({ x: 0.375, y: 0.375, w: 0.25, h: 0.25 });
    expect(nextBoxId([{ id: 4, by: 'device', ...b }, { id: 2, by: 'person', ...b }])).toBe(5);
  });

  it('sends regions the server accepts: 4 decimals, none past the edge, none empty', () => {
    const regions = toUploadRegions([
      { x: 0.123456, y: 0.5, w: 0.876544, h: 0.50001, by: 'device' },
      { x: 0.99999, y: 0, w: 0.2, h: 0.2, by: 'person' },
      { x: 0.1, y: 0.1, w: 0.2, h: 0.3, by: 'person' },
    ]);
    expect(regions).toEqual([
      { x: 0.1235, y: 0.5, w: 0.8765, h: 0.5, by: 'device' },
      { x: 0.1, y: 0.1, w: 0.2, h: 0.3, by: 'person' },
    ]);
    expect(parseBlurRegions(JSON.stringify(regions))).toEqual(regions);
  });
});

describe('pixelating on the phone', () => {
  async function rgba(width: number, height: number) {
    const { data, info } = await sharp(await noisyPhoto(width, height)).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    return { data: new Uint8ClampedArray(data), width: info.width, height: info.height };
  }
  const png = (p: { data: Uint8ClampedArray; width: number; height: number }) =>
    sharp(Buffer.from(p.data), { raw: { width: p.width, height: p.height, channels: 4 } }).png().toBuffer();

  it('blurs each box as the server does, from the original pixels, and leaves the rest untouched', async () => {
    const img = await rgba(320, 240);
    const boxes = [
      { x: 0.1, y: 0.1, w: 0.3, h: 0.4 },
      { x: 0.3, y: 0.3, w: 0.5, h: 0.5 },
    ];
    const before = new Uint8ClampedArray(img.data);
    const out = { ...img, data: pixelate(img, boxes) };
    expect(img.data).toEqual(before);

    const server = await blurBoxes({ data: Buffer.from(img.data), width: img.width, height: img.height, channels: 4 }, boxes);
    const imageOut = await png(out);
    for (const box of boxes) {
      const p = toPixelBox(box, img.width, img.height)!;
      const inner = { left: p.left + 2, top: p.top + 2, width: p.width - 4, height: p.height - 4 };
      const original = await laplacianVariance(await png(img), inner);
      expect(await laplacianVariance(imageOut, inner)).toBeLessThan(original / 50);
    }
    // Close to sharp's pixels (its shrink filter differs a little from a plain mean).
    let diff = 0;
    for (let i = 0; i < out.data.length; i++) diff += Math.abs(out.data[i]! - server[i]!);
    expect(diff / out.data.length).toBeLessThan(1);
    // Outside every box, the same pixels.
    const at = (x: number, y: number) => (y * img.width + x) * 4;
    for (const [x, y] of [[5, 5], [300, 20], [10, 230], [319, 239]] as const) expect(out.data.slice(at(x, y), at(x, y) + 4)).toEqual(img.data.slice(at(x, y), at(x, y) + 4));
  });

  it('refuses pixels of the wrong size and gives the detector RGB bytes', () => {
    expect(() => pixelate({ data: new Uint8ClampedArray(10), width: 2, height: 2 }, [])).toThrow(RangeError);
    expect([...rgbOf({ data: new Uint8ClampedArray([1, 2, 3, 255, 4, 5, 6, 255]), width: 2, height: 1 })]).toEqual([1, 2, 3, 4, 5, 6]);
  });
});
