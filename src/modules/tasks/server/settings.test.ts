import { describe, expect, it } from 'vitest';
import { readModuleSettings } from '../../../server/config';
import type { Env } from '../../../server/settings';
import { tasksSettings } from './settings';

const settings = (env: Env) => readModuleSettings(tasksSettings, env);

describe('task holds', () => {
  it('defaults to 3 tasks for 24 hours for guests, 10 for 48 hours for registered users, swept every minute', () => {
    expect(settings({}).taskHolds).toEqual({ guestLimit: 3, userLimit: 10, guestHoldMs: 24 * 3_600_000, userHoldMs: 48 * 3_600_000, sweepIntervalMs: 60_000 });
  });

  it('reads the TASK_HOLD_ variables and refuses values out of range', () => {
    const c = settings({ TASK_HOLD_LIMIT_GUEST: '1', TASK_HOLD_LIMIT_USER: '4', TASK_HOLD_HOURS_GUEST: '6', TASK_HOLD_HOURS_USER: '72', TASK_HOLD_SWEEP_INTERVAL_MS: '5000' });
    expect(c.taskHolds).toEqual({ guestLimit: 1, userLimit: 4, guestHoldMs: 6 * 3_600_000, userHoldMs: 72 * 3_600_000, sweepIntervalMs: 5000 });
    let err: unknown;
    try {
      settings({ TASK_HOLD_LIMIT_GUEST: '0', TASK_HOLD_LIMIT_USER: 'ten', TASK_HOLD_HOURS_GUEST: '0.5', TASK_HOLD_HOURS_USER: '1000', TASK_HOLD_SWEEP_INTERVAL_MS: '10' });
    } catch (e) {
      err = e;
    }
    const msg = (err as Error).message;
    expect(msg).toContain('TASK_HOLD_LIMIT_GUEST must be a whole number from 1 to 1000, got "0"');
    expect(msg).toContain('TASK_HOLD_LIMIT_USER must be a whole number from 1 to 1000, got "ten"');
    expect(msg).toContain('TASK_HOLD_HOURS_GUEST must be a whole number from 1 to 720, got "0.5"');
    expect(msg).toContain('TASK_HOLD_HOURS_USER must be a whole number from 1 to 720, got "1000"');
    expect(msg).toContain('TASK_HOLD_SWEEP_INTERVAL_MS must be a whole number from 1000 to 86400000, got "10"');
  });
});
