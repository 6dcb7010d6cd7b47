import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { declaredPoints } from '../../../shared/endpoint-limits';
import { tasksCsv } from '../endpoints';

/** Downloads of the open data per client address in the core's rate-limit window (RATE_LIMIT_WINDOW_SECONDS). */
export interface OpenDataSettings {
  downloadsPerAddress: number;
}

export const OPEN_DATA_SETTINGS: ServiceIdentifier<OpenDataSettings> = Symbol.for('opendata.settings');

export const openDataSettings: ModuleSettings<OpenDataSettings> = {
  vars: ['RATE_LIMIT_OPEN_DATA_PER_ADDRESS'],
  token: OPEN_DATA_SETTINGS,
  parse: ({ int }) => ({
    downloadsPerAddress: int('RATE_LIMIT_OPEN_DATA_PER_ADDRESS', declaredPoints(tasksCsv, 'perAddress'), 1, 1_000_000),
  }),
};
