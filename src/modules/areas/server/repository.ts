import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import { AREA_RADIUS_MAX_M, type NewAreaInput } from '../contract';
import { AreaSubscriptionModel, type AreaAlertSentRow, type AreaSubscriptionRow } from './models';

const TABLE = 'area_subscriptions';
const SENT = 'area_alerts_sent';

/** An area whose circle holds a point, with the distance of its centre from it. */
export interface MatchingArea {
  id: string;
  user_id: string;
  name: string;
  distance_m: number;
}

/**
 * areas: the people's circles, the "which circles hold this point" probe and the alerts given. No
 * rules here; the caller passes its transaction.
 */
export class AreasRepository {
  constructor(private readonly db: Db) {}

  async list(userId: string): Promise<AreaSubscriptionRow[]> {
    return await AreaSubscriptionModel.query(this.db).where({ user_id: userId }).orderBy([{ column: 'created_at' }, { column: 'id' }]);
  }

  /**
   * Adds the area unless the person already has `limit`: the person's advisory lock (held to the end of
   * the transaction) makes concurrent adds of one person wait, so the count and the insert decide
   * together. Answers null when the limit was reached.
   */
  async insertWithinLimit(trx: Knex.Transaction, userId: string, input: NewAreaInput, limit: number, now: Date): Promise<AreaSubscriptionRow | null> {
    await trx.raw("select pg_advisory_xact_lock(hashtextextended('cleanquest:areas:' || ?::text, 0))", [userId]);
    const row = (await trx(TABLE).where({ user_id: userId }).select(trx.raw('count(*)::int as n')).first()) as { n: number } | undefined;
    if ((row?.n ?? 0) >= limit) return null;
    const [inserted] = (await trx(TABLE)
      .insert({ user_id: userId, name: input.name, latitude: input.latitude, longitude: input.longitude, radius_m: input.radiusM, created_at: now })
      .returning('*')) as AreaSubscriptionRow[];
    return inserted!;
  }

  /** Deletes the person's own area; false when there is none with this id of theirs. */
  async deleteOwn(trx: Knex.Transaction, userId: string, id: string): Promise<boolean> {
    const deleted = await trx(TABLE).where({ id, user_id: userId }).del().returning('id');
    return deleted.length > 0;
  }

  /**
   * Every area whose circle holds the point, nearest centre first. The box of the largest radius
   * around the point is answered by the GiST index on ll_to_earth(latitude, longitude); the exact
   * distance then keeps the circles that reach it.
   */
  async containing(trx: Knex.Transaction, latitude: number, longitude: number): Promise<MatchingArea[]> {
    return (await trx(TABLE)
      .whereRaw('earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)', [latitude, longitude, AREA_RADIUS_MAX_M])
      .whereRaw('earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= radius_m', [latitude, longitude])
      .select('id', 'user_id', 'name', trx.raw('earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) as distance_m', [latitude, longitude]))
      .orderBy([{ column: 'distance_m' }, { column: 'id' }])) as MatchingArea[];
  }

  /** claimAlert for many people in one INSERT: the people whose claim this was (the first, however often the event arrives). */
  async claimAlerts(trx: Knex.Transaction, rows: Omit<AreaAlertSentRow, 'created_at'>[], now: Date): Promise<Set<string>> {
    if (rows.length === 0) return new Set();
    const inserted = (await trx(SENT)
      .insert(rows.map((row) => ({ ...row, created_at: now })))
      .onConflict(['user_id', 'kind', 'ref'])
      .ignore()
      .returning('user_id')) as { user_id: string }[];
    return new Set(inserted.map((r) => r.user_id));
  }

  /** Claims the alert (person, kind, reference): true only for the first claim, however often the event arrives. */
  async claimAlert(trx: Knex.Transaction, row: Omit<AreaAlertSentRow, 'created_at'>, now: Date): Promise<boolean> {
    const inserted = await trx(SENT)
      .insert({ ...row, created_at: now })
      .onConflict(['user_id', 'kind', 'ref'])
      .ignore()
      .returning('user_id');
    return inserted.length > 0;
  }

  async listForExport(trx: Knex.Transaction, userId: string): Promise<{ areas: AreaSubscriptionRow[]; alerts: AreaAlertSentRow[] }> {
    const areas = await AreaSubscriptionModel.query(trx).where({ user_id: userId }).orderBy('created_at');
    const alerts = (await trx(SENT).where({ user_id: userId }).orderBy('created_at')) as AreaAlertSentRow[];
    return { areas, alerts };
  }

  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(TABLE).where({ user_id: userId }).del();
    await trx(SENT).where({ user_id: userId }).del();
  }
}
