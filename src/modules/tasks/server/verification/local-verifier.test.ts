import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { scene } from '../../../../../tests/support/images';
import { compareImages } from './image-compare';
import { LocalVerifier } from './local-verifier';

const task = { wasteType: 'plastic', description: 'Bottles', location: 'Park', reward: 10 };
const verifier = new LocalVerifier();

describe('LocalVerifier on generated image pairs', () => {
  it('fails an after-photo identical to the report photo, even re-encoded', async () => {
    const before = await scene({ litter: 60 });
    const reencoded = await sharp(before).jpeg({ quality: 70 }).toBuffer();
    for (const after of [before, reencoded]) {
      const v = await verifier.verify({ before, after, task });
      expect(v.verificationStatus).toBe('failed');
      expect(v.feedback).toContain('looks the same as the report photo');
      expect(v.verifier).toBe('local');
    }
  });

  it('sends a photo of a different scene to review', async () => {
    const v = await verifier.verify({ before: await scene({ litter: 60 }), after: await scene({ variant: 'street', retake: true }), task });
    expect(v.verificationStatus).toBe('needs_review');
    expect(v.feedback).toContain('different place');
  });

  it('verifies a cleaned-up scene', async () => {
    const before = await scene({ litter: 80, seed: 7 });
    const after = await scene({ litter: 0, retake: true });
    const c = await compareImages(before, after);
    expect(c.edgeRatio).toBeLessThan(0.7);
    const v = await verifier.verify({ before, after, task });
    expect(v.verificationStatus).toBe('verified');
    expect(v.completionPercentage).toBeGreaterThanOrEqual(70);
    expect(v.bonusEarned).toBe(0);
    expect(v.feedback).toContain('local fallback verifier');
  });

  it('does not verify an edited (blurred or retouched) copy of the report photo', async () => {
    const before = await scene({ litter: 80, seed: 7 });
    for (const copy of [await sharp(before).blur(10).webp().toBuffer(), await scene({ litter: 0 })]) {
      const c = await compareImages(before, copy);
      expect(c.edgeRatio).toBeLessThan(0.7); // fewer edges, like a cleanup, but pixel-aligned
      const v = await verifier.verify({ before, after: copy, task });
      expect(v.verificationStatus).toBe('needs_review');
      expect(v.feedback).toContain('edited copy');
    }
  });

  it('sends an unclear change (still littered) to review', async () => {
    const v = await verifier.verify({ before: await scene({ litter: 80, seed: 7 }), after: await scene({ litter: 70, seed: 99, retake: true }), task });
    expect(v.verificationStatus).toBe('needs_review');
  });

  it('sends a task without a report photo to review', async () => {
    const v = await verifier.verify({ before: null, after: await scene(), task });
    expect(v.verificationStatus).toBe('needs_review');
    expect(v.feedback).toContain('no report photo');
  });
});
