import { publicReadCors } from '../../server/http/cors';
import type { ServerModule } from '../../server/module';
import { LITTER_API } from './contract';
import { litterErrorTexts } from './i18n/errors';
import { LITTER_REPO, LITTER_SERVICE, litterContainerModule } from './server/container';
import { litterPersonalData } from './server/personal-data';
import { LITTER_TOTALS_PATH, litterRouter } from './server/routes';

/**
 * litter (issue 24): litter tagged by category, item, material and brand on reports and completions.
 * LitterApi.recordTags for the reports and tasks modules (in their units of work), the counts per task
 * for the open data exports, area totals (public, CORS `*`) for anyone and the partner impact page;
 * the taxonomy and the tagging UI (the `reportTagging` and `taskSheetTags` slots).
 */
export const litterModule: ServerModule = {
  id: 'litter',
  containerModule: litterContainerModule,
  errorTexts: litterErrorTexts,
  apiTokens: [LITTER_API],
  earlyMiddleware: () => [publicReadCors({ paths: [LITTER_TOTALS_PATH] })],
  createRouter: (c) => litterRouter(c.get(LITTER_SERVICE)),
  personalData: (c) => litterPersonalData(c.get(LITTER_REPO)),
};
