import type { EventDto, EventMeDto } from '../contract';
import type { AttendeeRow, EventRow } from './models';
import type { PresentCounts } from './repository';
import { eventStatus, payoutBlock } from './rules';

const iso = (d: Date | string | null) => (d == null ? null : new Date(d).toISOString());

/** What an event's DTO needs besides its row (read by the service for a page of events at once). */
export interface EventExtras {
  now: Date;
  organiserName: string | null;
  partner: { id: string; name: string } | null;
  /** The viewer's row (undefined: none), or null without a viewer. */
  viewer: { userId: string; row: AttendeeRow | undefined } | null;
  /** Every photo of the event, in the order added. */
  photoIds: string[];
  /** Of those, the ones everyone may see now. */
  publicPhotoIds: string[];
  present: PresentCounts;
}

function meOf(row: EventRow, viewer: EventExtras['viewer']): EventMeDto | null {
  if (!viewer) return null;
  const organiser = row.organiser_id !== null && row.organiser_id === viewer.userId;
  return { joined: organiser || viewer.row !== undefined, checkedIn: Boolean(viewer.row?.checked_in_at), organiser };
}

export function toEventDto(row: EventRow, x: EventExtras): EventDto {
  const startsAt = new Date(row.starts_at);
  const endsAt = new Date(row.ends_at);
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    location: row.location,
    startsAt: startsAt.toISOString(),
    endsAt: endsAt.toISOString(),
    capacity: row.capacity,
    attendeeCount: row.attendee_count,
    spotsLeft: Math.max(0, row.capacity - row.attendee_count),
    partner: x.partner,
    organiser: { id: row.organiser_id, name: row.organiser_id ? x.organiserName : null },
    status: eventStatus({ startsAt, endsAt }, x.now),
    summary:
      row.summary_submitted_at === null
        ? null
        : {
            bags: row.summary_bags ?? 0,
            kg: Number(row.summary_kg ?? 0),
            areaM2: row.summary_area_m2 ?? 0,
            attendeesPresent: x.present.present,
            photoIds: x.publicPhotoIds,
            submittedAt: iso(row.summary_submitted_at)!,
            rewards: { paid: x.present.paid, waiting: x.present.waiting, blockedBy: payoutBlock({ startsAt, endsAt, createdAt: new Date(row.created_at) }, x.now, x.present.others) },
          },
    me: meOf(row, x.viewer),
    photoCount: x.photoIds.length,
    createdAt: iso(row.created_at)!,
  };
}

/** An event the person organised, in their data export. */
export function toOrganisedExport(row: EventRow) {
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    latitude: Number(row.latitude),
    longitude: Number(row.longitude),
    location: row.location,
    startsAt: iso(row.starts_at),
    endsAt: iso(row.ends_at),
    capacity: row.capacity,
    summary: row.summary_submitted_at ? { bags: row.summary_bags, kg: row.summary_kg === null ? null : Number(row.summary_kg), areaM2: row.summary_area_m2, submittedAt: iso(row.summary_submitted_at) } : null,
    createdAt: iso(row.created_at),
  };
}

/** The person's place at an event, in their data export. */
export function toAttendanceExport(a: AttendeeRow) {
  return { eventId: a.event_id, organiser: a.organiser, joinedAt: iso(a.joined_at), checkedInAt: iso(a.checked_in_at), rewardedAt: iso(a.rewarded_at) };
}
