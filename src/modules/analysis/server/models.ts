import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { LitterTag } from '../../litter/contract';
import type { AiAnalysis } from '../../tasks/contract';

/** What an analysis keeps of the model's answer, checked. */
export interface AnalysisResult {
  suggestions: LitterTag[];
  analysis: AiAnalysis;
}

/** A row of analyses. Used by this module's repository only (query with its connection or trx). */
export class AnalysisModel extends BaseModel {
  static override tableName = 'analyses';

  declare id: string;
  declare user_id: string;
  declare photo_sha256: string;
  declare result: AnalysisResult;
  declare created_at: Date;
  declare used_at: Date | null;
}

export type AnalysisRow = ModelObject<AnalysisModel>;
