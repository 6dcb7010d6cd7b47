import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { Hazard, ReportSize } from '../../tasks/contract';
import type { PositionSource } from '../contract';

/** A row of reports. Used by this module's repository only (query with its connection or trx). */
export class ReportModel extends BaseModel {
  static override tableName = 'reports';

  declare id: string;
  /** The person who reported it; null for a partner's report (partner_id). */
  declare user_id: string | null;
  /** The embed partner whose system sent it (Open311 POST requests); null for a person's report. */
  declare partner_id: string | null;
  declare photo_id: string;
  declare latitude: number;
  declare longitude: number;
  declare position_source: PositionSource;
  declare location: string | null;
  declare waste_type: string;
  declare priority: string;
  declare estimated_effort: number;
  declare reward: number;
  declare description: string;
  declare image_url: string;
  declare thumbnail_url: string;
  /** Issue 24: how much litter the reporter saw (null: not said) and the hazards they named. */
  declare size: ReportSize | null;
  declare hazards: Hazard[];
  /** Issue 24: the photo analysis whose AI analysis the task took (the analysis module's id), or null. */
  declare analysis_id: string | null;
  /** Issue 42: the reporter chose to share their account's verified e-mail address with the city (the address itself is read when the filing is sent). */
  declare share_email_with_city: boolean;
  declare created_at: Date;
}

export type ReportRow = ModelObject<ReportModel>;

export type NewReportRow = Omit<ReportRow, 'id' | 'created_at' | 'size' | 'hazards' | 'analysis_id' | 'share_email_with_city'> &
  Partial<Pick<ReportRow, 'size' | 'hazards' | 'analysis_id' | 'share_email_with_city'>>;
