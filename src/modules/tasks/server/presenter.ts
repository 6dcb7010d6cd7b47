import { publicReportView, publicTime } from '../../../shared/public-view';
import type { PublicUserDto } from '../../guest/contract';
import type { ReviewItemDto, TaskDto } from '../contract';
import type { CompletionRow, TaskRow } from './models';
import type { TaskExportRow } from './repository';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * A task as the API shows it: the hold's deadline only while the holder can still finish it. Its
 * report, and when it was made, in the public view every channel shows (src/shared/public-view.ts,
 * issue 33: the point to 5 places, the day, phone numbers and e-mail addresses masked): the available
 * list is public and the embeddable map reads it, and everyone else who sees a task sees the same.
 * The reporter's own copy is their data export.
 */
export function toTaskDto(r: TaskRow): TaskDto {
  return {
    id: r.id,
    status: r.status,
    acceptedAt: r.accepted_at ? new Date(r.accepted_at).toISOString() : null,
    heldUntil: r.status === 'assigned' && r.verification_status !== 'needs_review' && r.held_until ? new Date(r.held_until).toISOString() : null,
    reward: r.reward,
    seenBy: r.seen_by ?? 1,
    createdAt: publicTime(r.created_at),
    verificationStatus: r.verification_status,
    review: r.review_outcome
      ? { outcome: r.review_outcome, reason: r.review_reason ?? null, reviewedAt: r.reviewed_at ? new Date(r.reviewed_at).toISOString() : null }
      : null,
    report: publicReportView({
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
      positionSource: r.position_source ?? null,
      size: r.size ?? null,
      hazards: r.hazards ?? [],
    }),
    forVolunteers: r.for_volunteers !== false,
  };
}

/** A task in the review queue, with its assignee (as the guest module shows them) and the attempt waiting for review. */
export function toReviewItem(t: TaskRow, c: CompletionRow | undefined, u: PublicUserDto | undefined, viewerId: string): ReviewItemDto {
  return {
    task: toTaskDto(t),
    assignee: u ? { id: u.id, username: u.username, firstName: u.firstName } : t.assignee_id ? { id: t.assignee_id, username: null, firstName: null } : null,
    completion: c
      ? {
          id: c.id,
          afterPhotoUrl: c.photo_id ? `/api/photos/${c.photo_id}` : null,
          verifier: c.verifier,
          fallbackReason: c.fallback_reason,
          analysis: c.analysis,
          createdAt: new Date(c.created_at).toISOString(),
        }
      : null,
    ownWork: t.assignee_id === viewerId,
  };
}

/** A task in the person's data export. */
export function toTaskExport(t: TaskExportRow) {
  return {
    id: t.id,
    reportId: t.report_id,
    status: t.status,
    verificationStatus: t.verification_status,
    reward: t.reward,
    acceptedAt: iso(t.accepted_at),
    completedAt: iso(t.completed_at),
    latitude: t.latitude,
    longitude: t.longitude,
    wasteType: t.waste_type,
    priority: t.priority,
    imageUrl: t.image_url,
    description: t.description,
    location: t.location,
    estimatedEffort: t.estimated_effort,
    createdAt: iso(t.created_at),
  };
}

/** A completion attempt in the person's data export. */
export function toCompletionExport(c: CompletionRow) {
  return {
    id: c.id,
    taskId: c.task_id,
    photoId: c.photo_id,
    verificationStatus: c.verification_status,
    verifier: c.verifier,
    analysis: c.analysis,
    rewardCredited: c.reward_credited,
    createdAt: iso(c.created_at),
  };
}
