import type { Knex } from 'knex';
import type { ConsentAction, ConsentCategoryId, ConsentDecisions, ConsentHistoryEntryDto, ConsentSource } from '../contract';

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

export interface ConsentRow {
  id: string;
  user_id: string;
  action: ConsentAction;
  decisions: ConsentDecisions | string;
  withdrawn_categories: ConsentCategoryId[] | string;
  policy_version: string;
  source: ConsentSource;
  ip_truncated: string | null;
  user_agent_hash: string | null;
  created_at: Date | string;
}

const json = <T>(v: T | string): T => (typeof v === 'string' ? (JSON.parse(v) as T) : v);

export function toEntry(r: ConsentRow): ConsentHistoryEntryDto {
  const timestamp = new Date(r.created_at).toISOString();
  return {
    consentId: r.id,
    timestamp,
    consentVersion: r.policy_version,
    ipAddress: r.ip_truncated,
    userAgentHash: r.user_agent_hash,
    source: r.source,
    action: r.action,
    withdrawalDate: r.action === 'withdraw' ? timestamp : null,
    withdrawnCategories: json(r.withdrawn_categories),
    granularConsents: json(r.decisions),
  };
}

/** consent_records: insert and read only (the table refuses UPDATE and DELETE). knex only; no rules here. */
export class ConsentRepository {
  constructor(private readonly db: Knex) {}

  transaction<T>(work: (trx: Knex.Transaction) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  /** Serialises decisions of one subject (transaction-scoped advisory lock), so each entry builds on the one before. */
  async lockSubject(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx.raw("select pg_advisory_xact_lock(hashtext('consent:' || ?))", [userId]);
  }

  async insert(row: NewConsentRow, trx: Knex | Knex.Transaction = this.db): Promise<ConsentHistoryEntryDto> {
    const [inserted] = await trx('consent_records')
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
    return toEntry(inserted as ConsentRow);
  }

  /** The latest entry of a user, or null. */
  async latest(userId: string, trx: Knex | Knex.Transaction = this.db): Promise<ConsentHistoryEntryDto | null> {
    const row = (await trx('consent_records').where({ user_id: userId }).orderBy('seq', 'desc').first()) as ConsentRow | undefined;
    return row ? toEntry(row) : null;
  }

  /** Every entry of a user, oldest first. */
  async history(userId: string): Promise<ConsentHistoryEntryDto[]> {
    const rows = (await this.db('consent_records').where({ user_id: userId }).orderBy('seq', 'asc')) as ConsentRow[];
    return rows.map(toEntry);
  }
}
