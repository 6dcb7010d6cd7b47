import type { ServerModule } from '../../server/module';
import { SURVEYS_API } from './contract';
import { surveysErrorTexts } from './i18n/errors';
import { SURVEYS_REPO, SURVEYS_SERVICE, surveysContainerModule } from './server/container';
import { surveysPersonalData } from './server/personal-data';
import { surveysRouter } from './server/routes';

/**
 * surveys (issue 40): monitoring surveys under /api/surveys (record, read, list, confirm) and
 * SurveysApi.openSurveys for the open data exports. Needs the gamification module (the confirmation
 * pays); events and teams are optional.
 */
export const surveysModule: ServerModule = {
  id: 'surveys',
  containerModule: surveysContainerModule,
  errorTexts: surveysErrorTexts,
  apiTokens: [SURVEYS_API],
  createRouter: (c) => surveysRouter(c.get(SURVEYS_SERVICE)),
  personalData: (c) => surveysPersonalData(c.get(SURVEYS_REPO)),
};
