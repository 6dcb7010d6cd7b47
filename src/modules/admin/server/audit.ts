import type { Clock } from '../../../server/tokens';
import type { AuditEntry, AuditEntryDto, AuditLog } from '../contract';
import { toAuditDto } from './presenter';
import type { AuditRepository } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';

const json = (v: unknown) => (v === undefined || v === null ? null : JSON.stringify(v));

export const AUDIT_LIST_LIMIT = 200;

/** The audit log (the admin module's admin_audit_log, through its repository). */
export class AuditLogService implements AuditLog {
  constructor(
    private readonly repo: AuditRepository,
    private readonly clock: Clock,
  ) {}

  async write(e: AuditEntry, unit: Unit): Promise<void> {
    const trx = trxOf(unit);
    await this.repo.insert(trx, {
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
    const rows = await this.repo.list({ ...q, limit: Math.max(1, Math.min(q.limit ?? 100, AUDIT_LIST_LIMIT)) });
    return rows.map(toAuditDto);
  }
}
