/**
 * events module: community cleanup events (issue 24). Someone registered organises a cleanup at a
 * meeting point and a time; people join (limited places), check in on the spot, and the organiser
 * writes the summary afterwards, which pays every checked-in attendee once (never the organiser; only
 * after the end of an event that lasted long enough with enough people there). The ONLY file other
 * modules import (with schemas.ts and endpoints.ts). No knex, no React.
 */
import type { Unit } from '../../server/unit-of-work';

export const EVENTS_API = Symbol.for('events.api');

/** GET /api/events: the default and largest radius around the point (km). */
export const EVENTS_DEFAULT_RADIUS_KM = 25;
export const EVENTS_MAX_RADIUS_KM = 200;
export const EVENTS_DEFAULT_LIMIT = 50;
export const EVENTS_MAX_LIMIT = 200;
/** Places of one event. */
export const EVENT_CAPACITY_MAX = 1000;
export const EVENT_TITLE_MIN = 3;
export const EVENT_TITLE_MAX = 120;
export const EVENT_DESCRIPTION_MAX = 2000;
export const EVENT_LOCATION_MAX = 200;
/** An event may start at most this long ago when it is created (a spontaneous cleanup starts now). */
export const EVENT_START_GRACE_MS = 60 * 60 * 1000;
/** An event lasts at most this long. */
export const EVENT_MAX_DURATION_MS = 12 * 60 * 60 * 1000;
/** Check-in opens this long before the start and closes at the end. */
export const CHECK_IN_OPENS_BEFORE_MS = 30 * 60 * 1000;
/** Check-in is possible within this distance of the meeting point (metres). */
export const CHECK_IN_MAX_DISTANCE_M = 250;
/** Photos an organiser may add to an event. */
export const EVENT_PHOTOS_MAX = 10;
/** Open tasks shown with an event: within this distance of the meeting point, at most this many. */
export const EVENT_NEARBY_TASKS_RADIUS_M = 1000;
export const EVENT_NEARBY_TASKS_MAX = 20;
/** What each checked-in attendee earns once the summary is saved (reason 'event_attended', reference `${eventId}:${userId}`). */
export const EVENT_ATTENDED_REWARD = { coins: 25, xp: 50 } as const;
/**
 * Issue 33: the summary pays only for an event that lasted at least this long, from its start (or its
 * creation, when it was created after the start) to its end.
 */
export const EVENT_PAID_MIN_DURATION_MS = 30 * 60 * 1000;
/** Issue 33: the summary pays only when at least this many people besides the organiser checked in. */
export const EVENT_PAID_MIN_PRESENT = 2;
/**
 * Why a saved summary pays nobody (yet): the event has not ended (save it again afterwards), it was
 * shorter than EVENT_PAID_MIN_DURATION_MS, or fewer than EVENT_PAID_MIN_PRESENT people besides the
 * organiser checked in. The organiser is never paid for their own event.
 */
export const EVENT_PAYOUT_BLOCKS = ['not_ended', 'too_short', 'too_few_present'] as const;
export type EventPayoutBlock = (typeof EVENT_PAYOUT_BLOCKS)[number];
/** The summary's limits. */
export const EVENT_SUMMARY_LIMITS = { bags: 1000, kg: 10000, areaM2: 1_000_000 } as const;

export type EventStatus = 'upcoming' | 'running' | 'ended';

export interface EventSummaryDto {
  bags: number;
  kg: number;
  areaM2: number;
  /** People checked in (the organiser too, when they checked in). */
  attendeesPresent: number;
  /** The event's photos everyone may see (held or hidden ones are left out). */
  photoIds: string[];
  /** When the organiser first saved the summary. */
  submittedAt: string;
  /**
   * The attendees' rewards: how many were paid so far, how many checked in besides the organiser are
   * not paid yet (the next save pays them when nothing blocks it), and why the summary pays nobody now
   * (null: it pays).
   */
  rewards: { paid: number; waiting: number; blockedBy: EventPayoutBlock | null };
}

/** The caller's relation to an event (null without a session). */
export interface EventMeDto {
  /** Has a place (the organiser always counts as joined). */
  joined: boolean;
  checkedIn: boolean;
  organiser: boolean;
}

export interface EventDto {
  id: string;
  title: string;
  description: string;
  /** The meeting point. */
  latitude: number;
  longitude: number;
  location: string | null;
  startsAt: string;
  endsAt: string;
  capacity: number;
  /** People who joined (the organiser is not counted: they take no place). */
  attendeeCount: number;
  spotsLeft: number;
  partner: { id: string; name: string } | null;
  /**
   * id and name are null once the organiser erased their account (the event stays); name is the
   * guest module's public name (publicDisplayName: the chosen username, never a real name), null
   * while the organiser's account is disabled.
   */
  organiser: { id: string | null; name: string | null };
  status: EventStatus;
  summary: EventSummaryDto | null;
  me: EventMeDto | null;
  /** How many photos the organiser added (also before the summary). */
  photoCount: number;
  createdAt: string;
}

/** GET /api/events/:id: an open task near the meeting point. */
export interface EventNearbyTaskDto {
  id: string;
  latitude: number;
  longitude: number;
  wasteType: string;
  priority: string;
  description: string;
  distanceM: number;
}

export type EventDetailDto = EventDto & { nearbyTasks: EventNearbyTaskDto[] };

export interface EventsListQuery {
  latitude?: number;
  longitude?: number;
  radiusKm?: number;
  when?: 'upcoming' | 'past';
  limit?: number;
}

export interface EventsListResponse {
  events: EventDto[];
}

export interface CreateEventInput {
  title: string;
  description?: string;
  latitude: number;
  longitude: number;
  location?: string | null;
  startsAt: Date;
  endsAt: Date;
  capacity: number;
  partnerId?: string | null;
}

export interface CheckInInput {
  latitude: number;
  longitude: number;
}

export interface CheckInResponse {
  checkedInAt: string;
}

export interface EventSummaryInput {
  bags: number;
  kg: number;
  areaM2: number;
}

export interface EventPhotoResponse {
  photoId: string;
}

/** What other modules may ask the events module (server side). */
export interface EventsApi {
  /** Events that have not ended within radiusKm of a point, soonest first (`me` is null). */
  upcomingNear(where: { latitude: number; longitude: number; radiusKm: number }, limit: number, unit?: Unit): Promise<EventDto[]>;
  /**
   * Issue 40: what a monitoring survey recorded at the event needs to know to be confirmed by its
   * organiser: who organises it, when it runs, and whether the person checked in there; null for no
   * such event.
   */
  surveyContext(eventId: string, userId: string, unit?: Unit): Promise<EventSurveyContext | null>;
}

/** EventsApi.surveyContext. `organiserId` is null once the organiser erased their account. */
export interface EventSurveyContext {
  organiserId: string | null;
  startsAt: string;
  endsAt: string;
  checkedIn: boolean;
}

export const EventEvents = { created: 'events.created' } as const;

/** Published through the outbox in the unit of work that created the event (at least once: handlers are idempotent by `eventId`). */
export interface EventCreated {
  eventId: string;
  title: string;
  latitude: number;
  longitude: number;
  startsAt: string;
  organiserId: string;
}

declare module '../../server/events' {
  interface EventMap {
    'events.created': EventCreated;
  }
}
