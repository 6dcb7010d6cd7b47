import type { Knex } from 'knex';
import { MARK_KINDS, type MarkKind, type TaskMarksDto } from '../marks';
import { TaskModel, type TaskRow } from './models';

/** A row of task_marks (issue 23). */
export interface MarkRow {
  id: string;
  task_id: string;
  user_id: string;
  kind: MarkKind;
  /** The UTC day of the mark: one of each kind per person, task and day. */
  day: string;
  review_status: 'pending' | 'closed' | 'dismissed' | null;
  decided_by: string | null;
  decided_at: Date | null;
  created_at: Date;
}

/** The waiting 'already cleaned' marks of one task. */
export interface PendingCleaned {
  task_id: string;
  people: number;
  first_at: Date;
  last_at: Date;
}

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/**
 * task_marks: people's marks on tasks, and the moderators' decisions on the 'already cleaned' ones.
 * Writes run in the caller's transaction; no rules here.
 */
export class TaskMarksRepository {
  constructor(private readonly db: Knex) {}

  /** The task, locked for the rest of the transaction (a mark and a decision on it do not cross). */
  async lockTask(trx: Knex.Transaction, taskId: string): Promise<TaskRow | undefined> {
    return TaskModel.query(trx).where({ id: taskId }).forUpdate().first();
  }

  async taskExists(taskId: string): Promise<boolean> {
    return (await this.db('tasks').where({ id: taskId }).first('id')) !== undefined;
  }

  /** Inserts the mark unless the person made one of this kind on this task that day; answers the mark and whether it is new. */
  async markOnce(trx: Knex.Transaction, row: Pick<MarkRow, 'task_id' | 'user_id' | 'kind' | 'day' | 'review_status'> & { created_at: Date }): Promise<{ mark: MarkRow; created: boolean }> {
    const [inserted] = (await trx('task_marks').insert(row).onConflict(['task_id', 'user_id', 'kind', 'day']).ignore().returning('*')) as MarkRow[];
    if (inserted) return { mark: inserted, created: true };
    const existing = (await trx('task_marks').where({ task_id: row.task_id, user_id: row.user_id, kind: row.kind, day: row.day }).first()) as MarkRow;
    return { mark: existing, created: false };
  }

  /** How many marks of this kind the person has on the task (all days). */
  async countOf(trx: Knex.Transaction, taskId: string, userId: string, kind: MarkKind): Promise<number> {
    const [{ n }] = (await trx('task_marks').where({ task_id: taskId, user_id: userId, kind }).select(trx.raw('count(*)::int as n'))) as { n: number }[];
    return n!;
  }

  async setPriority(trx: Knex.Transaction, taskId: string, priority: TaskRow['priority'], now: Date): Promise<void> {
    await trx('tasks').where({ id: taskId }).update({ priority, updated_at: now });
  }

  /** The marks of these tasks, by task: distinct people per kind, the latest 'still there', a waiting 'already cleaned'. */
  async summaries(taskIds: string[], viewer: { userId: string; day: string } | null, q: Knex = this.db): Promise<Map<string, TaskMarksDto>> {
    const out = new Map<string, TaskMarksDto>();
    for (const id of taskIds) out.set(id, { taskId: id, counts: { still_there: 0, more_than_before: 0, already_cleaned: 0 }, lastStillThereAt: null, cleanedPending: false, mineToday: [] });
    if (taskIds.length === 0) return out;
    const rows = (await q('task_marks')
      .whereIn('task_id', taskIds)
      .groupBy('task_id', 'kind')
      .select(
        'task_id',
        'kind',
        q.raw('count(distinct user_id)::int as people'),
        q.raw('max(created_at) as last_at'),
        q.raw("bool_or(review_status = 'pending') as pending"),
      )) as { task_id: string; kind: MarkKind; people: number; last_at: Date; pending: boolean | null }[];
    for (const r of rows) {
      const s = out.get(r.task_id)!;
      s.counts[r.kind] = r.people;
      if (r.kind === 'still_there') s.lastStillThereAt = iso(r.last_at);
      if (r.kind === 'already_cleaned') s.cleanedPending = r.pending === true;
    }
    if (viewer) {
      const mine = (await q('task_marks').whereIn('task_id', taskIds).where({ user_id: viewer.userId, day: viewer.day }).select('task_id', 'kind')) as Pick<MarkRow, 'task_id' | 'kind'>[];
      for (const m of mine) out.get(m.task_id)!.mineToday.push(m.kind);
      for (const s of out.values()) s.mineToday.sort((a, b) => MARK_KINDS.indexOf(a) - MARK_KINDS.indexOf(b));
    }
    return out;
  }

  /** Tasks with waiting 'already cleaned' marks, the longest waiting first. */
  async pendingCleaned(limit: number): Promise<PendingCleaned[]> {
    return (await this.db('task_marks')
      .where({ review_status: 'pending' })
      .groupBy('task_id')
      .select('task_id', this.db.raw('count(distinct user_id)::int as people'), this.db.raw('min(created_at) as first_at'), this.db.raw('max(created_at) as last_at'))
      .orderBy('first_at', 'asc')
      .limit(limit)) as PendingCleaned[];
  }

  async tasks(ids: string[]): Promise<TaskRow[]> {
    return ids.length === 0 ? [] : TaskModel.query(this.db).whereIn('id', ids);
  }

  /** Settles the task's waiting 'already cleaned' marks; answers how many. */
  async decide(trx: Knex.Transaction, taskId: string, outcome: 'closed' | 'dismissed', moderatorId: string, now: Date): Promise<number> {
    const rows = await trx('task_marks').where({ task_id: taskId, review_status: 'pending' }).update({ review_status: outcome, decided_by: moderatorId, decided_at: now }).returning('id');
    return rows.length;
  }

  /** Closes an available task as cleaned: completed, without anyone who completed it (nobody is paid). */
  async closeAsCleaned(trx: Knex.Transaction, taskId: string, now: Date): Promise<TaskRow | undefined> {
    const [row] = await trx<TaskRow>('tasks')
      .where({ id: taskId, status: 'available' })
      .update({ status: 'completed', completed_at: now, updated_at: now })
      .returning('*');
    return row;
  }

  /* Data rights. */

  async personalData(trx: Knex.Transaction, userId: string): Promise<MarkRow[]> {
    return (await trx('task_marks').where({ user_id: userId }).orderBy('created_at')) as MarkRow[];
  }

  /** Erasure: the person's marks go; decisions they made as a moderator stay, without their id. */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('task_marks').where({ user_id: userId }).delete();
    await trx('task_marks').where({ decided_by: userId }).update({ decided_by: null });
  }
}
