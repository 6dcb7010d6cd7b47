import type { Knex } from 'knex';
import type { EventBus } from '../../../server/events';
import { conflict, forbidden, HttpError, notFound } from '../../../server/http/errors';
import type { Language } from '../../../server/i18n';
import type { Clock } from '../../../server/tokens';
import { taskCompletionCredit, type GamificationApi } from '../../gamification/contract';
import type { PhotosApi, PhotoUse } from '../../photos/contract';
import { GuestEvents } from '../../guest/contract';
import { TASK_HOLD_LIMIT, TaskEvents, type AvailableTasksQuery, type CompletionResponse, type NewTaskFromReport, type TaskDto, type TaskHoldLimitDetails, type TasksApi } from '../contract';
import { TASK_MESSAGES } from '../messages';
import { AvailableTasksCache, type AvailableAnswer } from './available-cache';
import { holdDeadline, holdLimit, type Holder, type HoldRules } from './holds';
import type { TaskRow, TasksRepository, TasksVersion } from './repository';
import { verificationText } from './verification/texts';
import type { CompletionVerifier, Verdict } from './verification/types';

/** How long the available-tasks cache trusts the version it read (tests wait it out). */
export { VERSION_TTL_MS } from './available-cache';

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

export interface TasksDeps {
  repo: TasksRepository;
  photos: PhotosApi;
  rewards: GamificationApi;
  verifier: CompletionVerifier;
  events: EventBus;
  clock: Clock;
  holds: HoldRules;
}

export class TasksService implements TasksApi {
  private readonly cache: AvailableTasksCache;

  constructor(private readonly d: TasksDeps) {
    this.cache = new AvailableTasksCache({ version: () => d.repo.version(), list: (query) => this.listAvailable(query) });
  }

  /** The tasks table's version as this process knows it (AvailableTasksCache.version). */
  availableVersion(): Promise<TasksVersion> {
    return this.cache.version();
  }

  /** The available-tasks answer shared by every request with the same query (AvailableTasksCache.answer). */
  availableAnswer(query: AvailableTasksQuery, key: string, version: TasksVersion): Promise<AvailableAnswer> {
    return this.cache.answer(query, key, version);
  }

  /** After a change by this process: the available-tasks answers no longer hold (AvailableTasksCache.changed). */
  private changed(trx?: Knex.Transaction): void {
    this.cache.changed(trx);
  }

  async createFromReport(input: NewTaskFromReport, trx?: Knex.Transaction): Promise<{ taskId: string }> {
    const row = await this.d.repo.insert(input, trx);
    this.changed(trx);
    return { taskId: row.id };
  }

  photoUses(photoIds: string[]): Promise<PhotoUse[]> {
    return this.d.repo.photoUses(photoIds);
  }

  async listAvailable(query: AvailableTasksQuery): Promise<TaskDto[]> {
    return (await this.d.repo.listAvailable(query)).map(toTaskDto);
  }

  countCompleted(since: Date, box?: { minLat: number; minLon: number; maxLat: number; maxLon: number }): Promise<number> {
    return this.d.repo.countCompleted(since, box);
  }

  /** My Tasks: what the user accepted, active ones first. */
  async listMine(userId: string): Promise<TaskDto[]> {
    return (await this.d.repo.listByAssignee(userId, ['assigned', 'completed'])).map(toTaskDto);
  }

  async listActive(userId: string): Promise<TaskDto[]> {
    return (await this.d.repo.listByAssignee(userId, ['assigned'])).map(toTaskDto);
  }

  /** Tasks made from the user's own reports. */
  async listReported(userId: string): Promise<TaskDto[]> {
    return (await this.d.repo.listByReporter(userId)).map(toTaskDto);
  }

  /** Claims an available task for the session's person, within how many tasks they may hold (holds.ts). */
  async accept(taskId: string, holder: Holder): Promise<TaskDto> {
    const now = this.d.clock.now();
    const limit = holdLimit(this.d.holds, holder);
    const row = await this.d.repo.claim(taskId, holder.id, now, holdDeadline(this.d.holds, holder, now), limit);
    this.changed();
    if (row) return toTaskDto(row);
    const task = await this.d.repo.find(taskId);
    if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
    if (task.status === 'available') {
      if (task.reporter_id === holder.id) throw conflict('OWN_REPORT', TASK_MESSAGES.ownReport);
      if ((await this.d.repo.countHeld(holder.id)) >= limit) {
        throw conflict(TASK_HOLD_LIMIT, TASK_MESSAGES.holdLimit(limit), { limit } satisfies TaskHoldLimitDetails);
      }
    }
    throw conflict('TASK_NOT_AVAILABLE', TASK_MESSAGES.acceptFailed);
  }

  /** The background sweep: assignments past their hold go back to the map. Returns how many. */
  async releaseOverdue(): Promise<number> {
    const released = await this.d.repo.releaseOverdue(this.d.clock.now());
    if (released.length > 0) this.changed();
    return released.length;
  }

  /** Expired guests will not come back: what they hold goes back to the map (not what waits for review). */
  async releaseHeldBy(userIds: string[]): Promise<number> {
    const released = await this.d.repo.releaseHeldBy(userIds, this.d.clock.now());
    if (released.length > 0) this.changed();
    return released.length;
  }

  /** Reacts to the guest module's sweep (once, at start-up: the service is a singleton). */
  subscribe(): void {
    this.d.events.on(GuestEvents.expired, async (e) => {
      await this.releaseHeldBy(e.userIds);
    });
  }

  /** DELETE: gives the caller's own accepted task back to everyone. */
  async release(taskId: string, userId: string): Promise<TaskDto> {
    const row = await this.d.repo.release(taskId, userId, this.d.clock.now());
    this.changed();
    if (row) return toTaskDto(row);
    await this.ownAssignedTask(taskId, userId);
    throw conflict('TASK_NOT_RELEASABLE', TASK_MESSAGES.deleteFailed);
  }

  /**
   * Completion without a photo: there is nothing to verify, so it is held for a moderator and pays
   * after approval. (Paying on a bare claim would let anyone farm coins.) While an attempt of this
   * person waits for review, a repeat answers that attempt and writes nothing.
   */
  async markCompleted(taskId: string, userId: string, lang: Language): Promise<CompletionResponse> {
    await this.ownAssignedTask(taskId, userId);
    const verdict: Verdict = {
      verificationStatus: 'needs_review', completionPercentage: 0, qualityScore: 0, bonusEarned: 0,
      feedback: verificationText(lang, 'noPhotoReview'), areasImproved: [], stillNeedsWork: [], environmentalImpact: '',
      verifier: 'local', fallbackReason: null,
    };
    return this.record(taskId, userId, null, verdict, 'none');
  }

  /** Judges the after-photo (the verdict's texts in `lang`, the volunteer's language) and records the attempt. */
  async completeWithPhoto(taskId: string, userId: string, image: Buffer, lang: Language): Promise<CompletionResponse> {
    const task = await this.ownAssignedTask(taskId, userId);
    const after = await this.d.photos.stage(image, { ownerId: userId, purpose: 'completion' });
    try {
      const [before, afterMain] = await Promise.all([task.photo_id ? this.d.photos.readMain(task.photo_id) : null, this.d.photos.readStaged(after)]);
      const verdict = await this.d.verifier.verify({
        before,
        after: afterMain,
        task: { wasteType: task.waste_type, description: task.description, location: task.location, reward: task.reward },
        language: lang,
      });
      return await this.record(taskId, userId, after, verdict, verdict.verifier);
    } catch (err) {
      await this.d.photos.discard(after);
      throw err;
    }
  }

  /**
   * Writes the attempt and its consequences in one transaction; rewards go through the ledger. The
   * attempt replaces the one waiting for review, if any (one pending review per task and person),
   * except that a claim without a photo while one waits is a repeat and answers the waiting one.
   */
  private async record(
    taskId: string,
    userId: string,
    photo: Awaited<ReturnType<PhotosApi['stage']>> | null,
    attempt: Verdict,
    verifier: 'openai' | 'local' | 'none',
  ): Promise<CompletionResponse> {
    const now = this.d.clock.now();
    let credited = 0;
    let verdict = attempt;
    let repeat = false;
    const row = await this.d.repo.transaction(async (trx) => {
      const task = await this.d.repo.lockAssigned(trx, taskId, userId);
      // Someone else's replay or a parallel completion already moved the task on.
      if (!task) throw conflict('TASK_ALREADY_COMPLETED', TASK_MESSAGES.alreadyCompleted);
      const waiting = !photo && task.verification_status === 'needs_review' ? await this.d.repo.pendingCompletion(trx, taskId, userId) : undefined;
      if (waiting) {
        verdict = waiting.analysis as Verdict;
        repeat = true;
        return task;
      }
      if (photo) await this.d.photos.record(photo, trx);
      let updated: TaskRow | undefined;
      if (verdict.verificationStatus === 'verified') {
        updated = await this.d.repo.complete(trx, taskId, userId, now);
        if (updated) {
          const pay = await this.d.rewards.credit({ userId, reason: 'task_completed', reference: taskId, ...taskCompletionCredit(updated.reward) }, trx);
          if (pay.credited) credited += updated.reward;
          if (verdict.bonusEarned > 0) {
            const bonus = await this.d.rewards.credit({ userId, reason: 'task_bonus', reference: taskId, coins: verdict.bonusEarned, xp: verdict.bonusEarned * 10 }, trx);
            if (bonus.credited) credited += verdict.bonusEarned;
          }
        }
      } else {
        updated = await this.d.repo.setVerification(trx, taskId, userId, verdict.verificationStatus, now);
      }
      if (!updated) throw conflict('TASK_ALREADY_COMPLETED', TASK_MESSAGES.alreadyCompleted);
      // An attempt of an earlier assignment, or the one this attempt replaces.
      await this.d.repo.supersedePending(trx, taskId, userId, now);
      await this.d.repo.insertCompletion(trx, {
        task_id: taskId, user_id: userId, photo_id: photo?.id ?? null, verification_status: verdict.verificationStatus,
        verifier, fallback_reason: verdict.fallbackReason, analysis: verdict, reward_credited: credited,
      });
      return updated;
    });
    if (!repeat) this.changed();
    if (verdict.verificationStatus === 'verified' && !repeat) {
      await this.d.events.emit(TaskEvents.completed, {
        taskId, userId, reward: row.reward, wasteType: row.waste_type, hazardous: row.waste_type === 'hazardous' || !!row.ai_analysis?.hazardous,
        outcome: 'verified', completedAt: now.toISOString(), reportId: row.report_id, reporterId: row.reporter_id,
      });
    }
    return {
      verificationStatus: verdict.verificationStatus,
      reward: credited,
      analysis: {
        completionPercentage: verdict.completionPercentage, qualityScore: verdict.qualityScore, bonusEarned: verdict.verificationStatus === 'verified' ? verdict.bonusEarned : 0,
        feedback: verdict.feedback, areasImproved: verdict.areasImproved, stillNeedsWork: verdict.stillNeedsWork, environmentalImpact: verdict.environmentalImpact,
      },
      verifier: verdict.verifier,
      fallbackReason: verdict.fallbackReason,
      task: toTaskDto(row),
    };
  }

  /** The task, if it is assigned to this user; otherwise the right 404 / 403 / 409. */
  private async ownAssignedTask(taskId: string, userId: string): Promise<TaskRow> {
    const task = await this.d.repo.find(taskId);
    if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
    if (task.assignee_id !== userId) throw forbidden(TASK_MESSAGES.notYours, 'NOT_YOUR_TASK');
    if (task.status === 'completed') throw conflict('TASK_ALREADY_COMPLETED', TASK_MESSAGES.alreadyCompleted);
    if (task.status !== 'assigned') throw new HttpError(409, 'TASK_NOT_ASSIGNED', TASK_MESSAGES.notYours);
    return task;
  }
}
