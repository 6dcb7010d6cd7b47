import type { ServerModule } from '../../server/module';
import { ADOPTIONS_API } from './contract';
import { ADOPTION_CYCLES, ADOPTIONS_REPO, ADOPTIONS_SERVICE, adoptionsContainerModule } from './server/container';
import { adoptionsPersonalData } from './server/personal-data';
import { adoptionsAdminRouter, adoptionsRouter } from './server/routes';
import { adoptionsErrorTexts } from './i18n/errors';

/** How often the reminder and release pass runs (a reminder comes within this of the day before the end). */
const ADOPTION_JOB_INTERVAL_MS = 10 * 60_000;

/**
 * adoptions: "Adopt a spot" (issue 42). Spots with a schedule (GET/POST /api/adoptions, GET/DELETE
 * /api/adoptions/{id}); cleanups and surveys inside a spot by its adopters are its visits (the tasks
 * module's `tasks.completed`, the surveys module's `surveys.confirmed`); the job `adoption cycles`
 * reminds the adopters a day before a cycle ends without a visit and releases a spot after two missed
 * cycles (notifications: the bell, and push or mail through the alerts module).
 */
export const adoptionsModule: ServerModule = {
  id: 'adoptions',
  containerModule: adoptionsContainerModule,
  errorTexts: adoptionsErrorTexts,
  apiTokens: [ADOPTIONS_API],
  createRouter: (c) => adoptionsRouter(c.get(ADOPTIONS_SERVICE)),
  adminRouter: (c) => adoptionsAdminRouter(c.get(ADOPTIONS_SERVICE)),
  personalData: (c) => adoptionsPersonalData(c.get(ADOPTIONS_REPO)),
  jobs: (c) => [{ name: 'adoption cycles', intervalMs: ADOPTION_JOB_INTERVAL_MS, run: () => c.get(ADOPTION_CYCLES).runDue(), runAtStart: true }],
};
