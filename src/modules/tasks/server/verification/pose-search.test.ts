import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { asStored, crop } from '../../../../../tests/support/image-edits';
import { scene } from '../../../../../tests/support/images';
import { findPose, greyImage } from './pose-search';

const DEG = Math.PI / 180;

describe('findPose', () => {
  it('recovers the turn, the mirror and the zoom of an edited copy', async () => {
    const report = await asStored(await scene({ litter: 80, seed: 7 }));
    const b = await greyImage(report);
    const cases = [
      { edit: sharp(report).rotate(3).png().toBuffer(), mirrored: false, angle: 3, scale: 800 / (800 * Math.cos(3 * DEG) + 600 * Math.sin(3 * DEG)) },
      // sharp mirrors before it turns, whatever the order of the calls.
      { edit: sharp(report).rotate(-5).flop().png().toBuffer(), mirrored: true, angle: -5, scale: 800 / (800 * Math.cos(5 * DEG) + 600 * Math.sin(5 * DEG)) },
      { edit: crop(report, 0.15), mirrored: false, angle: 0, scale: 1 / 0.85 },
      { edit: sharp(report).modulate({ brightness: 0.7 }).png().toBuffer(), mirrored: false, angle: 0, scale: 1 },
    ];
    for (const c of cases) {
      const fit = await findPose(b, await greyImage(await asStored(await c.edit)));
      expect(fit).not.toBeNull();
      expect(fit!.pose.mirrored).toBe(c.mirrored);
      expect(fit!.pose.angle / DEG).toBeCloseTo(c.angle, 0);
      expect(Math.abs(fit!.pose.scale - c.scale)).toBeLessThan(0.02);
      expect(fit!.r).toBeGreaterThan(0.95);
      expect(fit!.overlap).toBeGreaterThan(0.65);
    }
  });

  it('finds the small zoom and shift of a new photo of the same spot', async () => {
    const b = await greyImage(await asStored(await scene({ litter: 80, seed: 7 })));
    const fit = await findPose(b, await greyImage(await asStored(await scene({ litter: 0, retake: true }))));
    // The retake shows the view box 24 14 760 570 of the 800 x 600 scene: zoomed by 800 / 760.
    expect(fit!.pose.mirrored).toBe(false);
    expect(Math.abs(fit!.pose.angle)).toBeLessThan(0.5 * DEG);
    expect(Math.abs(fit!.pose.scale - 800 / 760)).toBeLessThan(0.01);
  });
});
