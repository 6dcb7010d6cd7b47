import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { ChallengeMetric } from '../contract';

/** A row of challenges. Used by this module's repository only (query with its connection or trx). */
export class ChallengeModel extends BaseModel {
  static override tableName = 'challenges';

  declare id: string;
  declare title: string;
  declare description: string;
  declare metric: ChallengeMetric;
  declare target: number;
  declare starts_at: Date;
  declare ends_at: Date;
  declare latitude: number | null;
  declare longitude: number | null;
  declare radius_km: number | null;
  declare area_name: string | null;
  declare team_id: string | null;
  declare team_name: string | null;
  declare created_by: string | null;
  declare created_at: Date;
  declare completed_at: Date | null;
}

export type ChallengeRow = ModelObject<ChallengeModel>;

/** A row of challenge_contributions. */
export interface ContributionRow {
  challenge_id: string;
  task_id: string;
  user_id: string | null;
  amount: number;
  created_at: Date;
}
