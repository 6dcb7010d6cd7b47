import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { asStored, CHAINED_EDITS, crop, SINGLE_EDITS } from '../../../../../tests/support/image-edits';
import { scene } from '../../../../../tests/support/images';
import { compareImages, type Comparison } from './image-compare';
import { judge, LocalVerifier } from './local-verifier';
import { VERIFICATION_TEXTS } from './texts';

const task = { wasteType: 'plastic', description: 'Bottles', location: 'Park', reward: 10 };
const verifier = new LocalVerifier();

describe('LocalVerifier on generated image pairs', () => {
  it('fails an after-photo identical to the report photo, even re-encoded', async () => {
    const before = await scene({ litter: 60 });
    const reencoded = await sharp(before).jpeg({ quality: 70 }).toBuffer();
    for (const after of [before, reencoded]) {
      const v = await verifier.verify({ before, after, task, language: 'en' });
      expect(v.verificationStatus).toBe('failed');
      expect(v.feedback).toContain('looks the same as the report photo');
      expect(v.verifier).toBe('local');
    }
  });

  it('sends a photo of a different scene to review', async () => {
    const v = await verifier.verify({ before: await scene({ litter: 60 }), after: await scene({ variant: 'street', retake: true }), task, language: 'en' });
    expect(v.verificationStatus).toBe('needs_review');
    expect(v.feedback).toContain('different place');
  });

  it('verifies a cleaned-up scene', async () => {
    const before = await scene({ litter: 80, seed: 7 });
    const after = await scene({ litter: 0, retake: true });
    const c = await compareImages(before, after);
    expect(c.edgeRatio).toBeLessThan(0.7);
    const v = await verifier.verify({ before, after, task, language: 'en' });
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
      const v = await verifier.verify({ before, after: copy, task, language: 'en' });
      expect(v.verificationStatus).toBe('needs_review');
      expect(v.feedback).toContain('edited copy');
    }
  });

  it('sends an unclear change (still littered) to review', async () => {
    const v = await verifier.verify({ before: await scene({ litter: 80, seed: 7 }), after: await scene({ litter: 70, seed: 99, retake: true }), task, language: 'en' });
    expect(v.verificationStatus).toBe('needs_review');
  });

  it('sends a task without a report photo to review', async () => {
    const v = await verifier.verify({ before: null, after: await scene(), task, language: 'en' });
    expect(v.verificationStatus).toBe('needs_review');
    expect(v.feedback).toContain('no report photo');
  });

  it('answers in German for a German volunteer: feedback, what still needs work and the impact', async () => {
    const before = await scene({ litter: 60 });
    const same = await verifier.verify({ before, after: before, task, language: 'de' });
    expect(same.verificationStatus).toBe('failed');
    expect(same.feedback).toBe(
      'Das Nachher-Foto sieht genauso aus wie das Meldefoto. Räum den Ort auf und mach dann ein neues Foto davon. ' +
        'Vom lokalen Ersatzprüfer geprüft: Er vergleicht die beiden Fotos (Gleichheit, bearbeitete Kopien, Aufbau der Szene, Schärfe, Menge an sichtbarer Unordnung) und kann Müll selbst nicht erkennen.',
    );
    expect(same.stillNeedsWork).toEqual(['Mach nach dem Aufräumen ein neues Foto']);
    expect(same.environmentalImpact).toBe('Nicht gemessen: Es wurde keine Veränderung gefunden.');
    const cleaned = await verifier.verify({ before: await scene({ litter: 80, seed: 7 }), after: await scene({ litter: 0, retake: true }), task, language: 'de' });
    expect(cleaned.verificationStatus).toBe('verified');
    expect(cleaned.feedback).toMatch(/^Derselbe Ort, deutlich weniger Unordnung/);
    expect(cleaned.areasImproved).toEqual(['Sichtbar weniger verstreute Unordnung im fotografierten Bereich']);
    expect(cleaned.environmentalImpact).toBe(VERIFICATION_TEXTS.impact.de);
  });

  it('words every verdict in English and in German', () => {
    const base: Comparison = {
      hashDistance: 20, pixelDifference: 0.5, layoutCorrelation: 0.7, colourSimilarity: 0.7, edgeRatio: 0.5,
      changedDetail: 0.4, pixelAligned: false, sharpness: 0.8,
    };
    const comparisons: (Comparison | null)[] = [
      null,
      { ...base, pixelDifference: 0, layoutCorrelation: 1, edgeRatio: 1 }, // the same photo
      { ...base, layoutCorrelation: 0, colourSimilarity: 0, changedDetail: 1, sharpness: null }, // another place
      { ...base, changedDetail: 0.02 }, // an edited copy
      { ...base, sharpness: 0.3 }, // blurred
      base, // cleaned up
      { ...base, edgeRatio: 0.9 }, // unclear
    ];
    expect(new Set(comparisons.map((c) => judge(c, 'en').feedback)).size).toBe(comparisons.length);
    for (const c of comparisons) {
      const en = judge(c, 'en');
      const de = judge(c, 'de');
      expect(de.verificationStatus).toBe(en.verificationStatus);
      expect(de.feedback).not.toBe(en.feedback);
      expect(de.environmentalImpact).not.toBe(en.environmentalImpact);
      expect(de.stillNeedsWork).toHaveLength(en.stillNeedsWork.length);
      expect(de.areasImproved).toHaveLength(en.areasImproved.length);
      de.stillNeedsWork.forEach((text, i) => expect(text).not.toBe(en.stillNeedsWork[i]));
      de.areasImproved.forEach((text, i) => expect(text).not.toBe(en.areasImproved[i]));
    }
  });
});

/** Report photos (as stored) with a cleaned-up retake of the same spot that must still verify. */
const SCENES = [
  { name: 'park', report: { litter: 80, seed: 7 }, cleaned: { litter: 0, retake: true } },
  { name: 'street', report: { litter: 60, seed: 5, variant: 'street' }, cleaned: { litter: 0, retake: true, variant: 'street' } },
] as const;

describe('LocalVerifier on edited copies of the report photo', () => {
  let reports: Buffer[] = [];
  beforeAll(async () => {
    reports = await Promise.all(SCENES.map(async (s) => asStored(await scene(s.report))));
  });

  const copyFeedback = /edited copy of the report photo|looks the same as the report photo|much less sharp than the report photo/;
  const edits = Object.entries({ ...SINGLE_EDITS, ...CHAINED_EDITS });

  it('has at least ten kinds of edit and chains of them to try', () => {
    expect(Object.keys(SINGLE_EDITS).length).toBeGreaterThanOrEqual(10);
    expect(Object.keys(CHAINED_EDITS).length).toBeGreaterThanOrEqual(10);
  });

  it.each(edits)('never verifies the report photo %s', async (_name, edit) => {
    for (const before of reports) {
      const after = await asStored(await edit(before));
      const v = await verifier.verify({ before, after, task, language: 'en' });
      expect(['failed', 'needs_review']).toContain(v.verificationStatus);
      expect(v.feedback).toMatch(copyFeedback);
      expect(v.completionPercentage).toBe(0);
    }
  }, 60_000);

  it('says so in German too', async () => {
    const before = reports[0]!;
    const after = await asStored(await CHAINED_EDITS['median 15, brightness 1.1, turned 3 degrees (issue 17)']!(before));
    const v = await verifier.verify({ before, after, task, language: 'de' });
    expect(v.verificationStatus).toBe('needs_review');
    expect(v.feedback).toMatch(/^Das Nachher-Foto sieht eher wie eine bearbeitete Kopie des Meldefotos aus/);
    expect(v.stillNeedsWork).toEqual([VERIFICATION_TEXTS['editedCopy.stillNeedsWork'].de]);
  });

  it('sends an after-photo blurred beyond recognition to review as too blurry', async () => {
    const before = reports[1]!;
    const after = await asStored(await SINGLE_EDITS['gaussian blur 30']!(await crop(before, 0.06)));
    const v = await verifier.verify({ before, after, task, language: 'en' });
    expect(v.verificationStatus).toBe('needs_review');
    expect(v.feedback).toContain('much less sharp than the report photo');
    expect(v.stillNeedsWork).toEqual(['Take a sharp photo of the spot']);
  });

  it.each(SCENES)('still verifies the $name spot cleaned up and photographed again', async ({ cleaned }) => {
    const i = SCENES.findIndex((s) => s.cleaned === cleaned);
    const v = await verifier.verify({ before: reports[i]!, after: await asStored(await scene(cleaned)), task, language: 'en' });
    expect(v.verificationStatus).toBe('verified');
  });
});
