import type { Knex } from 'knex';
import type { ConsentAction, ConsentCategoryId, ConsentDecisions, ConsentHistoryEntryDto, ConsentSource } from '../contract';
import { ConsentRecordModel, type ConsentRow } from './models';
import { toEntry } from './presenter';

export interface NewConsentRow {
  userId: string;
  action: ConsentAction;
  decisions: ConsentDecisions;
  withdrawnCategories: ConsentCategoryId[];
  policyVersion: string;
  source: ConsentSource;
  ipTruncated: string | null;
  userAgentHash: string | null;
  createdAt: Date;
}

/** consent_records: insert and read only (the table refuses UPDATE and DELETE); records are read through the objection model. No rules here. */
export class ConsentRepository {
  constructor(private readonly db: Knex) {}

  /** Serialises decisions of one subject (transaction-scoped advisory lock), so each entry builds on the one before. */
  async lockSubject(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx.raw("select pg_advisory_xact_lock(hashtext('consent:' || ?))", [userId]);
  }

  async insert(row: NewConsentRow, trx: Knex | Knex.Transaction = this.db): Promise<ConsentHistoryEntryDto> {
    const [inserted] = await trx<ConsentRow>('consent_records')
      .insert({
        user_id: row.userId,
        action: row.action,
        decisions: JSON.stringify(row.decisions),
        withdrawn_categories: JSON.stringify(row.withdrawnCategories),
        policy_version: row.policyVersion,
        source: row.source,
        ip_truncated: row.ipTruncated,
        user_agent_hash: row.userAgentHash,
        created_at: row.createdAt,
      })
      .returning('*');
    return toEntry(inserted!);
  }

  /** The latest entry of a user, or null. */
  async latest(userId: string, trx: Knex | Knex.Transaction = this.db): Promise<ConsentHistoryEntryDto | null> {
    const row = await ConsentRecordModel.query(trx).where({ user_id: userId }).orderBy('seq', 'desc').first();
    return row ? toEntry(row) : null;
  }

  /** Every entry of a user, oldest first (also the data export's, in its transaction). */
  async history(userId: string, trx: Knex | Knex.Transaction = this.db): Promise<ConsentHistoryEntryDto[]> {
    const rows = await ConsentRecordModel.query(trx).where({ user_id: userId }).orderBy('seq', 'asc');
    return rows.map(toEntry);
  }
}
