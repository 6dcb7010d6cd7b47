import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { VERSION_TTL_MS } from './available-cache';

/**
 * How many tasks one person may hold at once (status 'assigned'), and for how long: guests (whose
 * holds also end with their session) and registered users. The sweep runs every sweepIntervalMs.
 */
export interface HoldRules {
  guestLimit: number;
  userLimit: number;
  guestHoldMs: number;
  userHoldMs: number;
  sweepIntervalMs: number;
}

export interface TasksSettings {
  taskHolds: HoldRules;
  /**
   * How long a process trusts the tasks version it read (available-cache.ts). Other processes'
   * changes arrive at once through the change feed; this is the fallback for a lost notification.
   */
  listVersionTtlMs: number;
}

export const TASKS_SETTINGS: ServiceIdentifier<TasksSettings> = Symbol.for('tasks.settings');

const HOUR_MS = 3_600_000;

export const tasksSettings: ModuleSettings<TasksSettings> = {
  vars: ['TASK_HOLD_LIMIT_GUEST', 'TASK_HOLD_LIMIT_USER', 'TASK_HOLD_HOURS_GUEST', 'TASK_HOLD_HOURS_USER', 'TASK_HOLD_SWEEP_INTERVAL_MS', 'TASK_LIST_VERSION_TTL_MS'],
  token: TASKS_SETTINGS,
  parse: ({ int }) => ({
    taskHolds: {
      guestLimit: int('TASK_HOLD_LIMIT_GUEST', 3, 1, 1000),
      userLimit: int('TASK_HOLD_LIMIT_USER', 10, 1, 1000),
      guestHoldMs: int('TASK_HOLD_HOURS_GUEST', 24, 1, 720) * HOUR_MS,
      userHoldMs: int('TASK_HOLD_HOURS_USER', 48, 1, 720) * HOUR_MS,
      sweepIntervalMs: int('TASK_HOLD_SWEEP_INTERVAL_MS', 60_000, 1000, 86_400_000),
    },
    listVersionTtlMs: int('TASK_LIST_VERSION_TTL_MS', VERSION_TTL_MS, 100, 3_600_000),
  }),
};
