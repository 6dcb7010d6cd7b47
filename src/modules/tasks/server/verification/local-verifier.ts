import { compareImages, type Comparison } from './image-compare';
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
} as const;

const NOTE = 'Checked by the local fallback verifier: it compares the two photos (sameness, scene layout, amount of visual clutter) and cannot recognise litter itself.';

function verdict(v: Omit<Verdict, 'verifier' | 'fallbackReason' | 'bonusEarned'>): Verdict {
  return { ...v, bonusEarned: 0, verifier: 'local', fallbackReason: null };
}

export function judge(c: Comparison | null): Verdict {
  const impact = 'A cleared spot keeps litter out of soil, drains and waterways and away from animals.';
  if (!c) {
    return verdict({
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
      feedback: `This task has no report photo to compare with, so a moderator will check your after-photo. ${NOTE}`,
      areasImproved: [], stillNeedsWork: [], environmentalImpact: impact,
    });
  }
  const [lo, hi] = LOCAL_RULES.identicalEdgeBand;
  if (c.pixelDifference < LOCAL_RULES.identicalPixels && c.layoutCorrelation >= LOCAL_RULES.identicalLayout && c.edgeRatio >= lo && c.edgeRatio <= hi) {
    return verdict({
      verificationStatus: 'failed', completionPercentage: 0, qualityScore: 0,
      feedback: `The after-photo looks the same as the report photo. Clean up the spot, then take a new photo of it. ${NOTE}`,
      areasImproved: [], stillNeedsWork: ['Take a new photo after cleaning up'], environmentalImpact: 'Not measured: no change was found.',
    });
  }
  const sameScene = c.layoutCorrelation >= LOCAL_RULES.sameSceneLayout || c.colourSimilarity >= LOCAL_RULES.sameSceneColour;
  if (!sameScene) {
    return verdict({
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
      feedback: `The after-photo seems to show a different place than the report photo, so a moderator will compare them. ${NOTE}`,
      areasImproved: [], stillNeedsWork: ['Photograph the same spot from about the same position as the report photo'], environmentalImpact: impact,
    });
  }
  if (c.layoutCorrelation >= LOCAL_RULES.copyLayout && c.pixelDifference < LOCAL_RULES.copyPixels) {
    return verdict({
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0,
      feedback: `The after-photo looks like an edited copy of the report photo rather than a new photo, so a moderator will check. ${NOTE}`,
      areasImproved: [], stillNeedsWork: ['Take a new photo of the spot after cleaning up'], environmentalImpact: impact,
    });
  }
  const clutterDrop = Math.max(0, 1 - c.edgeRatio);
  if (c.layoutCorrelation >= LOCAL_RULES.verifiedLayout && c.edgeRatio <= LOCAL_RULES.verifiedEdgeRatio) {
    const pct = Math.min(100, Math.round(70 + (clutterDrop - (1 - LOCAL_RULES.verifiedEdgeRatio)) * 100));
    return verdict({
      verificationStatus: 'verified', completionPercentage: pct, qualityScore: Math.min(100, Math.round(60 + clutterDrop * 60)),
      feedback: `Same spot, clearly less clutter than in the report photo. Well done! ${NOTE}`,
      areasImproved: ['Visibly less scattered clutter in the photographed area'], stillNeedsWork: [], environmentalImpact: impact,
    });
  }
  return verdict({
    verificationStatus: 'needs_review', completionPercentage: Math.round(clutterDrop * 100), qualityScore: 0,
    feedback: `The photos show the same area, but the change is not clear enough to confirm automatically, so a moderator will check. ${NOTE}`,
    areasImproved: [], stillNeedsWork: [], environmentalImpact: impact,
  });
}

export class LocalVerifier implements CompletionVerifier {
  readonly name = 'local' as const;

  async verify(input: VerificationInput): Promise<Verdict> {
    return judge(input.before ? await compareImages(input.before, input.after) : null);
  }
}
