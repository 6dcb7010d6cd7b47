import type { PendingSubmissionDto, SubmissionDto } from '../contract';
import type { SubmissionRow } from './models';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/** A submission as its author sees it. */
export function toSubmissionDto(r: SubmissionRow): SubmissionDto {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    quantity: r.quantity,
    unit: r.unit,
    taskType: r.task_type,
    taskSubtype: r.task_subtype,
    status: r.status,
    actualXP: r.actual_xp,
    actualCoins: r.actual_coins,
    potentialXP: r.potential_xp,
    potentialCoins: r.potential_coins,
    estimatedImpact: r.estimated_impact_kg,
    riskScore: r.risk_score,
    flags: r.flags,
    location: r.location,
    latitude: r.latitude,
    longitude: r.longitude,
    submissionTimestamp: iso(r.submission_timestamp)!,
    actualTimestamp: iso(r.actual_timestamp),
    createdAt: iso(r.created_at)!,
    reviewedAt: r.status === 'pending' || !r.reviewed_by ? null : iso(r.reviewed_at),
    reviewReason: r.review_reason ?? null,
  };
}

/** A pending submission as moderators see it, with what an approval may credit (approvalCeiling). */
export function toPendingDto(r: SubmissionRow, ceiling: { xp: number; coins: number }, viewerId: string): PendingSubmissionDto {
  return { ...toSubmissionDto(r), potentialXP: ceiling.xp, potentialCoins: ceiling.coins, userId: r.user_id, evidenceUrls: r.evidence_urls, ownWork: r.user_id === viewerId };
}

/** A submission in its author's data export. */
export function toSubmissionExport(s: SubmissionRow) {
  return {
    id: s.id,
    taskType: s.task_type,
    taskSubtype: s.task_subtype,
    title: s.title,
    description: s.description,
    quantity: s.quantity,
    unit: s.unit,
    location: s.location,
    latitude: s.latitude,
    longitude: s.longitude,
    locationAccuracy: s.location_accuracy,
    evidenceUrls: s.evidence_urls,
    submissionTimestamp: iso(s.submission_timestamp),
    actualTimestamp: iso(s.actual_timestamp),
    status: s.status,
    estimatedImpactKg: s.estimated_impact_kg,
    riskScore: s.risk_score,
    flags: s.flags,
    actualXP: s.actual_xp,
    actualCoins: s.actual_coins,
    reviewedAt: iso(s.reviewed_at),
    createdAt: iso(s.created_at),
  };
}
