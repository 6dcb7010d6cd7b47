import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { ConsentAction, ConsentCategoryId, ConsentDecisions, ConsentSource } from '../contract';

/** A row of consent_records (insert and read only). Used by this module's repository only. */
export class ConsentRecordModel extends BaseModel {
  static override tableName = 'consent_records';

  declare id: string;
  declare seq: string;
  declare user_id: string;
  declare action: ConsentAction;
  /** jsonb; text where a driver hands JSON over unparsed (the presenter reads both). */
  declare decisions: ConsentDecisions | string;
  declare withdrawn_categories: ConsentCategoryId[] | string;
  declare policy_version: string;
  declare source: ConsentSource;
  declare ip_truncated: string | null;
  declare user_agent_hash: string | null;
  declare created_at: Date | string;
}

export type ConsentRow = ModelObject<ConsentRecordModel>;
