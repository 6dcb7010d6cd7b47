import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { NotificationKind } from '../contract';

/** A row of notifications. Used by this module's repository only (query with its connection or trx). */
export class NotificationModel extends BaseModel {
  static override tableName = 'notifications';

  declare id: string;
  declare seq: string;
  declare user_id: string;
  declare kind: NotificationKind;
  declare data: Record<string, unknown>;
  declare created_at: Date;
  declare read_at: Date | null;
}

export type NotificationRow = ModelObject<NotificationModel>;
