import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';

/** A row of litter_tags. Used by this module's repository only (query with its connection or trx). */
export class LitterTagModel extends BaseModel {
  static override tableName = 'litter_tags';

  declare id: string;
  declare seq: string;
  declare task_id: string;
  declare report_id: string | null;
  declare completion_id: string | null;
  declare user_id: string | null;
  declare latitude: number;
  declare longitude: number;
  declare category: string;
  declare item: string;
  declare material: string | null;
  declare brand: string | null;
  declare count: number;
  declare created_at: Date;
}

export type LitterTagRow = ModelObject<LitterTagModel>;
export type NewLitterTagRow = Omit<LitterTagRow, 'id' | 'seq'>;
