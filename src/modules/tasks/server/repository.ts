import type { PhotoUse } from '../../photos/contract';
import type { Knex } from 'knex';
import type { AvailableTasksQuery, NewTaskFromReport, OpenTaskFilter, OpenTaskRecord, ReportedTaskRecord, ReportedTasksQuery, TaskStatus } from '../contract';
import { TaskCompletionModel, TaskModel, type CompletionRow, type NewCompletionRow, type TaskRow } from './models';
import { forVolunteers } from './volunteers';

const COLUMNS = [
  'id', 'report_id', 'status', 'verification_status', 'reward', 'accepted_at', 'latitude', 'longitude', 'waste_type', 'priority',
  'image_url', 'thumbnail_url', 'description', 'location', 'estimated_effort', 'ai_analysis', 'seen_by', 'position_source', 'created_at',
  'size', 'hazards', 'for_volunteers',
];

export const DEFAULT_LIST_LIMIT = 500;

/** The advisory lock (two int4 keys) the version trigger holds while its transaction runs (migration 20261124210000_tasks_version_lock). */
export const VERSION_LOCK = [1952543595, 1986359923] as const;

export interface TasksVersion {
  /** Moves on every change to the tasks table. */
  value: string;
  /** Every change the value counts was committed when it was read (TasksRepository.version). */
  settled: boolean;
}

/** What pending() needs of a query: a knex builder or an objection one. */
interface Filterable<Q> {
  where(columns: Record<string, unknown>): Q;
  whereNull(column: string): Q;
}

/** Narrows a task_completions query to the person's attempt waiting for a moderator. */
export function pending<Q extends Filterable<Q>>(q: Q, taskId: string, userId: string): Q {
  return q.where({ task_id: taskId, user_id: userId, verification_status: 'needs_review' }).whereNull('review_outcome').whereNull('superseded_at');
}

/** The columns of a task in the person's data export. */
const EXPORT_COLUMNS = [
  'id', 'report_id', 'status', 'verification_status', 'reward', 'reporter_id', 'assignee_id', 'accepted_at', 'completed_at',
  'latitude', 'longitude', 'waste_type', 'priority', 'image_url', 'description', 'location', 'estimated_effort', 'created_at',
] as const;

export type TaskExportRow = Pick<TaskRow, (typeof EXPORT_COLUMNS)[number]>;

/**
 * The tasks table and its completion attempts (task_completions): the people's side and their data
 * rights. Who holds what is in holds-repository.ts, the moderators' side in review-repository.ts.
 * Whole rows are read through the objection models (models.ts); writes, counts and the available
 * list (a hot path, a partial row) through knex. No rules here.
 */
export class TasksRepository {
  constructor(private readonly db: Knex) {}

  async insert(input: NewTaskFromReport, trx?: Knex.Transaction): Promise<TaskRow> {
    // Untyped: ai_analysis is written as JSON text.
    const [row] = await (trx ?? this.db)('tasks')
      .insert({
        report_id: input.reportId,
        photo_id: input.photoId,
        reporter_id: input.reporterId,
        status: 'available',
        reward: input.reward,
        latitude: input.latitude,
        longitude: input.longitude,
        waste_type: input.wasteType,
        priority: input.priority,
        image_url: input.imageUrl,
        thumbnail_url: input.thumbnailUrl,
        description: input.description,
        location: input.location,
        estimated_effort: input.estimatedEffort,
        ai_analysis: input.aiAnalysis ? JSON.stringify(input.aiAnalysis) : null,
        position_source: input.positionSource ?? null,
        size: input.size ?? null,
        hazards: JSON.stringify(input.hazards ?? []),
        for_volunteers: forVolunteers(input.hazards ?? [], input.aiAnalysis),
      })
      .returning('*');
    return row as TaskRow;
  }

  /** Tasks whose report photo or a completion after-photo is one of these photos. */
  async photoUses(photoIds: string[]): Promise<PhotoUse[]> {
    if (photoIds.length === 0) return [];
    const reports = (await this.db('tasks').whereIn('photo_id', photoIds).select('photo_id', 'id', 'report_id', 'location', 'description')) as Array<{
      photo_id: string; id: string; report_id: string | null; location: string | null; description: string;
    }>;
    const completions = (await this.db('task_completions as c')
      .join('tasks as t', 't.id', 'c.task_id')
      .whereIn('c.photo_id', photoIds)
      .select('c.photo_id', 't.id', 't.report_id', 't.location', 't.description')) as typeof reports;
    return [
      ...reports.map((r) => ({ photoId: r.photo_id, kind: 'report' as const, taskId: r.id, reportId: r.report_id, location: r.location, description: r.description })),
      ...completions.map((r) => ({ photoId: r.photo_id, kind: 'completion' as const, taskId: r.id, reportId: r.report_id, location: r.location, description: r.description })),
    ];
  }

  async find(id: string, trx?: Knex.Transaction): Promise<TaskRow | undefined> {
    return TaskModel.query(trx ?? this.db).where({ id }).first();
  }

  /** Tasks a person accepted: active first, then completed, newest first. */
  async listByAssignee(userId: string, statuses: TaskStatus[]): Promise<TaskRow[]> {
    return TaskModel.query(this.db)
      .where({ assignee_id: userId })
      .whereIn('status', statuses)
      .orderByRaw("case when status = 'assigned' then 0 else 1 end")
      .orderBy('updated_at', 'desc')
      .limit(DEFAULT_LIST_LIMIT);
  }

  async listByReporter(userId: string): Promise<TaskRow[]> {
    return TaskModel.query(this.db).where({ reporter_id: userId }).orderBy('created_at', 'desc').limit(DEFAULT_LIST_LIMIT);
  }

  /** Completes an assigned task of this user; undefined when someone (or a replay) got there first. */
  async complete(trx: Knex.Transaction, id: string, userId: string, now: Date): Promise<TaskRow | undefined> {
    const [row] = await trx<TaskRow>('tasks')
      .where({ id, status: 'assigned', assignee_id: userId })
      .update({ status: 'completed', completed_at: now, verification_status: 'verified', review_outcome: null, review_reason: null, updated_at: now })
      .returning('*');
    return row;
  }

  async setVerification(trx: Knex.Transaction, id: string, userId: string, status: 'needs_review' | 'failed', now: Date): Promise<TaskRow | undefined> {
    const [row] = await trx<TaskRow>('tasks')
      .where({ id, status: 'assigned', assignee_id: userId })
      .update({ verification_status: status, review_outcome: null, review_reason: null, updated_at: now })
      .returning('*');
    return row;
  }

  /**
   * Locks the task while it is assigned to this user (undefined otherwise). Every completion attempt
   * takes this lock first, and the moderator's decision updates the same row, so attempts on one task
   * run one after the other and always take their locks in the same order.
   */
  async lockAssigned(trx: Knex.Transaction, id: string, userId: string): Promise<TaskRow | undefined> {
    return TaskModel.query(trx).where({ id, status: 'assigned', assignee_id: userId }).forUpdate().first();
  }

  /** The person's attempt on this task that waits for a moderator (the migration's unique index allows one). */
  async pendingCompletion(trx: Knex.Transaction, taskId: string, userId: string): Promise<CompletionRow | undefined> {
    return pending(TaskCompletionModel.query(trx), taskId, userId).first();
  }

  /** A new attempt replaces the one waiting: the moderator decides the latest. */
  async supersedePending(trx: Knex.Transaction, taskId: string, userId: string, now: Date): Promise<void> {
    await pending(trx('task_completions'), taskId, userId).update({ superseded_at: now });
  }

  /** Returns the new row's id. */
  async insertCompletion(trx: Knex.Transaction, c: NewCompletionRow): Promise<string> {
    const [row] = (await trx('task_completions').insert({ ...c, analysis: JSON.stringify(c.analysis) }).returning('id')) as { id: string }[];
    return row!.id;
  }

  /** The person's data: tasks they reported, tasks they accepted, and their completion attempts (export order: oldest first). */
  async personalData(trx: Knex.Transaction, userId: string): Promise<{ reported: TaskExportRow[]; accepted: TaskExportRow[]; completions: CompletionRow[] }> {
    const reported = await TaskModel.query(trx).where({ reporter_id: userId }).orderBy('created_at').select(EXPORT_COLUMNS);
    const accepted = await TaskModel.query(trx).where({ assignee_id: userId }).orderBy('created_at').select(EXPORT_COLUMNS);
    const completions = await TaskCompletionModel.query(trx).where({ user_id: userId }).orderBy('created_at');
    return { reported, accepted, completions };
  }

  /** Issue 42: an available task completed because the city cleared it (no assignee: nobody is paid). */
  async closeByCity(trx: Knex.Transaction, taskId: string, now: Date): Promise<{ location: string | null } | undefined> {
    const [row] = (await trx('tasks').where({ id: taskId, status: 'available' }).update({ status: 'completed', completed_at: now, updated_at: now }).returning(['location'])) as { location: string | null }[];
    return row;
  }

  /** Erasure: the person's attempts keep no link to their after-photo (the photos module deletes it). */
  async unlinkCompletionPhotos(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('task_completions').where({ user_id: userId }).whereNotNull('photo_id').update({ photo_id: null });
  }

  /**
   * The tasks table's version (a sequence the trigger moves on every statement that changes tasks,
   * when the statement runs, before its commit) and whether it is settled. The trigger takes the
   * shared VERSION_LOCK before it moves the sequence and holds it until its transaction ends, so when
   * no transaction holds the lock after the value was read, every change the value counts is
   * committed and a list read from now on shows them all.
   */
  async version(conn: Knex = this.db): Promise<TasksVersion> {
    // A new sequence reads last_value 1 before and after its first nextval: is_called tells them apart.
    const { rows } = await conn.raw('select (case when is_called then last_value else 0 end)::text as v from tasks_version_seq');
    // Only after the value: checked in the same statement, a writer could move it between the two reads.
    const held = await conn.raw(
      `select exists (select 1 from pg_locks where locktype = 'advisory' and classid = ? and objid = ? and objsubid = 2
        and database = (select oid from pg_database where datname = current_database())) as held`,
      [...VERSION_LOCK],
    );
    return { value: rows[0].v as string, settled: !held.rows[0].held };
  }

  /**
   * A page of the open data exports: by id after `afterId` (the primary key's index walks the table
   * once however many pages there are), only public columns, days computed in UTC by the database.
   */
  async openRecords(filter: OpenTaskFilter, afterId: string | null, limit: number): Promise<OpenTaskRecord[]> {
    const q = this.db('tasks')
      .select(
        'id', 'report_id', 'status', 'waste_type', 'priority', 'latitude', 'longitude', 'photo_id',
        this.db.raw(`to_char(created_at at time zone 'UTC', 'YYYY-MM-DD') as reported_on`),
        this.db.raw(`case when status = 'completed' then to_char(completed_at at time zone 'UTC', 'YYYY-MM-DD') end as cleaned_on`),
      )
      .orderBy('id')
      .limit(limit);
    if (afterId !== null) q.where('id', '>', afterId);
    if (filter.statuses) q.whereIn('status', filter.statuses);
    if (filter.reportedFrom) q.where('created_at', '>=', filter.reportedFrom);
    if (filter.reportedBefore) q.where('created_at', '<', filter.reportedBefore);
    const box = filter.box;
    if (box) {
      q.whereBetween('latitude', [box.minLat, box.maxLat]);
      if (box.minLon <= box.maxLon) q.whereBetween('longitude', [box.minLon, box.maxLon]);
      else q.where((w) => w.where('longitude', '>=', box.minLon).orWhere('longitude', '<=', box.maxLon));
    }
    const rows = (await q) as Array<{
      id: string; report_id: string | null; status: TaskStatus; waste_type: OpenTaskRecord['wasteType']; priority: OpenTaskRecord['priority'];
      latitude: number; longitude: number; photo_id: string | null; reported_on: string; cleaned_on: string | null;
    }>;
    return rows.map((r) => ({
      id: r.id, reportId: r.report_id, status: r.status, wasteType: r.waste_type, priority: r.priority,
      latitude: r.latitude, longitude: r.longitude, photoId: r.photo_id, reportedOn: r.reported_on, cleanedOn: r.cleaned_on,
    }));
  }

  /**
   * Tasks made from reports, newest first (GeoReport v2's GET requests, the open311 module): only the
   * task's state, nothing of a person. Reads the created_at index of reported tasks (migration
   * 20261129101311_tasks_reported_index) and the report_id index for look-ups by report.
   */
  async reportedTasks(q: ReportedTasksQuery): Promise<ReportedTaskRecord[]> {
    const query = this.db<TaskRow>('tasks')
      .select('id', 'report_id', 'status', 'verification_status', 'waste_type', 'created_at', 'updated_at', 'accepted_at', 'completed_at', 'for_volunteers')
      .whereNotNull('report_id')
      .orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }])
      .limit(q.limit);
    if (q.reportIds) query.whereIn('report_id', q.reportIds);
    if (q.wasteTypes) query.whereIn('waste_type', q.wasteTypes);
    if (q.statuses) query.whereIn('status', q.statuses);
    if (q.reportedFrom) query.where('created_at', '>=', q.reportedFrom);
    if (q.reportedTo) query.where('created_at', '<=', q.reportedTo);
    const rows = (await query) as Pick<TaskRow, 'id' | 'report_id' | 'status' | 'verification_status' | 'waste_type' | 'created_at' | 'updated_at' | 'accepted_at' | 'completed_at' | 'for_volunteers'>[];
    const iso = (d: Date | string) => new Date(d).toISOString();
    return rows.map((r) => ({
      taskId: r.id,
      reportId: r.report_id!,
      status: r.status,
      verificationStatus: r.verification_status,
      wasteType: r.waste_type,
      reportedAt: iso(r.created_at),
      // The latest of the task's moments (the database's clock writes created_at, the app's the others).
      updatedAt: iso(new Date(Math.max(...[r.created_at, r.updated_at, r.accepted_at, r.completed_at].flatMap((d) => (d ? [new Date(d).getTime()] : []))))),
      completedAt: r.status === 'completed' && r.completed_at ? iso(r.completed_at) : null,
      forVolunteers: r.for_volunteers !== false,
    }));
  }

  async countCompleted(since: Date, box?: { minLat: number; minLon: number; maxLat: number; maxLon: number }): Promise<number> {
    const q = this.db('tasks').where('status', 'completed').where('completed_at', '>=', since);
    if (box) q.whereBetween('latitude', [box.minLat, box.maxLat]).whereBetween('longitude', [box.minLon, box.maxLon]);
    const [{ n }] = await q.select(this.db.raw('count(*)::int as n'));
    return n as number;
  }

  /**
   * Available tasks: near a point (GiST earth index), in a box (b-tree), or newest first. knex, not
   * the model: the hottest read (the polled map list) takes only the columns the list shows.
   */
  async listAvailable(q: AvailableTasksQuery): Promise<TaskRow[]> {
    return (await this.availableQuery(q)) as TaskRow[];
  }

  /** The query behind listAvailable (a test EXPLAINs it). */
  availableQuery(q: AvailableTasksQuery): Knex.QueryBuilder {
    const limit = q.limit ?? DEFAULT_LIST_LIMIT;
    const query = this.db('tasks').select(COLUMNS).where('status', 'available').limit(limit);
    if (q.lat !== undefined && q.lon !== undefined) {
      const radiusM = (q.radiusKm ?? 1) * 1000;
      query
        .whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)', [q.lat, q.lon, radiusM])
        .whereRaw('earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?', [q.lat, q.lon, radiusM])
        .orderByRaw('earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude))', [q.lat, q.lon]);
    } else if (q.minLat !== undefined) {
      query.whereBetween('latitude', [q.minLat, q.maxLat!]).whereBetween('longitude', [q.minLon!, q.maxLon!]).orderBy('created_at', 'desc');
    } else {
      query.orderBy('created_at', 'desc');
    }
    return query;
  }
}
