import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asStored, crop } from '../../../../../tests/support/image-edits';
import { scene, solid } from '../../../../../tests/support/images';
import { checkCopy } from './near-copy';

describe('checkCopy', () => {
  let report: Buffer;
  beforeAll(async () => {
    report = await asStored(await scene({ litter: 80, seed: 7 }));
  });

  it('sees the report photo’s detail repeated in a turned, mirrored, cropped and darkened copy', async () => {
    const copy = await crop(await sharp(report).median(9).rotate(-3).flop().modulate({ brightness: 0.8 }).png().toBuffer(), 0.1);
    const c = await checkCopy(report, await asStored(copy));
    expect(c.changedDetail).toBeLessThan(0.05);
    expect(c.pixelAligned).toBe(false);
    expect(c.sharpness).toBeGreaterThan(0.5);
  });

  it('sees the detail a cleanup took away, and that the new photo is sharp and not pixel-aligned', async () => {
    const c = await checkCopy(report, await asStored(await scene({ litter: 0, retake: true })));
    expect(c.changedDetail).toBeGreaterThan(0.3);
    expect(c.sharpness).toBeGreaterThan(0.6);
    expect(c.pixelAligned).toBe(false);
  });

  it('calls a copy pixel-aligned however its colours and detail were changed', async () => {
    const retouched = await sharp(report).median(41).modulate({ brightness: 1.15, saturation: 0.5 }).png().toBuffer();
    const c = await checkCopy(report, await asStored(retouched));
    expect(c.changedDetail).toBeGreaterThan(0.15); // the median filter erased the litter itself
    expect(c.pixelAligned).toBe(true);
  });

  it('tells a copy blurred until the litter is gone by its sharpness', async () => {
    const blurred = await crop(await sharp(report).blur(30).png().toBuffer(), 0.06);
    const c = await checkCopy(report, await asStored(blurred));
    expect(c.changedDetail).toBeGreaterThan(0.15);
    expect(c.sharpness).toBeLessThan(0.4);
  });

  it('finds most detail changed between two different places', async () => {
    const c = await checkCopy(report, await asStored(await scene({ variant: 'street', retake: true })));
    expect(c.changedDetail).toBeGreaterThan(0.8);
    expect(c.pixelAligned).toBe(false);
  });

  it('cannot tell anything about a photo without detail', async () => {
    const flat = await solid(800, 600, '#5a8f3c');
    const c = await checkCopy(flat, await asStored(await sharp(flat).modulate({ brightness: 1.2 }).png().toBuffer()));
    expect(c.changedDetail).toBeNull();
    expect(c.sharpness).toBeNull();
  });
});
