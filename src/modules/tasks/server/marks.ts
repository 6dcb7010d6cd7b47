import type { ChangeFeed } from '../../../server/change-feed';
import { conflict, notFound } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import type { AuditLog } from '../../admin/contract';
import { MARK_MESSAGES, raisedPriority, type MarkDecisionResponse, type MarkKind, type MarkResponse, type MarkReviewItemDto, type TaskMarksDto } from '../marks';
import { TASK_MESSAGES } from '../messages';
import type { TaskMarksRepository } from './marks-repository';
import { toTaskDto } from './presenter';
import { TASKS_TOPIC } from './service';

export const MARK_QUEUE_LIMIT = 100;

/** The UTC day of a moment, 'YYYY-MM-DD': one mark of each kind per person, task and day. */
export const utcDay = (d: Date): string => d.toISOString().slice(0, 10);

export interface TaskMarksDeps {
  repo: TaskMarksRepository;
  clock: Clock;
  uow: UnitOfWork;
  changes: ChangeFeed;
}

/**
 * Issue 23: anyone (with a session, guests too, as for reporting) says of a task 'still there',
 * 'more than before' or 'already cleaned'. One mark of each kind per person, task and UTC day; a
 * repeat answers the existing one. The first 'more than before' of each person raises the task's
 * priority one step (low, medium, high): more litter is more urgent, and a person cannot push it
 * further by repeating it on other days. 'Already cleaned' waits for a moderator (decide()).
 */
export class TaskMarksService {
  constructor(private readonly d: TaskMarksDeps) {}

  async mark(taskId: string, userId: string, kind: MarkKind): Promise<MarkResponse> {
    const now = this.d.clock.now();
    const day = utcDay(now);
    const { repo } = this.d;
    return this.d.uow.run(async (unit, trx) => {
      const task = await repo.lockTask(trx, taskId);
      if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
      if (task.status === 'completed') throw conflict('MARK_TASK_CLOSED', MARK_MESSAGES.closed);
      if (task.status === 'assigned' && task.assignee_id === userId) throw conflict('MARK_OWN_TASK', MARK_MESSAGES.assignee);
      const { mark, created } = await repo.markOnce(trx, { task_id: taskId, user_id: userId, kind, day, review_status: kind === 'already_cleaned' ? 'pending' : null, created_at: now });
      let priority = task.priority;
      if (created && kind === 'more_than_before' && priority !== 'high' && (await repo.countOf(trx, taskId, userId, kind)) === 1) {
        priority = raisedPriority(priority);
        await repo.setPriority(trx, taskId, priority, now);
        // The map's cached lists show the new priority once this commits, in every process.
        await this.d.changes.notify(TASKS_TOPIC, unit);
      }
      const marks = (await repo.summaries([taskId], { userId, day }, trx)).get(taskId)!;
      return { mark: { kind, createdAt: new Date(mark.created_at).toISOString() }, repeated: !created, priority, marks };
    });
  }

  /** What people said about a task (GET /api/tasks/{id}/marks); `viewerId` adds the kinds they marked today. */
  async summary(taskId: string, viewerId: string | undefined): Promise<TaskMarksDto> {
    if (!(await this.d.repo.taskExists(taskId))) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
    const viewer = viewerId ? { userId: viewerId, day: utcDay(this.d.clock.now()) } : null;
    return (await this.d.repo.summaries([taskId], viewer)).get(taskId)!;
  }

  /** The moderators' queue: tasks with waiting 'already cleaned' marks, the longest waiting first. */
  async queue(): Promise<MarkReviewItemDto[]> {
    const pending = await this.d.repo.pendingCleaned(MARK_QUEUE_LIMIT);
    const ids = pending.map((p) => p.task_id);
    const tasks = new Map((await this.d.repo.tasks(ids)).map((t) => [t.id, t]));
    const summaries = await this.d.repo.summaries(ids, null);
    return pending.flatMap((p) => {
      const task = tasks.get(p.task_id);
      if (!task) return [];
      return [
        {
          task: toTaskDto(task),
          marks: summaries.get(p.task_id)!,
          cleaned: { people: p.people, firstAt: new Date(p.first_at).toISOString(), lastAt: new Date(p.last_at).toISOString() },
          held: task.status === 'assigned',
        },
      ];
    });
  }

  /**
   * A moderator's decision on a task's 'already cleaned' marks, audited in the same transaction:
   * 'closed' completes the task as cleaned (nobody completed it, so nobody is paid and no
   * tasks.completed event is published); 'dismissed' leaves it open. A held task cannot be closed
   * (its person may be on the way): dismiss, or decide once they finish or give it back.
   */
  async decide(taskId: string, moderatorId: string, outcome: 'closed' | 'dismissed', audit: AuditLog): Promise<MarkDecisionResponse> {
    const now = this.d.clock.now();
    const { repo } = this.d;
    return this.d.uow.run(async (unit, trx) => {
      const task = await repo.lockTask(trx, taskId);
      if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
      if (outcome === 'closed' && task.status === 'assigned') throw conflict('MARK_TASK_HELD', MARK_MESSAGES.held);
      const settled = await repo.decide(trx, taskId, outcome, moderatorId, now);
      if (settled === 0) throw conflict('MARKS_ALREADY_DECIDED', MARK_MESSAGES.decided);
      let row = task;
      // A task completed meanwhile (by its person) stays as it is; the marks are settled with it.
      if (outcome === 'closed' && task.status === 'available') {
        row = (await repo.closeAsCleaned(trx, taskId, now))!;
        await this.d.changes.notify(TASKS_TOPIC, unit);
      }
      await audit.write(
        {
          actorId: moderatorId, action: outcome === 'closed' ? 'tasks.closed_as_cleaned' : 'tasks.cleaned_marks_dismissed', targetType: 'task', targetId: taskId,
          before: { status: task.status }, after: { status: row.status, marks: settled, credited: 0 },
        },
        unit,
      );
      return { task: toTaskDto(row), outcome, marks: settled };
    });
  }
}
