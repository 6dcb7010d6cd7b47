import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { AiAnalysis, Hazard, PositionSource, Priority, ReportSize, TaskStatus, WasteType } from '../contract';
import type { Verdict } from './verification/types';

/** A row of tasks. Used by this module's repositories only (query with their connection or trx). */
export class TaskModel extends BaseModel {
  static override tableName = 'tasks';

  declare id: string;
  declare report_id: string | null;
  declare photo_id: string | null;
  declare verification_status: 'verified' | 'needs_review' | 'failed' | null;
  declare review_outcome: 'approved' | 'rejected' | null;
  declare review_reason: string | null;
  declare reviewed_at: Date | null;
  declare reporter_id: string | null;
  declare status: TaskStatus;
  declare reward: number;
  declare assignee_id: string | null;
  declare accepted_at: Date | null;
  /** When an assigned task goes back to the map (see holds.ts). */
  declare held_until: Date | null;
  declare completed_at: Date | null;
  declare latitude: number;
  declare longitude: number;
  declare waste_type: WasteType;
  declare priority: Priority;
  declare image_url: string | null;
  declare thumbnail_url: string | null;
  declare description: string;
  declare location: string | null;
  declare estimated_effort: number;
  declare ai_analysis: AiAnalysis | null;
  /** Where the position came from (issue 23); null when not known. */
  declare position_source: PositionSource | null;
  /** Issue 24: the report's size and named hazards, and whether volunteers may take it. */
  declare size: ReportSize | null;
  declare hazards: Hazard[];
  declare for_volunteers: boolean;
  /** The reporter and the distinct people who confirmed the task (task_confirmations). */
  declare seen_by: number;
  declare created_at: Date;
  declare updated_at: Date;
}

export type TaskRow = ModelObject<TaskModel>;

/** A completion attempt (task_completions): one per after-photo or mark-completed. */
export class TaskCompletionModel extends BaseModel {
  static override tableName = 'task_completions';

  declare id: string;
  declare task_id: string;
  declare user_id: string;
  declare photo_id: string | null;
  declare verification_status: 'verified' | 'needs_review' | 'failed';
  declare verifier: 'openai' | 'local' | 'none';
  declare fallback_reason: string | null;
  /** The verifier's verdict, as the attempt got it. */
  declare analysis: Verdict;
  declare reward_credited: number;
  declare review_outcome: 'approved' | 'rejected' | null;
  declare review_reason: string | null;
  declare reviewed_by: string | null;
  declare reviewed_at: Date | null;
  /** Set when a newer attempt of the same person replaced this one while it waited for review. */
  declare superseded_at: Date | null;
  declare created_at: Date;
}

export type CompletionRow = ModelObject<TaskCompletionModel>;

export type NewCompletionRow = Pick<
  CompletionRow,
  'task_id' | 'user_id' | 'photo_id' | 'verification_status' | 'verifier' | 'fallback_reason' | 'analysis' | 'reward_credited'
>;

/** A person's confirmation of someone else's task, with their photo (issue 23): one per person and task. */
export interface ConfirmationRow {
  id: string;
  task_id: string;
  user_id: string;
  /** Null once the person's data was erased (the photos module deletes the photo). */
  photo_id: string | null;
  created_at: Date;
}
