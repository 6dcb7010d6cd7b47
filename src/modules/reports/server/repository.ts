import type { Knex } from 'knex';

export interface ReportRow {
  id: string;
  user_id: string;
  photo_id: string;
  latitude: number;
  longitude: number;
  position_source: 'gps' | 'default';
  location: string | null;
  waste_type: string;
  priority: string;
  estimated_effort: number;
  reward: number;
  description: string;
  image_url: string;
  thumbnail_url: string;
  created_at: Date;
}

export type NewReportRow = Omit<ReportRow, 'id' | 'created_at'>;

/** The reports table. knex only. */
export class ReportsRepository {
  constructor(private readonly db: Knex) {}

  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(row: NewReportRow, trx: Knex.Transaction): Promise<ReportRow> {
    const [r] = await trx('reports').insert(row).returning('*');
    return r as ReportRow;
  }

  async countByUser(userId: string): Promise<number> {
    const [{ n }] = await this.db('reports').where({ user_id: userId }).select(this.db.raw('count(*)::int as n'));
    return n as number;
  }
}
