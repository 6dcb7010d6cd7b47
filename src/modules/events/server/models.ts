import type { ModelObject } from 'objection';
import { BaseModel } from '../../../server/model';

/** A row of events. Used by this module's repository only (query with its connection or trx). */
export class EventModel extends BaseModel {
  static override tableName = 'events';

  declare id: string;
  declare organiser_id: string | null;
  declare title: string;
  declare description: string;
  declare latitude: number;
  declare longitude: number;
  declare location: string | null;
  declare starts_at: Date;
  declare ends_at: Date;
  declare capacity: number;
  declare attendee_count: number;
  declare partner_id: string | null;
  declare summary_bags: number | null;
  declare summary_kg: number | null;
  declare summary_area_m2: number | null;
  declare summary_submitted_at: Date | null;
  declare summary_updated_at: Date | null;
  declare created_at: Date;
  declare updated_at: Date;
}

export type EventRow = ModelObject<EventModel>;

/** A row of event_attendees. */
export class EventAttendeeModel extends BaseModel {
  static override tableName = 'event_attendees';
  static override idColumn = ['event_id', 'user_id'];

  declare event_id: string;
  declare user_id: string;
  declare organiser: boolean;
  declare joined_at: Date;
  declare checked_in_at: Date | null;
  declare rewarded_at: Date | null;
}

export type AttendeeRow = ModelObject<EventAttendeeModel>;
