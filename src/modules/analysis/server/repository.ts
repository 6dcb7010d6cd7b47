import type { Knex } from 'knex';
import type { Db } from '../../../server/db';
import { AnalysisModel, type AnalysisResult, type AnalysisRow } from './models';

const TABLE = 'analyses';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** analyses: knex for writes and the conditional take, the model for whole rows. No rules here. */
export class AnalysisRepository {
  constructor(private readonly db: Db) {}

  async insert(row: { userId: string; photoSha256: string; result: AnalysisResult; createdAt: Date }): Promise<AnalysisRow> {
    const [r] = (await this.db(TABLE)
      .insert({ user_id: row.userId, photo_sha256: row.photoSha256, result: JSON.stringify(row.result), created_at: row.createdAt })
      .returning('*')) as AnalysisRow[];
    return r!;
  }

  /** One conditional UPDATE: the person's unused analysis of this photo made after `notBefore`, now used; undefined otherwise. */
  async take(trx: Knex.Transaction, of: { id: string; userId: string; photoSha256: string }, notBefore: Date, now: Date): Promise<AnalysisRow | undefined> {
    if (!UUID.test(of.id)) return undefined;
    const [r] = (await trx(TABLE)
      .where({ id: of.id.toLowerCase(), user_id: of.userId, photo_sha256: of.photoSha256 })
      .whereNull('used_at')
      .where('created_at', '>', notBefore)
      .update({ used_at: now })
      .returning('*')) as AnalysisRow[];
    return r;
  }

  /** Deletes analyses made before `before`; returns how many. */
  async sweep(before: Date): Promise<number> {
    return await this.db(TABLE).where('created_at', '<', before).del();
  }

  async listForExport(trx: Knex.Transaction, userId: string): Promise<AnalysisRow[]> {
    return await AnalysisModel.query(trx).where({ user_id: userId }).orderBy('created_at');
  }

  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx(TABLE).where({ user_id: userId }).del();
  }
}
