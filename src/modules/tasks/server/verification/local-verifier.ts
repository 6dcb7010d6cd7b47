import { compareImages, type Comparison } from './image-compare';
import type { Language } from '../../../../server/i18n';
import { verificationText, type VerificationTextKey } from './texts';
import type { CompletionVerifier, Verdict, VerificationInput } from './types';

/** Thresholds of the local fallback, documented in the README ("AI verification"). */
export const LOCAL_RULES = {
  /** The same picture again (also re-encoded or resized): almost no pixel change, same edges. */
  identicalPixels: 0.01,
  identicalLayout: 0.98,
  identicalEdgeBand: [0.85, 1.18],
  /** Below both: a different place (or a very different framing). */
  sameSceneLayout: 0.45,
  sameSceneColour: 0.35,
  /** Strong evidence of a cleanup: same scene, at least this much fewer edges, visibly changed. */
  verifiedEdgeRatio: 0.7,
  verifiedLayout: 0.6,
  /**
   * Pixel-aligned with the report photo but changed: an edited copy of it (blurred, retouched), not a
   * new photo; a person never takes the same photo twice to the pixel.
   */
  copyLayout: 0.95,
  copyPixels: 0.025,
  /**
   * An edited copy of the report photo however it was edited (filtered, recoloured, turned, mirrored,
   * cropped, scaled, re-encoded; `near-copy.ts`): at the pose that fits it best it repeats the detail
   * of all but a few of the report photo's detailed patches, where a cleanup changes the patches the
   * litter lay in. Generated scenes: copies at most 0.04 (a median filter as wide as 3% of the photo,
   * which starts to erase the litter itself: up to 0.13), cleaned spots clear enough to verify at least
   * 0.29. A copy that lies on the report photo to a fraction of a pixel (`pixelAligned`) is one
   * whatever was retouched or recoloured.
   */
  copyChangedDetail: 0.15,
  /**
   * Sharpness where the after-photo repeats the report photo, relative to it: below this it is too
   * blurred (or enlarged from a tiny picture) to confirm anything. Copies blurred until no detail is
   * left land here (generated scenes: blurred copies at most 0.42, cleaned spots at least 0.72).
   */
  minSharpness: 0.5,
} as const;

function verdict(v: Omit<Verdict, 'verifier' | 'fallbackReason' | 'bonusEarned'>): Verdict {
  return { ...v, bonusEarned: 0, verifier: 'local', fallbackReason: null };
}

function editedCopy(t: (key: VerificationTextKey) => string, impact: string): Verdict {
  return verdict({
    verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
    feedback: t('editedCopy.feedback'),
    areasImproved: [], stillNeedsWork: [t('editedCopy.stillNeedsWork')], environmentalImpact: impact,
  });
}

/** The local verifier's judgement of a comparison (null: no report photo), its texts in `lang`. */
export function judge(c: Comparison | null, lang: Language): Verdict {
  const t = (key: VerificationTextKey) => verificationText(lang, key, { note: verificationText(lang, 'note') });
  const impact = t('impact');
  if (!c) {
    return verdict({
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
      feedback: t('noReportPhoto.feedback'),
      areasImproved: [], stillNeedsWork: [], environmentalImpact: impact,
    });
  }
  const [lo, hi] = LOCAL_RULES.identicalEdgeBand;
  if (c.pixelDifference < LOCAL_RULES.identicalPixels && c.layoutCorrelation >= LOCAL_RULES.identicalLayout && c.edgeRatio >= lo && c.edgeRatio <= hi) {
    return verdict({
      verificationStatus: 'failed', completionPercentage: 0, qualityScore: 0,
      feedback: t('same.feedback'),
      areasImproved: [], stillNeedsWork: [t('same.stillNeedsWork')], environmentalImpact: t('same.impact'),
    });
  }
  if (c.pixelAligned || (c.changedDetail !== null && c.changedDetail < LOCAL_RULES.copyChangedDetail)) return editedCopy(t, impact);
  const sameScene = c.layoutCorrelation >= LOCAL_RULES.sameSceneLayout || c.colourSimilarity >= LOCAL_RULES.sameSceneColour;
  if (!sameScene) {
    return verdict({
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
      feedback: t('differentPlace.feedback'),
      areasImproved: [], stillNeedsWork: [t('differentPlace.stillNeedsWork')], environmentalImpact: impact,
    });
  }
  if (c.layoutCorrelation >= LOCAL_RULES.copyLayout && c.pixelDifference < LOCAL_RULES.copyPixels) return editedCopy(t, impact);
  if (c.sharpness !== null && c.sharpness < LOCAL_RULES.minSharpness) {
    return verdict({
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
      feedback: t('blurry.feedback'),
      areasImproved: [], stillNeedsWork: [t('blurry.stillNeedsWork')], environmentalImpact: impact,
    });
  }
  const clutterDrop = Math.max(0, 1 - c.edgeRatio);
  if (c.layoutCorrelation >= LOCAL_RULES.verifiedLayout && c.edgeRatio <= LOCAL_RULES.verifiedEdgeRatio) {
    const pct = Math.min(100, Math.round(70 + (clutterDrop - (1 - LOCAL_RULES.verifiedEdgeRatio)) * 100));
    return verdict({
      verificationStatus: 'verified', completionPercentage: pct, qualityScore: Math.min(100, Math.round(60 + clutterDrop * 60)),
      feedback: t('verified.feedback'),
      areasImproved: [t('verified.areasImproved')], stillNeedsWork: [], environmentalImpact: impact,
    });
  }
  return verdict({
    verificationStatus: 'needs_review', completionPercentage: Math.round(clutterDrop * 100), qualityScore: 0,
    feedback: t('unclear.feedback'),
    areasImproved: [], stillNeedsWork: [], environmentalImpact: impact,
  });
}

export class LocalVerifier implements CompletionVerifier {
  readonly name = 'local' as const;

  async verify(input: VerificationInput): Promise<Verdict> {
    return judge(input.before ? await compareImages(input.before, input.after) : null, input.language);
  }
}
