import { distanceKm, type LatLon } from '../../../shared/geo';
import type { RiskFlag } from '../contract';

/**
 * Risk signals (docs/impact.md, "Risk"). Each raised flag has a weight w in (0, 1); the score is
 * 1 - prod(1 - w) over the raised flags: 0 with no flags, never reaching 1, and adding a flag never
 * lowers it. Below LOW_RISK_THRESHOLD a submission counts as low risk (green in the form); the
 * moderators see the score, and nothing is approved without one of them (issue 33).
 */
export const RISK_WEIGHTS: Record<RiskFlag, number> = {
  quantity_above_typical: 0.35,
  many_recent_submissions: 0.3,
  repeated_title: 0.2,
  future_timestamp: 0.4,
  old_timestamp: 0.15,
  missing_location: 0.1,
  missing_evidence: 0.1,
  impossible_travel: 0.45,
};

export const LOW_RISK_THRESHOLD = 0.3;
/** many_recent_submissions: this many earlier submissions within RECENT_WINDOW_MS. */
export const RECENT_LIMIT = 5;
export const RECENT_WINDOW_MS = 60 * 60 * 1000;
/** repeated_title looks this far back. */
export const REPEAT_WINDOW_MS = 30 * 24 * 60 * 60 * 1000;
/** future_timestamp: more than this ahead of the server clock (allows for device clock drift). */
export const FUTURE_TOLERANCE_MS = 5 * 60 * 1000;
/** old_timestamp: the action happened more than this long ago. */
export const OLD_AFTER_MS = 7 * 24 * 60 * 60 * 1000;
/** impossible_travel: faster than an airliner's cruising speed between two located submissions... */
export const MAX_TRAVEL_KMH = 900;
/** ...over more than this distance (GPS noise and neighbouring spots do not count). */
export const MIN_TRAVEL_KM = 5;

export interface LocatedAt extends LatLon {
  at: Date;
}

export interface RiskInput {
  now: Date;
  /** The quantity in base units, and the type's typical maximum. */
  baseQuantity: number;
  typicalMax: number;
  /** When the action happened (actualTimestamp), else when it was submitted (submissionTimestamp). */
  actionTime: Date;
  submissionTime: Date;
  hasLocation: boolean;
  hasEvidence: boolean;
  /** The user's own earlier submissions within RECENT_WINDOW_MS. */
  recentCount: number;
  /** An earlier submission of the user's within REPEAT_WINDOW_MS has the same normalised title. */
  repeatedTitle: boolean;
  /** This submission's position, and the user's latest earlier located submission. */
  point: LocatedAt | null;
  previousPoint: LocatedAt | null;
}

export interface RiskResult {
  riskScore: number;
  flags: RiskFlag[];
}

export function combineRisk(flags: readonly RiskFlag[]): number {
  const keep = flags.reduce((p, f) => p * (1 - RISK_WEIGHTS[f]), 1);
  return Math.min(1, Math.max(0, 1 - keep));
}

export function impossibleTravel(a: LocatedAt, b: LocatedAt): boolean {
  const km = distanceKm(a, b);
  if (km <= MIN_TRAVEL_KM) return false;
  const hours = Math.abs(b.at.getTime() - a.at.getTime()) / 3_600_000;
  return hours === 0 || km / hours > MAX_TRAVEL_KMH;
}

export function assessRisk(input: RiskInput): RiskResult {
  const flags: RiskFlag[] = [];
  const now = input.now.getTime();
  if (input.baseQuantity > input.typicalMax) flags.push('quantity_above_typical');
  if (input.recentCount >= RECENT_LIMIT) flags.push('many_recent_submissions');
  if (input.repeatedTitle) flags.push('repeated_title');
  const latest = Math.max(input.actionTime.getTime(), input.submissionTime.getTime());
  if (latest > now + FUTURE_TOLERANCE_MS) flags.push('future_timestamp');
  else if (input.actionTime.getTime() < now - OLD_AFTER_MS) flags.push('old_timestamp');
  if (!input.hasLocation) flags.push('missing_location');
  if (!input.hasEvidence) flags.push('missing_evidence');
  if (input.point && input.previousPoint && impossibleTravel(input.previousPoint, input.point)) flags.push('impossible_travel');
  return { flags, riskScore: combineRisk(flags) };
}

/** The title as compared by repeated_title: lower case, inner whitespace collapsed, trimmed. */
export function titleKey(title: string): string {
  return title.normalize('NFKC').toLowerCase().replace(/\s+/g, ' ').trim();
}
