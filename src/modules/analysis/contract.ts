import type { Unit } from '../../server/unit-of-work';
import type { LitterTag } from '../litter/contract';
import type { AiAnalysis } from '../tasks/contract';

/**
 * analysis module (issue 24): a first look at a report's photo by an OpenAI-compatible model, before
 * the report is sent. POST /api/analysis answers suggested litter tags (taxonomy ids of the litter
 * module) and an AI analysis (items, tools, hazardous, confidence); the report names the analysis by
 * its id (`analysisId`) and the reports module takes its AI analysis into the task through
 * `AnalysisApi.take`. Without OPENAI_API_KEY nothing is guessed. The ONLY file other modules import
 * (with schemas.ts and endpoints.ts). No knex, no React.
 */

export const ANALYSIS_API = Symbol.for('analysis.api');

/** A stored analysis can be taken into a report for this long; the sweep deletes it after that. */
export const ANALYSIS_KEEP_MS = 24 * 60 * 60 * 1000;
/** The photo is scaled to at most this many pixels a side (JPEG, metadata stripped) before the model sees it. */
export const ANALYSIS_PHOTO_SIZE = 1024;

/** Why there are no suggestions: no key configured, or the model could not be asked or gave no usable answer. */
export const ANALYSIS_REASONS = ['no_api_key', 'unreachable'] as const;
export type AnalysisReason = (typeof ANALYSIS_REASONS)[number];

/** POST /api/analysis */
export interface AnalyzePhotoResponse {
  /** The stored analysis, for the report's `analysisId`; null when there is none. */
  id: string | null;
  /** Whether the AI looked at the photo (false: see `reason`). */
  available: boolean;
  reason: AnalysisReason | null;
  /** Suggested tags: only items of the litter taxonomy. */
  suggestions: LitterTag[];
  analysis: AiAnalysis | null;
}

export interface AnalysisApi {
  /**
   * The AI analysis of this person's stored analysis of this very photo (the bytes as sent to
   * POST /api/analysis and to the report: their SHA-256 must match), marked used in the caller's unit
   * of work; null when it is unknown, someone else's, of another photo, older than ANALYSIS_KEEP_MS or
   * already used (issue 33: one photo's analysis cannot be attached to another report).
   */
  take(id: string, userId: string, photo: Uint8Array, unit: Unit): Promise<AiAnalysis | null>;
}
