import type { TaskDto } from '../contract';
import type { TaskRow } from './repository';

/** A task as the API shows it: the hold's deadline only while the holder can still finish it. */
export function toTaskDto(r: TaskRow): TaskDto {
  return {
    id: r.id,
    status: r.status,
    acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
    heldUntil: r.status === 'assigned' && r.verification_status !== 'needs_review' && r.held_until ? new Date(r.held_until).toISOString() : null,
    reward: r.reward,
    createdAt: new Date(r.created_at).toISOString(),
    verificationStatus: r.verification_status,
    review: r.review_outcome
      ? { outcome: r.review_outcome, reason: r.review_reason ?? null, reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null }
      : null,
    report: {
      id: r.report_id,
      latitude: r.latitude,
      longitude: r.longitude,
      wasteType: r.waste_type,
      priority: r.priority,
      imageUrl: r.image_url,
      thumbnailUrl: r.thumbnail_url,
      description: r.description,
      location: r.location,
      estimatedEffort: r.estimated_effort,
      reward: r.reward,
      aiAnalysis: r.ai_analysis,
    },
  };
}
