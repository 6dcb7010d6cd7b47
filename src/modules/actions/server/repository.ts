import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import { SubmissionModel, type NewSubmissionRow, type SubmissionRow } from './models';

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

const TABLE = 'action_submissions';

/**
 * action_submissions: people's submissions, the risk look-ups, the moderators' decisions (each one
 * conditional UPDATE from 'pending') and the people's data rights. Whole rows are read through the
 * objection model (models.ts); writes and counts go through knex. No rules here.
 */
export class ActionsRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  /** Serialises one user's submissions (the risk look-ups then see every earlier one). */
  async lockUser(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`actions:${userId}`]);
  }

  async countSince(r: Reader, userId: string, since: Date): Promise<number> {
    const row = await r(TABLE).where({ user_id: userId }).andWhere('created_at', '>=', since).select(r.raw('count(*)::int as n')).first();
    return (row as { n: number } | undefined)?.n ?? 0;
  }

  async hasTitleSince(r: Reader, userId: string, titleKey: string, since: Date): Promise<boolean> {
    const row = await r(TABLE).where({ user_id: userId, title_key: titleKey }).andWhere('created_at', '>=', since).select('id').first();
    return !!row;
  }

  /** The user's latest submission that has coordinates. */
  async latestLocated(r: Reader, userId: string): Promise<{ latitude: number; longitude: number; at: Date } | null> {
    const row = (await r(TABLE)
      .where({ user_id: userId })
      .whereNotNull('latitude')
      .whereNotNull('longitude')
      .orderBy('created_at', 'desc')
      .select('latitude', 'longitude', 'actual_timestamp', 'submission_timestamp')
      .first()) as Pick<SubmissionRow, 'latitude' | 'longitude' | 'actual_timestamp' | 'submission_timestamp'> | undefined;
    if (!row || row.latitude === null || row.longitude === null) return null;
    return { latitude: row.latitude, longitude: row.longitude, at: new Date(row.actual_timestamp ?? row.submission_timestamp) };
  }

  async insert(trx: Knex.Transaction, row: NewSubmissionRow): Promise<SubmissionRow> {
    // Untyped: the JSON columns are written as text.
    const [inserted] = await trx(TABLE)
      .insert({ ...row, evidence_urls: JSON.stringify(row.evidence_urls), flags: JSON.stringify(row.flags) })
      .returning('*');
    return inserted as SubmissionRow;
  }

  async listByUser(userId: string, limit: number): Promise<SubmissionRow[]> {
    return SubmissionModel.query(this.db).where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }]).limit(limit);
  }

  /** The submissions waiting for a moderator, oldest first. */
  async listPending(limit: number): Promise<SubmissionRow[]> {
    return SubmissionModel.query(this.db).where({ status: 'pending' }).orderBy('created_at', 'asc').limit(limit);
  }

  async countPending(): Promise<number> {
    const [{ n }] = (await this.db(TABLE).where({ status: 'pending' }).select(this.db.raw('count(*)::int as n'))) as { n: number }[];
    return n;
  }

  async find(trx: Knex.Transaction, id: string): Promise<SubmissionRow | undefined> {
    return SubmissionModel.query(trx).where({ id }).first();
  }

  /** Whose submission this is (undefined when there is no such submission). */
  async ownerOf(trx: Knex.Transaction, id: string): Promise<Pick<SubmissionRow, 'user_id'> | undefined> {
    return SubmissionModel.query(trx).where({ id }).first().select('user_id');
  }

  /** Approves a pending submission with these amounts; undefined when it is no longer pending. */
  async approve(trx: Knex.Transaction, id: string, d: { xp: number; coins: number; reviewerId: string; now: Date }): Promise<SubmissionRow | undefined> {
    const [row] = await trx<SubmissionRow>(TABLE)
      .where({ id, status: 'pending' })
      .update({ status: 'approved', actual_xp: d.xp, actual_coins: d.coins, reviewed_at: d.now, reviewed_by: d.reviewerId, review_reason: null })
      .returning('*');
    return row;
  }

  /** Rejects a pending submission of someone else; undefined when it is not pending or is the reviewer's own. */
  async reject(trx: Knex.Transaction, id: string, d: { reason: string; reviewerId: string; now: Date }): Promise<SubmissionRow | undefined> {
    const [row] = await trx<SubmissionRow>(TABLE)
      .where({ id, status: 'pending' })
      .whereNot({ user_id: d.reviewerId })
      .update({ status: 'rejected', reviewed_at: d.now, reviewed_by: d.reviewerId, review_reason: d.reason })
      .returning('*');
    return row;
  }

  /**
   * Approved submissions that happened in the period: count and kg CO2e of those within the circle
   * (earth distance, the earth box first), and the count of those without coordinates.
   */
  async approvedImpactInArea(area: { lat: number; lon: number; radiusKm: number }, since: Date, until: Date): Promise<{ actions: number; kg: number; without: number }> {
    const radiusM = area.radiusKm * 1000;
    const [row] = (await this.db(TABLE)
      .where({ status: 'approved' })
      .whereRaw('coalesce(actual_timestamp, submission_timestamp) >= ?', [since])
      .whereRaw('coalesce(actual_timestamp, submission_timestamp) < ?', [until])
      .select(
        this.db.raw(
          `count(*) filter (where latitude is not null and longitude is not null
              and earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)
              and earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?)::int as actions`,
          [area.lat, area.lon, radiusM, area.lat, area.lon, radiusM],
        ),
        this.db.raw(
          `coalesce(sum(estimated_impact_kg) filter (where latitude is not null and longitude is not null
              and earth_box(ll_to_earth(?, ?), ?) @> ll_to_earth(latitude, longitude)
              and earth_distance(ll_to_earth(?, ?), ll_to_earth(latitude, longitude)) <= ?), 0)::float8 as kg`,
          [area.lat, area.lon, radiusM, area.lat, area.lon, radiusM],
        ),
        this.db.raw('count(*) filter (where latitude is null or longitude is null)::int as without'),
      )) as { actions: number; kg: number; without: number }[];
    return { actions: row!.actions, kg: Number(row!.kg), without: row!.without };
  }

  /** Every submission of the person, in the order they were made (their data export). */
  async listForExport(trx: Knex.Transaction, userId: string): Promise<SubmissionRow[]> {
    return SubmissionModel.query(trx).where({ user_id: userId }).orderBy('seq');
  }

  /**
   * Erasure: pending submissions go; decided ones keep their numbers but lose everything the person
   * typed or where they were.
   */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(TABLE).where({ user_id: userId, status: 'pending' }).delete();
    await trx(TABLE).where({ user_id: userId }).update({
      title: '',
      title_key: '',
      description: null,
      location: null,
      latitude: null,
      longitude: null,
      location_accuracy: null,
      evidence_urls: JSON.stringify([]),
    });
  }
}
