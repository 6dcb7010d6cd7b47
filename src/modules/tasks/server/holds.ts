import type { SessionUser } from '../../guest/contract';
import type { HoldRules } from './settings';

/** How many tasks a person may hold at once and for how long (TASK_HOLD_* variables, settings.ts). */
export type { HoldRules };

/** The person accepting a task, as their session tells it: a guest's hold ends with their session at the latest. */
export type Holder = Pick<SessionUser, 'id' | 'isGuest' | 'expiresAt'>;

export function holdLimit(rules: HoldRules, holder: Holder): number {
  return holder.isGuest ? rules.guestLimit : rules.userLimit;
}

/** When a task accepted now goes back to the map unless it is finished or released first. */
export function holdDeadline(rules: HoldRules, holder: Holder, now: Date): Date {
  if (!holder.isGuest) return new Date(now.getTime() + rules.userHoldMs);
  return new Date(Math.min(now.getTime() + rules.guestHoldMs, new Date(holder.expiresAt).getTime()));
}
