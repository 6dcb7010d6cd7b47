import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { declaredPoints } from '../../../shared/endpoint-limits';
import { createGuest } from '../../../shared/session-endpoints';

export interface GuestSettings {
  /** How often expired guests donate their points (the guest sweep). */
  guestSweepIntervalMs: number;
  /** New guest sessions per client address in the core's rate-limit window (RATE_LIMIT_WINDOW_SECONDS). */
  guestCreatePerAddress: number;
}

export const GUEST_SETTINGS: ServiceIdentifier<GuestSettings> = Symbol.for('guest.settings');

export const guestSettings: ModuleSettings<GuestSettings> = {
  vars: ['GUEST_SWEEP_INTERVAL_MS', 'RATE_LIMIT_GUEST_CREATE_PER_ADDRESS'],
  token: GUEST_SETTINGS,
  parse: ({ int }) => ({
    guestSweepIntervalMs: int('GUEST_SWEEP_INTERVAL_MS', 60_000, 1000, 86_400_000),
    guestCreatePerAddress: int('RATE_LIMIT_GUEST_CREATE_PER_ADDRESS', declaredPoints(createGuest, 'perAddress'), 1, 1_000_000),
  }),
};
