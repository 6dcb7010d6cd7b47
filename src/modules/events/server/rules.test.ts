import { describe, expect, it } from 'vitest';
import { checkInDistance, checkInOpen, checkInWindow, eventStatus, timeProblem } from './rules';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const start = new Date('2030-06-01T10:00:00Z');
const end = new Date(start.getTime() + 2 * HOUR);
const at = (ms: number) => new Date(start.getTime() + ms);

describe('event rules', () => {
  it('tells upcoming, running and ended apart', () => {
    expect(eventStatus({ startsAt: start, endsAt: end }, at(-1))).toBe('upcoming');
    expect(eventStatus({ startsAt: start, endsAt: end }, at(0))).toBe('running');
    expect(eventStatus({ startsAt: start, endsAt: end }, at(2 * HOUR - 1))).toBe('running');
    expect(eventStatus({ startsAt: start, endsAt: end }, at(2 * HOUR))).toBe('ended');
  });

  it('opens check-in 30 minutes before the start and closes it at the end', () => {
    const e = { startsAt: start, endsAt: end };
    expect(checkInWindow(e)).toEqual({ opensAt: at(-30 * MINUTE), closesAt: end });
    expect(checkInOpen(e, at(-30 * MINUTE - 1))).toBe(false);
    expect(checkInOpen(e, at(-30 * MINUTE))).toBe(true);
    expect(checkInOpen(e, end)).toBe(true);
    expect(checkInOpen(e, at(2 * HOUR + 1))).toBe(false);
  });

  it('allows check-in within 250 m of the meeting point', () => {
    const meeting = { latitude: 51.48, longitude: 11.97 };
    expect(checkInDistance(meeting, { latitude: 51.482, longitude: 11.97 })).toEqual({ distanceM: 222, ok: true });
    expect(checkInDistance(meeting, { latitude: 51.4823, longitude: 11.97 })).toEqual({ distanceM: 256, ok: false });
  });

  it('takes a start at most an hour ago and an end within 12 hours after it', () => {
    const now = start;
    expect(timeProblem(at(-HOUR), at(HOUR), now)).toBeNull();
    expect(timeProblem(at(-HOUR - 1), at(HOUR), now)).toBe('start_in_past');
    expect(timeProblem(at(HOUR), at(HOUR), now)).toBe('end_before_start');
    expect(timeProblem(at(0), at(12 * HOUR), now)).toBeNull();
    expect(timeProblem(at(0), at(12 * HOUR + 1), now)).toBe('too_long');
  });
});
