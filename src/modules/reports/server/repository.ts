import type { Knex } from 'knex';
import { ReportModel, type NewReportRow, type ReportRow } from './models';

/** A report id as stored: anything else cannot be one (and PostgreSQL refuses it as a uuid). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The reports table. Whole rows are read through the objection model (models.ts), writes and counts go through knex. */
export class ReportsRepository {
  constructor(private readonly db: Knex) {}

  async insert(row: NewReportRow, trx: Knex.Transaction): Promise<ReportRow> {
    // hazards is jsonb: written as JSON text.
    const [r] = (await trx('reports').insert({ ...row, hazards: JSON.stringify(row.hazards ?? []) }).returning('*')) as ReportRow[];
    return r!;
  }

  async countByUser(userId: string): Promise<number> {
    const [{ n }] = await this.db('reports').where({ user_id: userId }).select(this.db.raw('count(*)::int as n'));
    return n as number;
  }

  /** These reports (ids that are no uuid cannot be one and are left out), in one query. */
  async findMany(ids: readonly string[]): Promise<ReportRow[]> {
    const uuids = [...new Set(ids.filter((id) => UUID.test(id)).map((id) => id.toLowerCase()))];
    if (uuids.length === 0) return [];
    return ReportModel.query(this.db).whereIn('id', uuids);
  }

  /** Erasure (issue 42): none of the person's reports shares an e-mail address with the city any more. */
  async withdrawEmailChoices(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('reports').where({ user_id: userId, share_email_with_city: true }).update({ share_email_with_city: false });
  }

  /** The person's reports, oldest first (their data export). */
  async listByUser(trx: Knex.Transaction, userId: string): Promise<ReportRow[]> {
    return ReportModel.query(trx).where({ user_id: userId }).orderBy('created_at');
  }
}
