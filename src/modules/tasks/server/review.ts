import type { Knex } from 'knex';
import type { EventBus } from '../../../server/events';
import { conflict, forbidden, notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { AuditLog, OverviewCount } from '../../admin/contract';
import { taskCompletionCredit, type GamificationApi } from '../../gamification/contract';
import type { GuestApi } from '../../guest/contract';
import { TaskEvents, type ReviewDecisionResponse, type ReviewItemDto } from '../contract';
import { TASK_MESSAGES } from '../messages';
import { pending, type TaskRow } from './repository';
import { toTaskDto } from './presenter';

export const REVIEW_QUEUE_LIMIT = 100;

interface CompletionRow {
  id: string;
  task_id: string;
  user_id: string;
  photo_id: string | null;
  verification_status: string;
  verifier: 'openai' | 'local' | 'none';
  fallback_reason: string | null;
  analysis: ReviewItemDto['completion'] extends infer C ? (C extends { analysis: infer A } ? A : never) : never;
  created_at: Date;
}

export interface TaskReviewDeps {
  db: Knex;
  rewards: GamificationApi;
  audit: AuditLog;
  guest: GuestApi;
  events: EventBus;
  clock: Clock;
}

/**
 * The moderators' side of completions held for review (needs_review). Approval completes the task
 * with one conditional UPDATE and credits the reward through the ledger in the same transaction, so
 * a second approval (a replay, or a second moderator at the same moment) finds nothing to update and
 * pays nothing. The reward is always the task's own (no amount comes from the request), and nobody
 * decides a completion they made themselves (the UPDATE's condition, so no check can be raced).
 * Each decision writes the audit log in that transaction.
 */
export class TaskReviewService {
  constructor(private readonly d: TaskReviewDeps) {}

  /** The completions waiting for review; `ownWork` marks the viewer's own, which another moderator decides. */
  async queue(viewerId: string): Promise<ReviewItemDto[]> {
    const { db } = this.d;
    const tasks = (await db('tasks').where({ status: 'assigned', verification_status: 'needs_review' }).orderBy('updated_at', 'asc').limit(REVIEW_QUEUE_LIMIT)) as TaskRow[];
    if (tasks.length === 0) return [];
    const ids = tasks.map((t) => t.id);
    // The assignee's attempt waiting for review (one per task and person); earlier assignees' do not count.
    const completions = (await db('task_completions')
      .whereIn('task_id', ids)
      .where({ verification_status: 'needs_review' })
      .whereNull('review_outcome')
      .whereNull('superseded_at')) as CompletionRow[];
    const byTask = new Map(completions.map((c) => [`${c.task_id}/${c.user_id}`, c]));
    const users = new Map((await this.d.guest.getPublicUsers(tasks.map((t) => t.assignee_id!).filter(Boolean))).map((u) => [u.id, u]));
    return tasks.map((t) => {
      const c = byTask.get(`${t.id}/${t.assignee_id}`);
      const u = t.assignee_id ? users.get(t.assignee_id) : undefined;
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
    });
  }

  async approve(taskId: string, moderatorId: string): Promise<ReviewDecisionResponse> {
    const now = this.d.clock.now();
    const { row, credited } = await this.d.db.transaction(async (trx) => {
      const [row] = (await trx('tasks')
        .where({ id: taskId, status: 'assigned', verification_status: 'needs_review' })
        .whereNot({ assignee_id: moderatorId })
        .update({ status: 'completed', completed_at: now, verification_status: 'verified', review_outcome: 'approved', review_reason: null, reviewed_at: now, updated_at: now })
        .returning('*')) as TaskRow[];
      if (!row) throw await this.notPending(trx, taskId, moderatorId);
      const pay = await this.d.rewards.credit({ userId: row.assignee_id!, reason: 'task_completed', reference: taskId, ...taskCompletionCredit(row.reward) }, trx);
      const credited = pay.credited ? row.reward : 0;
      await this.markPending(trx, row, { review_outcome: 'approved', review_reason: null, reviewed_by: moderatorId, reviewed_at: now, reward_credited: credited });
      await this.d.audit.write(
        {
          actorId: moderatorId, action: 'tasks.completion_approved', targetType: 'task', targetId: taskId,
          before: { status: 'assigned', verificationStatus: 'needs_review' }, after: { status: 'completed', verificationStatus: 'verified', credited, userId: row.assignee_id },
        },
        trx,
      );
      return { row, credited };
    });
    await this.d.events.emit(TaskEvents.completed, {
      taskId, userId: row.assignee_id!, reward: row.reward, wasteType: row.waste_type,
      hazardous: row.waste_type === 'hazardous' || !!row.ai_analysis?.hazardous, outcome: 'approved', completedAt: now.toISOString(),
      reportId: row.report_id, reporterId: row.reporter_id,
    });
    return { task: toTaskDto(row), reward: credited };
  }

  /** The task goes back to its person (still assigned, verification 'failed') with the reason they see. */
  async reject(taskId: string, moderatorId: string, reason: string): Promise<ReviewDecisionResponse> {
    const now = this.d.clock.now();
    const row = await this.d.db.transaction(async (trx) => {
      const [row] = (await trx('tasks')
        .where({ id: taskId, status: 'assigned', verification_status: 'needs_review' })
        .whereNot({ assignee_id: moderatorId })
        // The hold was paused during the review; the person gets its full length again to try once more.
        .update({
          verification_status: 'failed', review_outcome: 'rejected', review_reason: reason, reviewed_at: now, updated_at: now,
          held_until: trx.raw('?::timestamptz + (held_until - accepted_at)', [now]),
        })
        .returning('*')) as TaskRow[];
      if (!row) throw await this.notPending(trx, taskId, moderatorId);
      await this.markPending(trx, row, { review_outcome: 'rejected', review_reason: reason, reviewed_by: moderatorId, reviewed_at: now });
      await this.d.audit.write(
        {
          actorId: moderatorId, action: 'tasks.completion_rejected', targetType: 'task', targetId: taskId, reason,
          before: { verificationStatus: 'needs_review' }, after: { verificationStatus: 'failed', userId: row.assignee_id },
        },
        trx,
      );
      return row;
    });
    return { task: toTaskDto(row), reward: 0 };
  }

  async overview(): Promise<OverviewCount[]> {
    const [counts] = await this.d.db('tasks').select(
      this.d.db.raw("count(*) filter (where status = 'available')::int as open"),
      this.d.db.raw("count(*) filter (where status = 'assigned' and verification_status = 'needs_review')::int as review"),
    );
    const { open, review } = counts as { open: number; review: number };
    return [
      { key: 'tasks.open', labelKey: 'tasks:admin.openTasks', count: open },
      { key: 'tasks.needsReview', labelKey: 'tasks:admin.awaitingReview', count: review, view: 'tasks/review' },
    ];
  }

  /** The decision goes on the assignee's attempt that waits for review (there is one at most). */
  private async markPending(trx: Knex.Transaction, task: TaskRow, fields: Record<string, unknown>): Promise<void> {
    if (task.assignee_id) await pending(trx('task_completions'), task.id, task.assignee_id).update(fields);
  }

  /** Why the decision's conditional UPDATE found nothing: no such task, the moderator's own work, or decided already. */
  private async notPending(trx: Knex.Transaction, taskId: string, moderatorId: string) {
    const task = (await trx('tasks').where({ id: taskId }).first('status', 'verification_status', 'assignee_id')) as Pick<TaskRow, 'status' | 'verification_status' | 'assignee_id'> | undefined;
    if (!task) return notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
    if (task.status === 'assigned' && task.verification_status === 'needs_review' && task.assignee_id === moderatorId) return forbidden(TASK_MESSAGES.ownWork, 'OWN_WORK');
    return conflict('REVIEW_ALREADY_DECIDED', 'This completion is no longer waiting for review (someone already decided it).');
  }
}
