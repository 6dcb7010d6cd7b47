import type { ServiceIdentifier } from 'inversify';
import type { ModuleSettings } from '../../../server/settings';
import { declaredPoints } from '../../../shared/endpoint-limits';
import { analyzePhoto } from '../endpoints';

/** Photo analyses per person and per client address in one hour (POST /api/analysis's budgets). */
export interface AnalysisSettings {
  analysesPerHour: number;
  analysesPerAddress: number;
}

export const ANALYSIS_SETTINGS: ServiceIdentifier<AnalysisSettings> = Symbol.for('analysis.settings');

export const analysisSettings: ModuleSettings<AnalysisSettings> = {
  vars: ['RATE_LIMIT_ANALYSIS_PER_HOUR', 'RATE_LIMIT_ANALYSIS_PER_ADDRESS'],
  token: ANALYSIS_SETTINGS,
  parse: ({ int }) => ({
    analysesPerHour: int('RATE_LIMIT_ANALYSIS_PER_HOUR', declaredPoints(analyzePhoto, 'perPerson'), 1, 1_000_000),
    analysesPerAddress: int('RATE_LIMIT_ANALYSIS_PER_ADDRESS', declaredPoints(analyzePhoto, 'perAddress'), 1, 1_000_000),
  }),
};
