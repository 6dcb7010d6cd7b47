import type { Knex } from 'knex';
import { isCircle, type GeoArea, type Period } from '../../../shared/geo-area';
import type { AreaCounts, CleanupPhotos, CleanupPhotosCursor, VerifiedCleanup, WasteType } from '../contract';

/** One re-report and a cleanup it followed (hotspots.ts groups them into places). */
export interface ReReportEdge {
  reportTaskId: string;
  reportedAt: Date;
  reportLat: number;
  reportLon: number;
  cleanedTaskId: string;
  cleanedAt: Date;
  cleanedLat: number;
  cleanedLon: number;
}

export interface ReReportsQuery {
  area?: GeoArea;
  period: Period;
  radiusM: number;
  windowDays: number;
}

/** At most this many re-report pairs are read for one hotspot answer (the newest). */
export const MAX_REREPORT_EDGES = 20_000;

/**
 * Narrows a tasks query to an area: a circle by great-circle distance (the earth box first, so the GiST
 * index on completed tasks or the created_at index can serve it), a box by the coordinates.
 */
function inArea(q: Knex.QueryBuilder, area: GeoArea, alias = 'tasks'): Knex.QueryBuilder {
  const lat = `${alias}.latitude`;
  const lon = `${alias}.longitude`;
  if (isCircle(area)) {
    const radiusM = area.radiusKm * 1000;
    return q
      .whereRaw(`earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(${lat}, ${lon})`, [area.lat, area.lon, radiusM])
      .whereRaw(`earth_distance(ll_to_earth(?, ?), ll_to_earth(${lat}, ${lon})) <= ?`, [area.lat, area.lon, radiusM]);
  }
  q.whereBetween(lat, [area.minLat, area.maxLat]);
  // minLon > maxLon: a box across the antimeridian (RFC 7946, 5.2).
  if (area.minLon <= area.maxLon) return q.whereBetween(lon, [area.minLon, area.maxLon]);
  return q.where((w) => w.where(lon, '>=', area.minLon).orWhere(lon, '<=', area.maxLon));
}

const iso = (d: Date | string) => new Date(d).toISOString();

/**
 * The tasks table by area and period, for the partner impact page and the open data's hotspots
 * (the impact module asks through TasksApi): counts, cleanups with their photos, re-reports. Reads only.
 */
export class TaskAreaRepository {
  constructor(private readonly db: Knex) {}

  async counts(area: GeoArea, period: Period): Promise<AreaCounts> {
    const reports = inArea(this.db('tasks').where('created_at', '>=', period.since).where('created_at', '<', period.until), area);
    const cleanups = inArea(this.db('tasks').where('status', 'completed').where('completed_at', '>=', period.since).where('completed_at', '<', period.until), area);
    const [[r], [c]] = (await Promise.all([reports.select(this.db.raw('count(*)::int as n')), cleanups.select(this.db.raw('count(*)::int as n'))])) as [{ n: number }[], { n: number }[]];
    return { reports: r!.n, cleanups: c!.n };
  }

  /**
   * Completed tasks with a report photo whose completing attempt (the assignee's verified or approved
   * one) has an after-photo, newest first, after the cursor.
   */
  async cleanupPhotos(area: GeoArea, period: Period, limit: number, after?: CleanupPhotosCursor): Promise<CleanupPhotos[]> {
    const q = this.db('tasks as t')
      .joinRaw(
        `join lateral (
          select c.photo_id from task_completions c
          where c.task_id = t.id and c.user_id = t.assignee_id and c.photo_id is not null
            and (c.verification_status = 'verified' or c.review_outcome = 'approved')
          order by c.created_at desc limit 1
        ) a on true`,
      )
      .where('t.status', 'completed')
      .whereNotNull('t.photo_id')
      .where('t.completed_at', '>=', period.since)
      .where('t.completed_at', '<', period.until)
      .select('t.id', 't.photo_id as before_id', 'a.photo_id as after_id', 't.waste_type', 't.created_at', 't.completed_at')
      .orderBy([{ column: 't.completed_at', order: 'desc' }, { column: 't.id', order: 'desc' }])
      .limit(limit);
    inArea(q, area, 't');
    if (after) q.whereRaw('(t.completed_at, t.id) < (?::timestamptz, ?::uuid)', [after.completedAt, after.taskId]);
    const rows = (await q) as { id: string; before_id: string; after_id: string; waste_type: WasteType; created_at: Date; completed_at: Date }[];
    return rows.map((r) => ({ taskId: r.id, wasteType: r.waste_type, reportedAt: iso(r.created_at), completedAt: iso(r.completed_at), beforePhotoId: r.before_id, afterPhotoId: r.after_id }));
  }

  /**
   * Completed tasks and the attempt that completed them (the assignee's newest verified or approved
   * one), by task id after `afterTaskId`: the brand audit counts only those attempts' tags.
   */
  async verifiedCleanups(area: GeoArea, period: Period, limit: number, afterTaskId?: string): Promise<VerifiedCleanup[]> {
    const q = this.db('tasks as t')
      .joinRaw(
        `join lateral (
          select c.id from task_completions c
          where c.task_id = t.id and c.user_id = t.assignee_id
            and (c.verification_status = 'verified' or c.review_outcome = 'approved')
          order by c.created_at desc limit 1
        ) a on true`,
      )
      .where('t.status', 'completed')
      .where('t.completed_at', '>=', period.since)
      .where('t.completed_at', '<', period.until)
      .select('t.id', 'a.id as completion_id')
      .orderBy('t.id')
      .limit(limit);
    inArea(q, area, 't');
    if (afterTaskId) q.where('t.id', '>', afterTaskId);
    const rows = (await q) as { id: string; completion_id: string }[];
    return rows.map((r) => ({ taskId: r.id, completionId: r.completion_id }));
  }

  /**
   * Each report made in the period (in the area) within `radiusM` of a task completed in the `windowDays`
   * before it, with that cleanup; newest reports first, at most MAX_REREPORT_EDGES pairs. The partial
   * GiST index on completed tasks' positions finds the cleanups near each report.
   */
  async reReports(q: ReReportsQuery): Promise<ReReportEdge[]> {
    const rows = (await this.reReportsQuery(q)) as { r_id: string; r_at: Date; r_lat: number; r_lon: number; c_id: string; c_at: Date; c_lat: number; c_lon: number }[];
    return rows.map((r) => ({
      reportTaskId: r.r_id, reportedAt: new Date(r.r_at), reportLat: r.r_lat, reportLon: r.r_lon,
      cleanedTaskId: r.c_id, cleanedAt: new Date(r.c_at), cleanedLat: r.c_lat, cleanedLon: r.c_lon,
    }));
  }

  /** The query behind reReports (a test EXPLAINs it). */
  reReportsQuery(q: ReReportsQuery): Knex.QueryBuilder {
    const query = this.db('tasks as r')
      .joinRaw(
        `join tasks c on c.status = 'completed' and c.id <> r.id
          and c.completed_at < r.created_at and c.completed_at >= r.created_at - make_interval(days => ?)
          and earth_box(ll_to_earth(r.latitude, r.longitude), ?) @> ll_to_earth(c.latitude, c.longitude)
          and earth_distance(ll_to_earth(r.latitude, r.longitude), ll_to_earth(c.latitude, c.longitude)) <= ?`,
        [q.windowDays, q.radiusM, q.radiusM],
      )
      .where('r.created_at', '>=', q.period.since)
      .where('r.created_at', '<', q.period.until)
      .select('r.id as r_id', 'r.created_at as r_at', 'r.latitude as r_lat', 'r.longitude as r_lon', 'c.id as c_id', 'c.completed_at as c_at', 'c.latitude as c_lat', 'c.longitude as c_lon')
      .orderBy([{ column: 'r.created_at', order: 'desc' }, { column: 'r.id', order: 'desc' }])
      .limit(MAX_REREPORT_EDGES);
    if (q.area) inArea(query, q.area, 'r');
    return query;
  }
}
