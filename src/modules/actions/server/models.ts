import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { RiskFlag, SubmissionStatus } from '../contract';

/** A row of action_submissions. Used by this module's repository only (query with its connection or trx). */
export class SubmissionModel extends BaseModel {
  static override tableName = 'action_submissions';

  declare id: string;
  declare seq: string;
  declare user_id: string;
  declare task_type: string;
  declare task_subtype: string | null;
  declare title: string;
  declare title_key: string;
  declare description: string | null;
  declare quantity: number;
  declare unit: string;
  declare base_quantity: number;
  declare base_unit: string;
  declare location: string | null;
  declare latitude: number | null;
  declare longitude: number | null;
  declare location_accuracy: number | null;
  declare evidence_urls: string[];
  declare submission_timestamp: Date;
  declare actual_timestamp: Date | null;
  declare status: SubmissionStatus;
  declare estimated_impact_kg: number;
  declare risk_score: number;
  declare flags: RiskFlag[];
  declare potential_xp: number;
  declare potential_coins: number;
  declare actual_xp: number | null;
  declare actual_coins: number | null;
  declare reviewed_at: Date | null;
  declare reviewed_by: string | null;
  declare review_reason: string | null;
  declare created_at: Date;
}

export type SubmissionRow = ModelObject<SubmissionModel>;

export type NewSubmissionRow = Omit<SubmissionRow, 'id' | 'seq' | 'reviewed_at' | 'reviewed_by' | 'review_reason' | 'created_at'> & { created_at: Date };
