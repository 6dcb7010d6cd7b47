import { sessionUser } from '../../server/http/auth';
import { rateLimit } from '../../server/http/rate-limit';
import type { ServerModule } from '../../server/module';
import { DB, LOGGER } from '../../server/tokens';
import { ANALYSIS_API } from './contract';
import { analysisErrorTexts } from './i18n/errors';
import { ANALYSIS_MESSAGES } from './schemas';
import { ANALYSIS_REPO, ANALYSIS_SERVICE, analysisContainerModule } from './server/container';
import { analysisMigrations } from './server/migrations';
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
  migrations: analysisMigrations,
  containerModule: analysisContainerModule,
  errorTexts: analysisErrorTexts,
  settings: analysisSettings,
  apiTokens: [ANALYSIS_API],
  createRouter: (c) => {
    const limit = rateLimit(
      c.get(DB),
      [{ name: 'analysis:user', points: c.get(ANALYSIS_SETTINGS).analysesPerHour, windowSeconds: 3600, key: (ctx) => sessionUser(ctx).id }],
      ANALYSIS_MESSAGES.tooMany,
    );
    return analysisRouter(c.get(ANALYSIS_SERVICE), { limit });
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
