import type { Language } from '../../../../server/i18n';
import type { CompletionResponse, VerificationStatus } from '../../contract';

export interface VerificationInput {
  /** The report photo (WebP, 1600 px), or null when the task has none. */
  before: Buffer | null;
  /** The after-photo, already through the photo pipeline (WebP, 1600 px). */
  after: Buffer;
  task: { wasteType: string; description: string; location: string | null; reward: number };
  /** The volunteer's language: every text of the verdict is in it. */
  language: Language;
}

export interface Verdict {
  verificationStatus: VerificationStatus;
  completionPercentage: number;
  qualityScore: number;
  bonusEarned: number;
  feedback: string;
  areasImproved: string[];
  stillNeedsWork: string[];
  environmentalImpact: string;
  verifier: CompletionResponse['verifier'];
  fallbackReason: string | null;
}

/** Judges an after-photo against the report photo. */
export interface CompletionVerifier {
  readonly name: 'openai' | 'local';
  verify(input: VerificationInput): Promise<Verdict>;
}

/** A bonus may be at most half the task's reward, whatever a verifier says. */
export const maxBonus = (reward: number) => Math.floor(reward / 2);
