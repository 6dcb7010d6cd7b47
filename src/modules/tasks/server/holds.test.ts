import { describe, expect, it } from 'vitest';
import { holdDeadline, holdLimit, type HoldRules } from './holds';

const HOUR = 3_600_000;
const rules: HoldRules = { guestLimit: 3, userLimit: 10, guestHoldMs: 24 * HOUR, userHoldMs: 48 * HOUR, sweepIntervalMs: 60_000 };
const now = new Date(Date.UTC(2030, 0, 1, 12));

describe('task holds', () => {
  it('lets guests hold fewer tasks than registered users', () => {
    expect(holdLimit(rules, { id: 'g', isGuest: true, expiresAt: now })).toBe(3);
    expect(holdLimit(rules, { id: 'u', isGuest: false, expiresAt: now })).toBe(10);
  });

  it('holds 48 hours for registered users, whatever their session', () => {
    expect(holdDeadline(rules, { id: 'u', isGuest: false, expiresAt: new Date(now.getTime() + HOUR) }, now)).toEqual(new Date(now.getTime() + 48 * HOUR));
  });

  it('holds 24 hours for guests, and never past the end of their session', () => {
    expect(holdDeadline(rules, { id: 'g', isGuest: true, expiresAt: new Date(now.getTime() + 30 * HOUR) }, now)).toEqual(new Date(now.getTime() + 24 * HOUR));
    expect(holdDeadline(rules, { id: 'g', isGuest: true, expiresAt: new Date(now.getTime() + 5 * HOUR) }, now)).toEqual(new Date(now.getTime() + 5 * HOUR));
  });
});
