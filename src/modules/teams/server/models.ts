import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { TeamKind, TeamRole } from '../contract';

/** A row of teams. Used by this module's repository only (query with its connection or trx). */
export class TeamModel extends BaseModel {
  static override tableName = 'teams';

  declare id: string;
  declare name: string;
  declare kind: TeamKind;
  declare invite_code: string;
  declare created_by: string | null;
  declare created_at: Date;
}

export type TeamRow = ModelObject<TeamModel>;

/** A row of team_members. */
export interface TeamMemberRow {
  team_id: string;
  user_id: string;
  role: TeamRole;
  joined_at: Date;
}
