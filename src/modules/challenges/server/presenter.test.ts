import { describe, expect, it } from 'vitest';
import { challengeWindowProblem, withinOneYear } from '../contract';
import { percentOf, statusOf, statusOrder } from './presenter';

const at = (iso: string) => new Date(iso);

describe('challenge status and percent', () => {
  const window = { starts_at: at('2027-05-01T00:00:00Z'), ends_at: at('2027-06-01T00:00:00Z'), completed_at: null };

  it('is upcoming before the start, active in the window, ended from the end on, completed once reached', () => {
    expect(statusOf(window, at('2027-04-30T23:59:59Z'))).toBe('upcoming');
    expect(statusOf(window, at('2027-05-01T00:00:00Z'))).toBe('active');
    expect(statusOf(window, at('2027-06-01T00:00:00Z'))).toBe('ended');
    expect(statusOf({ ...window, completed_at: at('2027-05-20T00:00:00Z') }, at('2027-07-01T00:00:00Z'))).toBe('completed');
    expect(['ended', 'completed', 'upcoming', 'active'].sort((a, b) => statusOrder(a as never) - statusOrder(b as never))).toEqual(['active', 'upcoming', 'completed', 'ended']);
  });

  it('rounds the percent down and stops at 100', () => {
    expect(percentOf(312, 500)).toBe(62);
    expect(percentOf(499, 500)).toBe(99);
    expect(percentOf(612, 500)).toBe(100);
    expect(percentOf(0, 1)).toBe(0);
  });

  it('lasts at most one calendar year', () => {
    expect(withinOneYear(at('2027-03-01T10:00:00Z'), at('2028-03-01T10:00:00Z'))).toBe(true);
    expect(withinOneYear(at('2027-03-01T10:00:00Z'), at('2028-03-01T10:00:01Z'))).toBe(false);
  });

  it('starts at most a day ago, ends in the future and starts within a year (issue 33)', () => {
    const now = at('2027-03-01T10:00:00Z');
    expect(challengeWindowProblem(at('2020-05-01T00:00:00Z'), at('2020-06-01T00:00:00Z'), now)).toBe('in_past');
    expect(challengeWindowProblem(at('2027-02-28T09:59:59Z'), at('2027-03-10T00:00:00Z'), now)).toBe('in_past');
    expect(challengeWindowProblem(at('2027-02-28T10:00:00Z'), at('2027-03-01T10:00:00Z'), now)).toBe('in_past');
    expect(challengeWindowProblem(at('2027-02-28T10:00:00Z'), at('2027-03-01T10:00:01Z'), now)).toBeNull();
    expect(challengeWindowProblem(at('2028-03-01T10:00:00Z'), at('2028-04-01T00:00:00Z'), now)).toBeNull();
    expect(challengeWindowProblem(at('2028-03-01T10:00:01Z'), at('2028-04-01T00:00:00Z'), now)).toBe('too_far_ahead');
  });
});
