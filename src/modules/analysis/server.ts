import type { ServerModule } from '../../server/module';
import { LOGGER } from '../../server/tokens';
import { ANALYSIS_API } from './contract';
import { analysisErrorTexts } from './i18n/errors';
import { ANALYSIS_REPO, ANALYSIS_SERVICE, analysisContainerModule } from './server/container';
import { analysisPersonalData } from './server/personal-data';
import { analysisRouter } from './server/routes';
import { ANALYSIS_SETTINGS, analysisSettings } from './server/settings';

const HOUR_MS = 3_600_000;

/**
 * analysis (issue 24): POST /api/analysis, a first look at a report's photo by the OpenAI-compatible
 * model (suggested litter tags, an AI analysis), kept 24 hours for the report that names it
 * (`AnalysisApi.take`, found optionally by the reports module); the hourly `analysis sweep`.
 */
export const analysisModule: ServerModule = {
  id: 'analysis',
  containerModule: analysisContainerModule,
  errorTexts: analysisErrorTexts,
  settings: analysisSettings,
  apiTokens: [ANALYSIS_API],
  createRouter: (c) => {
    const { analysesPerHour, analysesPerAddress } = c.get(ANALYSIS_SETTINGS);
    return analysisRouter(c.get(ANALYSIS_SERVICE), { limits: { perPerson: { points: analysesPerHour }, perAddress: { points: analysesPerAddress } } });
  },
  jobs: (c) => [
    {
      name: 'analysis sweep',
      intervalMs: HOUR_MS,
      runAtStart: true,
      run: async () => {
        const removed = await c.get(ANALYSIS_SERVICE).sweep();
        if (removed > 0) c.get(LOGGER).info(`analysis sweep: ${removed} analyses older than 24 hours deleted`);
      },
    },
  ],
  personalData: (c) => analysisPersonalData(c.get(ANALYSIS_REPO)),
};
