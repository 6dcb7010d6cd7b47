import type { Knex } from 'knex';
import { AuditEntryModel, type AuditRow } from './models';

/** A new audit entry; before and after as JSON text (or null). */
export type NewAuditRow = Omit<AuditRow, 'id' | 'seq' | 'before' | 'after'> & { before: string | null; after: string | null };

/**
 * The admin module's table, admin_audit_log: written in the transaction of the decision it records,
 * read newest first, and the people's data rights. Entries are read through the objection model
 * (models.ts). No rules here.
 */
export class AuditRepository {
  constructor(private readonly db: Knex) {}

  async insert(trx: Knex.Transaction, row: NewAuditRow): Promise<void> {
    await trx('admin_audit_log').insert(row);
  }

  /** Newest first: before an entry (by its id), of an action, about a target. */
  async list(q: { limit: number; before?: string; action?: string; targetId?: string }): Promise<AuditRow[]> {
    const query = AuditEntryModel.query(this.db).orderBy('seq', 'desc').limit(q.limit);
    if (q.before) query.where('seq', '<', AuditEntryModel.query(this.db).select('seq').where({ id: q.before }));
    if (q.action) query.where({ action: q.action });
    if (q.targetId) query.where({ target_id: q.targetId });
    return query;
  }

  /** What the person did as a moderator and what was done to them, oldest first (their data export). */
  async listConcerning(trx: Knex.Transaction, userId: string): Promise<AuditRow[]> {
    return AuditEntryModel.query(trx).where({ actor_id: userId }).orWhere({ target_id: userId }).orderBy('seq');
  }

  /** Erasure: entries stay, without the snapshots and reasons concerning the person and without the actor's label. */
  async erase(trx: Knex.Transaction, userId: string): Promise<void> {
    await trx('admin_audit_log').where({ target_id: userId }).update({ before: null, after: null, reason: null });
    await trx('admin_audit_log').where({ actor_id: userId }).update({ actor_label: null });
  }
}
