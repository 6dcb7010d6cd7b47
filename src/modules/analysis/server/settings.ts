import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';

/** Photo analyses per person in one hour (POST /api/analysis). */
export interface AnalysisSettings {
  analysesPerHour: number;
}

export const ANALYSIS_SETTINGS: ServiceIdentifier<AnalysisSettings> = Symbol.for('analysis.settings');

export const analysisSettings: ModuleSettings<AnalysisSettings> = {
  vars: ['RATE_LIMIT_ANALYSIS_PER_HOUR'],
  token: ANALYSIS_SETTINGS,
  parse: ({ int }) => ({ analysesPerHour: int('RATE_LIMIT_ANALYSIS_PER_HOUR', 30, 1, 1_000_000) }),
};
