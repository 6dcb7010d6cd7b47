import type { AuditEntryDto } from '../contract';
import type { AuditRow } from './models';

const iso = (d: Date | string) => new Date(d).toISOString();

/** An audit entry as the admin pages show it. */
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
    createdAt: iso(r.created_at),
  };
}

/** An audit entry in the data export of a person it concerns (as the moderator who acted, or as its target). */
export function toAuditExport(r: AuditRow, userId: string) {
  return {
    action: r.action, asActor: r.actor_id === userId, targetType: r.target_type, targetId: r.target_id,
    before: r.before, after: r.after, reason: r.reason, at: iso(r.created_at),
  };
}
