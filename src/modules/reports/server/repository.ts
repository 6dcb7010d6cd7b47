import type { Knex } from 'knex';
import { ReportModel, type NewReportRow, type ReportRow } from './models';

/** The reports table. Whole rows are read through the objection model (models.ts), writes and counts go through knex. */
export class ReportsRepository {
  constructor(private readonly db: Knex) {}

  async insert(row: NewReportRow, trx: Knex.Transaction): Promise<ReportRow> {
    const [r] = await trx<ReportRow>('reports').insert(row).returning('*');
    return r!;
  }

  async countByUser(userId: string): Promise<number> {
    const [{ n }] = await this.db('reports').where({ user_id: userId }).select(this.db.raw('count(*)::int as n'));
    return n as number;
  }

  /** The person's reports, oldest first (their data export). */
  async listByUser(trx: Knex.Transaction, userId: string): Promise<ReportRow[]> {
    return ReportModel.query(trx).where({ user_id: userId }).orderBy('created_at');
  }
}
