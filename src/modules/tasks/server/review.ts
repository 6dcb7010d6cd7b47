import type { Knex } from 'knex';
import type { Outbox } from '../../../server/outbox';
import { conflict, forbidden, notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { AuditLog, OverviewCount } from '../../admin/contract';
import { taskCompletionCredit, type GamificationApi } from '../../gamification/contract';
import type { GuestApi } from '../../guest/contract';
import type { NotificationsApi } from '../../notifications/contract';
import type { PhotosApi } from '../../photos/contract';
import { TaskEvents, type ReviewDecisionResponse, type ReviewItemDto } from '../contract';
import { TASK_MESSAGES } from '../messages';
import { notifyCleaned, notifyReviewed } from './cleanup-notices';
import { toReviewItem, toTaskDto } from './presenter';
import type { TaskReviewRepository } from './review-repository';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const REVIEW_QUEUE_LIMIT = 100;

export interface TaskReviewDeps {
  repo: TaskReviewRepository;
  rewards: GamificationApi;
  audit: AuditLog;
  guests: GuestApi;
  outbox: Outbox;
  clock: Clock;
  uow: UnitOfWork;
  /** Tells the cleaner the decision and, on an approval, the reporter that their report was cleaned; null when the module is not loaded. */
  notifications?: NotificationsApi | null;
  photos?: Pick<PhotosApi, 'publicPhotos'>;
}

/**
 * The moderators' side of completions held for review (needs_review). Approval completes the task
 * with one conditional UPDATE and credits the reward through the ledger in the same transaction, so
 * a second approval (a replay, or a second moderator at the same moment) finds nothing to update and
 * pays nothing. The reward is always the task's own (no amount comes from the request), and nobody
 * decides a completion they made themselves (the UPDATE's condition, so no check can be raced).
 * Each decision writes the audit log and the cleaner's notification in that transaction; an approval
 * publishes tasks.completed through the outbox and tells the reporter their report was cleaned in it too.
 */
export class TaskReviewService {
  constructor(private readonly d: TaskReviewDeps) {}

  /** The completions waiting for review; `ownWork` marks the viewer's own, which another moderator decides. */
  async queue(viewerId: string): Promise<ReviewItemDto[]> {
    const { repo } = this.d;
    const tasks = await repo.awaitingReview(REVIEW_QUEUE_LIMIT);
    if (tasks.length === 0) return [];
    // The assignee's attempt waiting for review (one per task and person); earlier assignees' do not count.
    const completions = await repo.waitingAttempts(tasks.map((t) => t.id));
    const byTask = new Map(completions.map((c) => [`${c.task_id}/${c.user_id}`, c]));
    const users = new Map((await this.d.guests.getPublicUsers(tasks.map((t) => t.assignee_id!).filter(Boolean))).map((u) => [u.id, u]));
    return tasks.map((t) => toReviewItem(t, byTask.get(`${t.id}/${t.assignee_id}`), t.assignee_id ? users.get(t.assignee_id) : undefined, viewerId));
  }

  async approve(taskId: string, moderatorId: string): Promise<ReviewDecisionResponse> {
    const now = this.d.clock.now();
    const { repo } = this.d;
    const { row, credited } = await this.d.uow.run(async (unit, trx) => {
      const row = await repo.approve(trx, taskId, moderatorId, now);
      if (!row) throw await this.notPending(trx, taskId, moderatorId);
      const pay = await this.d.rewards.credit({ userId: row.assignee_id!, reason: 'task_completed', reference: taskId, ...taskCompletionCredit(row.reward), verifiedBy: { kind: 'moderator', by: moderatorId } }, unit);
      const credited = pay.credited ? row.reward : 0;
      const attempt = row.assignee_id
        ? await repo.decideWaitingAttempt(trx, row.id, row.assignee_id, { review_outcome: 'approved', review_reason: null, reviewed_by: moderatorId, reviewed_at: now, reward_credited: credited })
        : undefined;
      await notifyReviewed(this.d, unit, row, { outcome: 'approved', reason: null, reward: credited });
      await notifyCleaned(this.d, unit, row, attempt?.photoId ?? null);
      await this.d.audit.write(
        {
          actorId: moderatorId, action: 'tasks.completion_approved', targetType: 'task', targetId: taskId,
          before: { status: 'assigned', verificationStatus: 'needs_review' }, after: { status: 'completed', verificationStatus: 'verified', credited, userId: row.assignee_id },
        },
        unit,
      );
      await this.d.outbox.publish(unit, TaskEvents.completed, {
        taskId, userId: row.assignee_id!, reward: row.reward, wasteType: row.waste_type,
        hazardous: row.waste_type === 'hazardous' || !!row.ai_analysis?.hazardous, outcome: 'approved', completedAt: now.toISOString(),
        reportId: row.report_id, reporterId: row.reporter_id, latitude: row.latitude, longitude: row.longitude,
      });
      return { row, credited };
    });
    return { task: toTaskDto(row), reward: credited };
  }

  /** The task goes back to its person (still assigned, verification 'failed') with the reason they see. */
  async reject(taskId: string, moderatorId: string, reason: string): Promise<ReviewDecisionResponse> {
    const now = this.d.clock.now();
    const { repo } = this.d;
    const row = await this.d.uow.run(async (unit, trx) => {
      const row = await repo.reject(trx, taskId, moderatorId, reason, now);
      if (!row) throw await this.notPending(trx, taskId, moderatorId);
      if (row.assignee_id) {
        await repo.decideWaitingAttempt(trx, row.id, row.assignee_id, { review_outcome: 'rejected', review_reason: reason, reviewed_by: moderatorId, reviewed_at: now });
      }
      await notifyReviewed(this.d, unit, row, { outcome: 'rejected', reason, reward: 0 });
      await this.d.audit.write(
        {
          actorId: moderatorId, action: 'tasks.completion_rejected', targetType: 'task', targetId: taskId, reason,
          before: { verificationStatus: 'needs_review' }, after: { verificationStatus: 'failed', userId: row.assignee_id },
        },
        unit,
      );
      return row;
    });
    return { task: toTaskDto(row), reward: 0 };
  }

  async overview(): Promise<OverviewCount[]> {
    const { open, review } = await this.d.repo.counts();
    return [
      { key: 'tasks.open', labelKey: 'tasks:admin.openTasks', count: open },
      { key: 'tasks.needsReview', labelKey: 'tasks:admin.awaitingReview', count: review, view: 'tasks/review' },
    ];
  }

  /** Why the decision's conditional UPDATE found nothing: no such task, the moderator's own work, or decided already. */
  private async notPending(trx: Knex.Transaction, taskId: string, moderatorId: string) {
    const task = await this.d.repo.decisionState(trx, taskId);
    if (!task) return notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
    if (task.status === 'assigned' && task.verification_status === 'needs_review' && task.assignee_id === moderatorId) return forbidden(TASK_MESSAGES.ownWork, 'OWN_WORK');
    return conflict('REVIEW_ALREADY_DECIDED', 'This completion is no longer waiting for review (someone already decided it).');
  }
}
