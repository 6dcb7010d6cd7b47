import type { Knex } from 'knex';
import { SEEN_BY_HIGH_PRIORITY } from '../../../shared/constants';
import type { NearbyOpenTask } from '../contract';
import type { ConfirmationRow, TaskRow } from './models';

const near = (alias: string) =>
  `earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(${alias}.latitude, ${alias}.longitude)
   and earth_distance(ll_to_earth(?, ?), ll_to_earth(${alias}.latitude, ${alias}.longitude)) <= ?`;

export interface OpenNearQuery {
  latitude: number;
  longitude: number;
  radiusM: number;
  limit: number;
  /** Leave out this person's own reports. */
  notReportedBy?: string;
}

/**
 * Issue 23, nearby duplicates: open tasks near a new report, people's confirmations of a task
 * (task_confirmations) and the history of a spot (cleanups near a task shortly before it was made).
 */
export class TaskConfirmationsRepository {
  constructor(private readonly db: Knex) {}

  /**
   * Available or assigned tasks within radiusM, nearest first. One branch per status, so each is served
   * by its partial GiST index (tasks_available_earth_idx, tasks_assigned_earth_idx).
   */
  async openNear(q: OpenNearQuery): Promise<NearbyOpenTask[]> {
    const rows = (await this.openNearQuery(q)) as { id: string; photo_id: string | null; distance: number }[];
    return rows.map((r) => ({ taskId: r.id, distanceM: Math.round(Number(r.distance) * 10) / 10, photoId: r.photo_id }));
  }

  /** The query behind openNear (a test EXPLAINs it). */
  openNearQuery(q: OpenNearQuery): Knex.QueryBuilder {
    const args = [q.latitude, q.longitude, q.radiusM, q.latitude, q.longitude, q.radiusM];
    const branch = (status: 'available' | 'assigned') => {
      const b = this.db('tasks as t')
        .where('t.status', status)
        .whereRaw(near('t'), args)
        .select('t.id', 't.photo_id', this.db.raw('earth_distance(ll_to_earth(?, ?), ll_to_earth(t.latitude, t.longitude)) as distance', [q.latitude, q.longitude]));
      if (q.notReportedBy) b.where((w) => w.whereNull('t.reporter_id').orWhereNot('t.reporter_id', q.notReportedBy!));
      return b;
    };
    return this.db
      .select('*')
      .from(branch('available').unionAll(branch('assigned'), true).as('open'))
      .orderBy([{ column: 'distance' }, { column: 'id' }])
      .limit(q.limit);
  }

  /** The task, locked for the rest of the transaction (a confirmation and a completion take turns). */
  async lockTask(trx: Knex.Transaction, taskId: string): Promise<TaskRow | undefined> {
    return (await trx<TaskRow>('tasks').where({ id: taskId }).forUpdate().first()) as TaskRow | undefined;
  }

  async find(taskId: string, userId: string, trx?: Knex.Transaction): Promise<ConfirmationRow | undefined> {
    return (await (trx ?? this.db)<ConfirmationRow>('task_confirmations').where({ task_id: taskId, user_id: userId }).first()) as ConfirmationRow | undefined;
  }

  /** The person's confirmation; undefined when they had confirmed the task already (UNIQUE task and person). */
  async insert(trx: Knex.Transaction, row: Pick<ConfirmationRow, 'task_id' | 'user_id' | 'photo_id'>): Promise<ConfirmationRow | undefined> {
    const [inserted] = await trx<ConfirmationRow>('task_confirmations').insert(row).onConflict(['task_id', 'user_id']).ignore().returning('*');
    return inserted as ConfirmationRow | undefined;
  }

  /** One more person saw the task; from SEEN_BY_HIGH_PRIORITY people on its priority is high. */
  async seenByOneMore(trx: Knex.Transaction, taskId: string, now: Date): Promise<TaskRow> {
    const [row] = await trx<TaskRow>('tasks')
      .where({ id: taskId })
      .update({
        seen_by: trx.raw('seen_by + 1'),
        priority: trx.raw(`case when seen_by + 1 >= ? then 'high' else priority end`, [SEEN_BY_HIGH_PRIORITY]),
        updated_at: now,
      } as never)
      .returning('*');
    return row as TaskRow;
  }

  /** The photo ids people added to the task, oldest first. */
  async photoIds(taskId: string): Promise<string[]> {
    const rows = (await this.db('task_confirmations').where({ task_id: taskId }).whereNotNull('photo_id').orderBy('created_at').select('photo_id')) as { photo_id: string }[];
    return rows.map((r) => r.photo_id);
  }

  /** Cleanups within radiusM of the task completed in the windowDays before it was made, newest first. */
  async cleanedBefore(task: Pick<TaskRow, 'id' | 'latitude' | 'longitude' | 'created_at'>, radiusM: number, windowDays: number, limit = 5): Promise<Date[]> {
    const rows = (await this.db('tasks as c')
      .where('c.status', 'completed')
      .whereNot('c.id', task.id)
      .where('c.completed_at', '<', task.created_at)
      .whereRaw('c.completed_at >= ?::timestamptz - make_interval(days => ?)', [new Date(task.created_at).toISOString(), windowDays])
      .whereRaw(near('c'), [task.latitude, task.longitude, radiusM, task.latitude, task.longitude, radiusM])
      .orderBy('c.completed_at', 'desc')
      .limit(limit)
      .select('c.completed_at')) as { completed_at: Date }[];
    return rows.map((r) => new Date(r.completed_at));
  }

  /** The person's confirmations (data export). */
  async byUser(trx: Knex.Transaction, userId: string): Promise<ConfirmationRow[]> {
    return (await trx<ConfirmationRow>('task_confirmations').where({ user_id: userId }).orderBy('created_at')) as ConfirmationRow[];
  }

  /** Erasure: the confirmations stay (the count of people who saw a spot) without their photos, which the photos module deletes. */
  async unlinkPhotos(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('task_confirmations').where({ user_id: userId }).whereNotNull('photo_id').update({ photo_id: null });
  }
}
