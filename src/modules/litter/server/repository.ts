import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import type { LitterBucket, LitterChartScope } from '../contract';
import { LitterTagModel, type LitterTagRow, type NewLitterTagRow } from './models';

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

const TABLE = 'litter_tags';

/** date_trunc's unit for each chart bucket (a fixed list: inlined into the SQL). */
const BUCKET_UNITS: Record<LitterBucket, string> = { week: 'week', month: 'month', year: 'year' };

/** A circle and a period of area totals. */
export interface AreaQuery {
  latitude: number;
  longitude: number;
  radiusKm: number;
  from?: Date;
  to?: Date;
}

/**
 * The tags that count for each task: those of its newest completion attempt with tags when there is
 * one, else its report's (`distinct on` picks the source; the join takes that source's rows). `where`
 * narrows the rows first (the tasks of a page, an area).
 */
function countedTags(r: Reader, where: (q: Knex.QueryBuilder) => Knex.QueryBuilder): Knex.QueryBuilder {
  const rows = where(r(TABLE).select('task_id', 'completion_id', 'category', 'item', 'brand', 'count', 'created_at'));
  return r
    .with('rows', rows)
    .with(
      'src',
      r.raw('select distinct on (task_id) task_id, completion_id from rows order by task_id, (completion_id is not null) desc, created_at desc, completion_id'),
    )
    .from('rows')
    .join('src', (j) => j.on('rows.task_id', 'src.task_id').andOn(r.raw('rows.completion_id is not distinct from src.completion_id')));
}

/** litter: tags written in the caller's transaction, the reads of tags by task, person and area, data rights. No rules here. */
export class LitterRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  async insert(trx: Knex.Transaction, rows: NewLitterTagRow[]): Promise<void> {
    if (rows.length > 0) await trx(TABLE).insert(rows);
  }

  /** Every tag of a task, oldest first. */
  async forTask(r: Reader, taskId: string): Promise<LitterTagRow[]> {
    return await LitterTagModel.query(r).where({ task_id: taskId }).orderBy('seq');
  }

  /** The counted tags' items and brands of these tasks, summed per task, item and brand. */
  async countsForTasks(r: Reader, taskIds: readonly string[]): Promise<{ task_id: string; item: string; brand: string | null; count: number }[]> {
    if (taskIds.length === 0) return [];
    return (await countedTags(r, (q) => q.whereRaw('task_id = any(?::uuid[])', [[...taskIds]]))
      .select('rows.task_id', 'rows.item', 'rows.brand', r.raw('sum(rows.count)::int as count'))
      .groupBy('rows.task_id', 'rows.item', 'rows.brand')) as { task_id: string; item: string; brand: string | null; count: number }[];
  }

  /** The sum of the counted tags of one task. */
  async itemCount(r: Reader, taskId: string): Promise<number> {
    const row = (await countedTags(r, (q) => q.where({ task_id: taskId }))
      .select(r.raw('coalesce(sum(rows.count), 0)::int as n'))
      .first()) as { n: number } | undefined;
    return row?.n ?? 0;
  }

  private inArea(a: AreaQuery) {
    return (q: Knex.QueryBuilder) => {
      const radiusM = a.radiusKm * 1000;
      q.whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)', [a.latitude, a.longitude, radiusM]).whereRaw(
        'earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?',
        [a.latitude, a.longitude, radiusM],
      );
      if (a.from) q.where('created_at', '>=', a.from);
      if (a.to) q.where('created_at', '<', a.to);
      return q;
    };
  }

  /** Issue 40: a chart's rows: within the circle, or the person's own, tagged in [from, to). */
  private chartRows(scope: LitterChartScope, period: { from: Date; to: Date }) {
    if ('userId' in scope) return (q: Knex.QueryBuilder) => q.where({ user_id: scope.userId }).where('created_at', '>=', period.from).where('created_at', '<', period.to);
    return this.inArea({ ...scope, from: period.from, to: period.to });
  }

  /** Items of the counted tags per bucket (its first UTC day, `YYYY-MM-DD`), only buckets with tags, oldest first. */
  async series(r: Reader, scope: LitterChartScope, period: { from: Date; to: Date }, bucket: LitterBucket): Promise<{ start: string; count: number }[]> {
    // The unit comes from the fixed list, never from input text: date_trunc's first argument is inlined
    // so that the select and its GROUP BY 1 are one expression.
    const unit = BUCKET_UNITS[bucket];
    return (await countedTags(r, this.chartRows(scope, period))
      .select(r.raw(`to_char(date_trunc('${unit}', rows.created_at at time zone 'UTC'), 'YYYY-MM-DD') as start`), r.raw('sum(rows.count)::int as count'))
      .groupByRaw('1')
      .orderByRaw('1')) as { start: string; count: number }[];
  }

  /** Items of the counted tags per category, most first. */
  async categoryTotals(r: Reader, scope: LitterChartScope, period: { from: Date; to: Date }): Promise<{ category: string; count: number }[]> {
    return (await countedTags(r, this.chartRows(scope, period))
      .select('rows.category', r.raw('sum(rows.count)::int as count'))
      .groupBy('rows.category')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'rows.category' }])) as { category: string; count: number }[];
  }

  /** The most counted brands of the counted tags, most first. */
  async chartBrands(r: Reader, scope: LitterChartScope, period: { from: Date; to: Date }, limit: number): Promise<{ brand: string; count: number }[]> {
    return (await countedTags(r, this.chartRows(scope, period))
      .whereNotNull('rows.brand')
      .select('rows.brand', r.raw('sum(rows.count)::int as count'))
      .groupBy('rows.brand')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'rows.brand' }])
      .limit(limit)) as { brand: string; count: number }[];
  }

  /** Item totals of the counted tags in an area, most first. */
  async itemTotals(r: Reader, a: AreaQuery, limit: number): Promise<{ category: string; item: string; count: number }[]> {
    return (await countedTags(r, this.inArea(a))
      .select('rows.category', 'rows.item', r.raw('sum(rows.count)::int as count'))
      .groupBy('rows.category', 'rows.item')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'rows.item' }])
      .limit(limit)) as { category: string; item: string; count: number }[];
  }

  /** Brand totals of the counted tags in an area, most first. */
  async brandTotals(r: Reader, a: AreaQuery, limit: number): Promise<{ brand: string; count: number }[]> {
    return (await countedTags(r, this.inArea(a))
      .whereNotNull('rows.brand')
      .select('rows.brand', r.raw('sum(rows.count)::int as count'))
      .groupBy('rows.brand')
      .orderBy([{ column: 'count', order: 'desc' }, { column: 'rows.brand' }])
      .limit(limit)) as { brand: string; count: number }[];
  }

  /** Issue 40: the tags of these completion attempts summed per brand, category, item and material (as tagged). */
  async completionTotals(r: Reader, completionIds: readonly string[]): Promise<{ brand: string | null; category: string; item: string; material: string | null; count: number }[]> {
    if (completionIds.length === 0) return [];
    return (await r(TABLE)
      .whereRaw('completion_id = any(?::uuid[])', [[...completionIds]])
      .select('brand', 'category', 'item', 'material', r.raw('sum(count)::int as count'))
      .groupBy('brand', 'category', 'item', 'material')) as { brand: string | null; category: string; item: string; material: string | null; count: number }[];
  }

  /** How often each item was tagged (rows), by everyone or by one person, most first. */
  async usage(r: Reader, userId: string | null, limit?: number): Promise<{ item: string; n: number }[]> {
    const q = r(TABLE).select('item', r.raw('count(*)::int as n')).groupBy('item').orderBy([{ column: 'n', order: 'desc' }, { column: 'item' }]);
    if (userId) q.where({ user_id: userId });
    if (limit) q.limit(limit);
    return (await q) as { item: string; n: number }[];
  }

  async listForExport(trx: Knex.Transaction, userId: string): Promise<LitterTagRow[]> {
    return await LitterTagModel.query(trx).where({ user_id: userId }).orderBy('seq');
  }

  /** Erasure: the person's tags stay as anonymous open data. */
  async anonymise(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(TABLE).where({ user_id: userId }).update({ user_id: null });
  }
}
