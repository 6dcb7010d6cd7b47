import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import type { LineString, OpenSurveyFilter, SurveyChartBucket, SurveyChartRow, SurveyChartScope, SurveyCount, SurveyKind, SurveyStatus } from '../contract';

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

/** A row of surveys (jsonb columns parsed). */
export interface SurveyRow {
  id: string;
  user_id: string | null;
  kind: SurveyKind;
  started_at: Date;
  ended_at: Date;
  length_m: number | null;
  area_m2: number | null;
  people: number;
  counts: SurveyCount[];
  total: number;
  route: LineString;
  public_route: LineString | null;
  centre_lat: number;
  centre_lon: number;
  min_lat: number;
  min_lon: number;
  max_lat: number;
  max_lon: number;
  event_id: string | null;
  team_id: string | null;
  status: SurveyStatus;
  confirmed_by: string | null;
  confirmed_at: Date | null;
  created_at: Date;
}

export type NewSurveyRow = Omit<SurveyRow, 'id' | 'status' | 'confirmed_by' | 'confirmed_at'>;

const parse = <T>(v: unknown): T => (typeof v === 'string' ? (JSON.parse(v) as T) : (v as T));
const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

/** Rows as the driver gives them: numbers from double columns, jsonb parsed on both backends. */
function fromDb(r: Record<string, unknown>): SurveyRow {
  return {
    ...(r as unknown as SurveyRow),
    length_m: num(r.length_m),
    area_m2: num(r.area_m2),
    centre_lat: Number(r.centre_lat),
    centre_lon: Number(r.centre_lon),
    min_lat: Number(r.min_lat),
    min_lon: Number(r.min_lon),
    max_lat: Number(r.max_lat),
    max_lon: Number(r.max_lon),
    counts: parse<SurveyCount[]>(r.counts),
    route: parse<LineString>(r.route),
    public_route: r.public_route === null ? null : parse<LineString>(r.public_route),
    started_at: new Date(r.started_at as string),
    ended_at: new Date(r.ended_at as string),
    created_at: new Date(r.created_at as string),
    confirmed_at: r.confirmed_at ? new Date(r.confirmed_at as string) : null,
  };
}

/** Confirmed surveys in a box (a box with minLon above maxLon crosses the antimeridian) and period. */
function filtered(q: Knex.QueryBuilder, f: OpenSurveyFilter): Knex.QueryBuilder {
  q.where('status', 'confirmed');
  const b = f.box;
  if (b) {
    q.where('max_lat', '>=', b.minLat).andWhere('min_lat', '<=', b.maxLat);
    if (b.minLon <= b.maxLon) q.andWhere('max_lon', '>=', b.minLon).andWhere('min_lon', '<=', b.maxLon);
    else q.andWhere((w) => w.where('max_lon', '>=', b.minLon).orWhere('min_lon', '<=', b.maxLon));
  }
  if (f.startedFrom) q.andWhere('started_at', '>=', f.startedFrom);
  if (f.startedBefore) q.andWhere('started_at', '<', f.startedBefore);
  return q;
}

/** date_trunc's unit for each chart bucket (a fixed list: inlined into the SQL, never input text). */
const BUCKET_UNITS: Record<SurveyChartBucket, string> = { week: 'week', month: 'month', year: 'year' };

/** The surveys module's table. No rules here. */
export class SurveysRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  async insert(trx: Knex.Transaction, row: NewSurveyRow): Promise<SurveyRow> {
    const [created] = (await trx('surveys')
      .insert({ ...row, counts: JSON.stringify(row.counts), route: JSON.stringify(row.route), public_route: row.public_route ? JSON.stringify(row.public_route) : null })
      .returning('*')) as Record<string, unknown>[];
    return fromDb(created!);
  }

  async find(r: Reader, id: string): Promise<SurveyRow | undefined> {
    const row = (await r('surveys').where({ id }).first()) as Record<string, unknown> | undefined;
    return row ? fromDb(row) : undefined;
  }

  /**
   * Marks a pending survey confirmed, once: one conditional UPDATE, so of concurrent confirmations
   * exactly one gets the row back (the others get undefined and pay nothing).
   */
  async confirm(trx: Knex.Transaction, id: string, by: string, now: Date): Promise<SurveyRow | undefined> {
    const [row] = (await trx('surveys').where({ id, status: 'pending' }).update({ status: 'confirmed', confirmed_by: by, confirmed_at: now }).returning('*')) as Record<string, unknown>[];
    return row ? fromDb(row) : undefined;
  }

  /** Confirmed surveys, newest start first, at most `limit`. */
  async listConfirmed(r: Reader, f: OpenSurveyFilter, limit: number): Promise<SurveyRow[]> {
    const rows = (await filtered(r('surveys').select('*'), f).orderBy([{ column: 'started_at', order: 'desc' }, { column: 'id', order: 'asc' }]).limit(limit)) as Record<string, unknown>[];
    return rows.map(fromDb);
  }

  /** Confirmed surveys in id order after `afterId` (the exports' pages). */
  async openPage(r: Reader, f: OpenSurveyFilter, afterId: string | null, limit: number): Promise<SurveyRow[]> {
    const q = filtered(r('surveys').select('*'), f);
    if (afterId) q.andWhere('id', '>', afterId);
    return ((await q.orderBy('id').limit(limit)) as Record<string, unknown>[]).map(fromDb);
  }

  /**
   * Issue 40: surveys per bucket of their start (UTC): a person's own (any status), or the confirmed
   * ones whose public middle lies within the circle; only buckets with surveys, oldest first.
   */
  async chartRows(r: Reader, scope: SurveyChartScope, period: { from: Date; to: Date }, bucket: SurveyChartBucket): Promise<SurveyChartRow[]> {
    const unit = BUCKET_UNITS[bucket];
    const q = r('surveys')
      .where('started_at', '>=', period.from)
      .where('started_at', '<', period.to)
      .select(
        r.raw(`to_char(date_trunc('${unit}', started_at at time zone 'UTC'), 'YYYY-MM-DD') as start`),
        r.raw('count(*)::int as surveys'),
        r.raw("(count(*) filter (where kind = 'transect'))::int as transects"),
        r.raw('(count(*) filter (where total = 0))::int as empty'),
        r.raw("(count(*) filter (where status = 'pending'))::int as pending"),
        r.raw("coalesce(sum(total) filter (where kind = 'transect'), 0)::bigint as transect_pieces"),
        r.raw("coalesce(sum(length_m) filter (where kind = 'transect'), 0)::float8 as transect_metres"),
      )
      .groupByRaw('1')
      .orderByRaw('1');
    if ('userId' in scope) q.where({ user_id: scope.userId });
    else {
      const radiusM = scope.radiusKm * 1000;
      q.where('status', 'confirmed')
        .whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(centre_lat, centre_lon)', [scope.latitude, scope.longitude, radiusM])
        .whereRaw('earth_distance(ll_to_earth(?, ?), ll_to_earth(centre_lat, centre_lon)) <= ?', [scope.latitude, scope.longitude, radiusM]);
    }
    const rows = (await q) as Record<string, unknown>[];
    return rows.map((x) => ({
      start: String(x.start),
      surveys: Number(x.surveys),
      transects: Number(x.transects),
      empty: Number(x.empty),
      pending: Number(x.pending),
      transectPieces: Number(x.transect_pieces),
      transectMetres: Number(x.transect_metres),
    }));
  }

  /** A person's surveys (their data export). */
  async ofUser(r: Reader, userId: string): Promise<SurveyRow[]> {
    return ((await r('surveys').where({ user_id: userId }).orderBy('created_at')) as Record<string, unknown>[]).map(fromDb);
  }

  /** An erased person: their surveys stay as monitoring data without them, the unconfirmed ones go. */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('surveys').where({ user_id: userId, status: 'pending' }).delete();
    await trx('surveys').where({ user_id: userId }).update({ user_id: null });
    await trx('surveys').where({ confirmed_by: userId }).update({ confirmed_by: null });
  }
}
