import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';

/** A row of area_subscriptions. Used by this module's repository only (query with its connection or trx). */
export class AreaSubscriptionModel extends BaseModel {
  static override tableName = 'area_subscriptions';

  declare id: string;
  declare user_id: string;
  declare name: string;
  declare latitude: number;
  declare longitude: number;
  declare radius_m: number;
  declare created_at: Date;
}

export type AreaSubscriptionRow = ModelObject<AreaSubscriptionModel>;

/** A row of area_alerts_sent: one alert given to one person about one task or event. */
export interface AreaAlertSentRow {
  user_id: string;
  kind: string;
  ref: string;
  area_id: string | null;
  created_at: Date;
}
