import type { Knex } from 'knex';
import { TaskCompletionModel, TaskModel, type CompletionRow, type TaskRow } from './models';
import { pending } from './repository';

/** What a moderator's decision writes on the attempt it decides. */
export type AttemptDecision = Partial<Pick<CompletionRow, 'review_outcome' | 'review_reason' | 'reviewed_by' | 'reviewed_at' | 'reward_credited'>>;

/**
 * The moderators' side of the tasks tables: completions held for review (verification
 * 'needs_review') and the decisions on them. Each decision is one conditional UPDATE that only
 * matches while the task waits and is not the moderator's own work. No rules here.
 */
export class TaskReviewRepository {
  constructor(private readonly db: Knex) {}

  /** Tasks whose completion waits for a moderator, longest waiting first. */
  async awaitingReview(limit: number): Promise<TaskRow[]> {
    return TaskModel.query(this.db).where({ status: 'assigned', verification_status: 'needs_review' }).orderBy('updated_at', 'asc').limit(limit);
  }

  /** The attempts waiting for review on these tasks (one per task and person, earlier assignees' included). */
  async waitingAttempts(taskIds: string[]): Promise<CompletionRow[]> {
    return TaskCompletionModel.query(this.db)
      .whereIn('task_id', taskIds)
      .where({ verification_status: 'needs_review' })
      .whereNull('review_outcome')
      .whereNull('superseded_at');
  }

  /** Completes the task waiting for review; undefined when it does not wait (any more) or is the moderator's own. */
  async approve(trx: Knex.Transaction, taskId: string, moderatorId: string, now: Date): Promise<TaskRow | undefined> {
    const [row] = await trx<TaskRow>('tasks')
      .where({ id: taskId, status: 'assigned', verification_status: 'needs_review' })
      .whereNot({ assignee_id: moderatorId })
      .update({ status: 'completed', completed_at: now, verification_status: 'verified', review_outcome: 'approved', review_reason: null, reviewed_at: now, updated_at: now })
      .returning('*');
    return row;
  }

  /**
   * Gives the task back to its person (still assigned, verification 'failed') with the reason; the
   * hold was paused during the review, so it gets its full length again. Undefined as for approve().
   */
  async reject(trx: Knex.Transaction, taskId: string, moderatorId: string, reason: string, now: Date): Promise<TaskRow | undefined> {
    const [row] = await trx<TaskRow>('tasks')
      .where({ id: taskId, status: 'assigned', verification_status: 'needs_review' })
      .whereNot({ assignee_id: moderatorId })
      .update({
        verification_status: 'failed', review_outcome: 'rejected', review_reason: reason, reviewed_at: now, updated_at: now,
        held_until: trx.raw('?::timestamptz + (held_until - accepted_at)', [now]),
      })
      .returning('*');
    return row;
  }

  /** The decision goes on the person's attempt that waits for review (there is one at most); answers its after-photo. */
  async decideWaitingAttempt(trx: Knex.Transaction, taskId: string, userId: string, fields: AttemptDecision): Promise<{ photoId: string | null } | undefined> {
    const [row] = (await pending(trx('task_completions'), taskId, userId).update(fields).returning('photo_id')) as { photo_id: string | null }[];
    return row && { photoId: row.photo_id };
  }

  /** Where a task stands, to tell why a decision's conditional UPDATE found nothing. */
  async decisionState(trx: Knex.Transaction, taskId: string): Promise<Pick<TaskRow, 'status' | 'verification_status' | 'assignee_id'> | undefined> {
    return TaskModel.query(trx).where({ id: taskId }).first().select('status', 'verification_status', 'assignee_id');
  }

  /** The admin overview's counts: tasks on the map, and completions waiting for review. */
  async counts(): Promise<{ open: number; review: number }> {
    const [counts] = await this.db('tasks').select(
      this.db.raw("count(*) filter (where status = 'available')::int as open"),
      this.db.raw("count(*) filter (where status = 'assigned' and verification_status = 'needs_review')::int as review"),
    );
    return counts as { open: number; review: number };
  }
}
