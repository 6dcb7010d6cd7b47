import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { declaredPoints } from '../../../shared/endpoint-limits';
import { createReport } from '../endpoints';

/** Reports per user and per client address in the core's rate-limit window (RATE_LIMIT_WINDOW_SECONDS). */
export interface ReportsSettings {
  reportsPerUser: number;
  reportsPerAddress: number;
}

export const REPORTS_SETTINGS: ServiceIdentifier<ReportsSettings> = Symbol.for('reports.settings');

export const reportsSettings: ModuleSettings<ReportsSettings> = {
  vars: ['RATE_LIMIT_REPORTS_PER_USER', 'RATE_LIMIT_REPORTS_PER_ADDRESS'],
  token: REPORTS_SETTINGS,
  parse: ({ int }) => ({
    reportsPerUser: int('RATE_LIMIT_REPORTS_PER_USER', declaredPoints(createReport, 'perPerson'), 1, 1_000_000),
    reportsPerAddress: int('RATE_LIMIT_REPORTS_PER_ADDRESS', declaredPoints(createReport, 'perAddress'), 1, 1_000_000),
  }),
};
