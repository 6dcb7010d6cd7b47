import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';
import type { AdopterKind } from '../contract';

/** A row of adoptions. Used by this module's repository only (query with its connection or trx). */
export class AdoptionModel extends BaseModel {
  static override tableName = 'adoptions';

  declare id: string;
  declare adopter_kind: AdopterKind;
  declare user_id: string | null;
  declare team_id: string | null;
  declare partner_id: string | null;
  declare latitude: number;
  declare longitude: number;
  /** A point's radius, or a street's corridor half-width. */
  declare radius_m: number;
  /** A street's line (jsonb: parsed, or text with some drivers: read it with shapes.ts `pathOf`); null for a point. */
  declare path: [number, number][] | string | null;
  /** A street's reach from its centre; null for a point (its radius). */
  declare reach_m: number | null;
  declare west: number | null;
  declare south: number | null;
  declare east: number | null;
  declare north: number | null;
  declare every_weeks: number;
  declare started_at: Date;
  declare next_due_at: Date;
  declare cycle_visit_at: Date | null;
  declare last_visit_at: Date | null;
  declare missed_cycles: number;
  declare missed_total: number;
  declare reminded_due_at: Date | null;
  declare state: 'active' | 'released';
  declare released_at: Date | null;
  declare release_reason: 'given_up' | 'missed' | null;
}

export type AdoptionRow = ModelObject<AdoptionModel>;

/** A row of adoption_visits. */
export interface AdoptionVisitRow {
  adoption_id: string;
  kind: 'cleanup' | 'survey';
  ref: string;
  user_id: string | null;
  visited_at: Date;
}
