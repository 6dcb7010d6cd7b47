import { distanceKm, type LatLon } from '../../../shared/geo';
import {
  CHECK_IN_MAX_DISTANCE_M,
  CHECK_IN_OPENS_BEFORE_MS,
  EVENT_MAX_DURATION_MS,
  EVENT_PAID_MIN_DURATION_MS,
  EVENT_PAID_MIN_PRESENT,
  EVENT_START_GRACE_MS,
  type EventPayoutBlock,
  type EventStatus,
} from '../contract';

/** The rules of an event's time and place, pure (unit tests in rules.test.ts). */

export function eventStatus(e: { startsAt: Date; endsAt: Date }, now: Date): EventStatus {
  if (now.getTime() < e.startsAt.getTime()) return 'upcoming';
  if (now.getTime() < e.endsAt.getTime()) return 'running';
  return 'ended';
}

/** The check-in window: from 30 minutes before the start until the end (both included). */
export function checkInWindow(e: { startsAt: Date; endsAt: Date }): { opensAt: Date; closesAt: Date } {
  return { opensAt: new Date(e.startsAt.getTime() - CHECK_IN_OPENS_BEFORE_MS), closesAt: e.endsAt };
}

export function checkInOpen(e: { startsAt: Date; endsAt: Date }, now: Date): boolean {
  const w = checkInWindow(e);
  return now.getTime() >= w.opensAt.getTime() && now.getTime() <= w.closesAt.getTime();
}

/** Whole metres between two points (haversine). */
export function distanceM(a: LatLon, b: LatLon): number {
  return Math.round(distanceKm(a, b) * 1000);
}

/** Whether a position is close enough to the meeting point to check in, and how far it is. */
export function checkInDistance(meeting: LatLon, at: LatLon): { distanceM: number; ok: boolean } {
  const d = distanceM(meeting, at);
  return { distanceM: d, ok: d <= CHECK_IN_MAX_DISTANCE_M };
}

/** What is wrong with a new event's times by the server's clock (the schema checks the order and the length too). */
export function timeProblem(startsAt: Date, endsAt: Date, now: Date): 'start_in_past' | 'end_before_start' | 'too_long' | null {
  if (startsAt.getTime() < now.getTime() - EVENT_START_GRACE_MS) return 'start_in_past';
  if (endsAt.getTime() <= startsAt.getTime()) return 'end_before_start';
  if (endsAt.getTime() - startsAt.getTime() > EVENT_MAX_DURATION_MS) return 'too_long';
  return null;
}

/**
 * Why the summary pays nobody now, or null when it pays (issue 33): an event shorter than
 * EVENT_PAID_MIN_DURATION_MS (from its start, or its creation when that came later, to its end)
 * never pays; otherwise it pays once it has ended, when at least EVENT_PAID_MIN_PRESENT people
 * besides the organiser checked in.
 */
export function payoutBlock(e: { startsAt: Date; endsAt: Date; createdAt: Date }, now: Date, presentOthers: number): EventPayoutBlock | null {
  const from = Math.max(e.startsAt.getTime(), e.createdAt.getTime());
  if (e.endsAt.getTime() - from < EVENT_PAID_MIN_DURATION_MS) return 'too_short';
  if (now.getTime() < e.endsAt.getTime()) return 'not_ended';
  if (presentOthers < EVENT_PAID_MIN_PRESENT) return 'too_few_present';
  return null;
}
