import type { Knex } from 'knex';
import type { Clock } from '../../../server/tokens';
import type { AuditEntry, AuditEntryDto, AuditLog } from '../contract';

interface AuditRow {
  id: string;
  seq: string;
  actor_id: string | null;
  actor_label: string | null;
  action: string;
  target_type: string;
  target_id: string;
  before: unknown;
  after: unknown;
  reason: string | null;
  created_at: Date;
}

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export function toAuditDto(r: AuditRow): AuditEntryDto {
  return {
    id: r.id,
    actorId: r.actor_id,
    actorLabel: r.actor_label,
    action: r.action,
    targetType: r.target_type,
    targetId: r.target_id,
    before: r.before,
    after: r.after,
    reason: r.reason,
    createdAt: new Date(r.created_at).toISOString(),
  };
}

export const AUDIT_LIST_LIMIT = 200;

/** The admin_audit_log table (owned by the admin module). */
export class AuditLogService implements AuditLog {
  constructor(
    private readonly db: Knex,
    private readonly clock: Clock,
  ) {}

  async write(e: AuditEntry, trx: Knex.Transaction): Promise<void> {
    await trx('admin_audit_log').insert({
      actor_id: e.actorId,
      actor_label: e.actorLabel ?? null,
      action: e.action,
      target_type: e.targetType,
      target_id: e.targetId,
      before: json(e.before),
      after: json(e.after),
      reason: e.reason ?? null,
      created_at: this.clock.now(),
    });
  }

  async list(q: { limit?: number; before?: string; action?: string; targetId?: string }): Promise<AuditEntryDto[]> {
    const query = this.db('admin_audit_log').orderBy('seq', 'desc').limit(Math.max(1, Math.min(q.limit ?? 100, AUDIT_LIST_LIMIT)));
    if (q.before) query.where('seq', '<', this.db('admin_audit_log').select('seq').where({ id: q.before }));
    if (q.action) query.where({ action: q.action });
    if (q.targetId) query.where({ target_id: q.targetId });
    return ((await query) as AuditRow[]).map(toAuditDto);
  }
}
