import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';

/** A row of embed_partners. Used by this module's repository only (query with its connection or trx). */
export class PartnerModel extends BaseModel {
  static override tableName = 'embed_partners';

  declare id: string;
  declare name: string;
  declare allowed_origins: string[];
  declare center_lat: number;
  declare center_lon: number;
  declare zoom: number;
  declare color: string | null;
  /** Null: derived from the centre and zoom (defaultAreaRadiusKm). */
  declare area_radius_km: number | null;
  declare created_at: Date;
}

export type PartnerRow = ModelObject<PartnerModel>;
