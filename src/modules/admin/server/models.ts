import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';

/** A row of admin_audit_log. Used by this module's repository only (query with its connection or trx). */
export class AuditEntryModel extends BaseModel {
  static override tableName = 'admin_audit_log';

  declare id: string;
  declare seq: string;
  declare actor_id: string | null;
  declare actor_label: string | null;
  declare action: string;
  declare target_type: string;
  declare target_id: string;
  declare before: unknown;
  declare after: unknown;
  declare reason: string | null;
  declare created_at: Date;
}

export type AuditRow = ModelObject<AuditEntryModel>;
