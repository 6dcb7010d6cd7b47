import type { Unit } from '../../server/unit-of-work';
import type { AdminUserDto } from '../guest/contract';
/**
 * admin module: the audit log of moderator actions, the overview counts and the admin shell's own
 * routes (/api/admin/overview, /api/admin/audit). The ONLY file other modules import.
 * Safe on server and client: no knex, no React.
 */

/** The overview's counts are the core's hook types (ServerModule.adminOverview), re-exported here. */
export type { OverviewCount, OverviewSource } from '../../server/module';

/** The audit log (AuditLog), bound by the admin module, which hosts the admin area (ServerModule.hostsAdmin). */
export const AUDIT_LOG = Symbol.for('admin.audit-log');

export interface AuditEntry {
  /** The moderator or admin; null for the command line. */
  actorId: string | null;
  /** A readable name for the actor (username, or 'cli'). */
  actorLabel?: string | null;
  /** '<module>.<verb>', e.g. 'tasks.completion_approved'. */
  action: string;
  targetType: string;
  targetId: string;
  before?: unknown;
  after?: unknown;
  reason?: string | null;
}

export interface AuditEntryDto {
  id: string;
  actorId: string | null;
  actorLabel: string | null;
  action: string;
  targetType: string;
  targetId: string;
  /** What the action changed, as recorded (any JSON; optional only because yup types `unknown` so). */
  before?: unknown;
  after?: unknown;
  reason: string | null;
  createdAt: string;
}

export interface AuditLog {
  /** Writes one entry in the caller's unit of work, so the action and its record commit together. */
  write(entry: AuditEntry, unit: Unit): Promise<void>;
  list(query: { limit?: number; before?: string; action?: string; targetId?: string }): Promise<AuditEntryDto[]>;
}

/**
 * GET /api/admin/overview's shape lives in src/shared/admin-overview.ts: the client's admin shell
 * reads it there, without naming this module.
 */
export type { OverviewResponse } from '../../shared/admin-overview';

export interface AuditListResponse {
  entries: AuditEntryDto[];
}

/** GET /api/admin/users: the people matching a search. */
export interface UserListResponse {
  users: AdminUserDto[];
}

/** PUT /api/admin/users/{id}/role, POST /api/admin/users/{id}/disable|enable: the person as changed. */
export interface UserChangeResponse {
  user: AdminUserDto;
}
