import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import type { RiskFlag, SubmissionStatus } from '../contract';

/** A row of action_submissions (owned by this module). */
export interface SubmissionRow {
  id: string;
  seq: string;
  user_id: string;
  task_type: string;
  task_subtype: string | null;
  title: string;
  title_key: string;
  description: string | null;
  quantity: number;
  unit: string;
  base_quantity: number;
  base_unit: string;
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  location_accuracy: number | null;
  evidence_urls: string[];
  submission_timestamp: Date;
  actual_timestamp: Date | null;
  status: SubmissionStatus;
  estimated_impact_kg: number;
  risk_score: number;
  flags: RiskFlag[];
  potential_xp: number;
  potential_coins: number;
  actual_xp: number | null;
  actual_coins: number | null;
  reviewed_at: Date | null;
  reviewed_by?: string | null;
  review_reason?: string | null;
  created_at: Date;
}

export type NewSubmissionRow = Omit<SubmissionRow, 'id' | 'seq' | 'reviewed_at' | 'reviewed_by' | 'review_reason' | 'created_at'> & { created_at: Date };

/** Anything that can run a query: the pool or a transaction. */
export type Reader = Knex | Knex.Transaction;

const TABLE = 'action_submissions';

export class ActionsRepository {
  constructor(private readonly db: Db) {}

  get reader(): Reader {
    return this.db;
  }

  transaction<T>(fn: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(fn);
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
    const [inserted] = await trx(TABLE)
      .insert({ ...row, evidence_urls: JSON.stringify(row.evidence_urls), flags: JSON.stringify(row.flags) })
      .returning('*');
    return inserted as SubmissionRow;
  }

  async listByUser(userId: string, limit: number): Promise<SubmissionRow[]> {
    return (await this.db(TABLE).where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'seq', order: 'desc' }]).limit(limit)) as SubmissionRow[];
  }
}
