import type { Container } from 'inversify';
import type { ServerModule } from '../../server/module';
import { CLOCK, UNIT_OF_WORK } from '../../server/tokens';
import { AUDIT_LOG, type AuditLog } from '../admin/contract';
import { GAMIFICATION_API, type GamificationApi } from '../gamification/contract';
import { NOTIFICATIONS_API, type NotificationsApi } from '../notifications/contract';
import { ACTIONS_API } from './contract';
import { actionsAdminRouter } from './server/admin-routes';
import { ACTIONS_REPO, ACTIONS_SERVICE, actionsContainerModule } from './server/container';
import { actionsPersonalData } from './server/personal-data';
import { SubmissionReviewService } from './server/review';
import { actionsRouter } from './server/routes';
import { actionsErrorTexts } from './i18n/errors';

/** actions: environmental action submissions (Submit Task). Needs the guest and gamification modules. */
export const actionsModule: ServerModule = {
  id: 'actions',
  containerModule: actionsContainerModule,
  errorTexts: actionsErrorTexts,
  apiTokens: [ACTIONS_API],
  createRouter: (c) => actionsRouter(c.get(ACTIONS_SERVICE)),
  adminRouter: (c) => actionsAdminRouter(reviewService(c)),
  adminOverview: (c) => () => reviewService(c).overview(),
  personalData: (c) => actionsPersonalData(c.get(ACTIONS_REPO)),
};

/** Built on demand: it needs the admin module's audit log, which only apps with admin routes load. */
function reviewService(c: Container): SubmissionReviewService {
  return new SubmissionReviewService({
    repo: c.get(ACTIONS_REPO), rewards: c.get<GamificationApi>(GAMIFICATION_API), audit: c.get<AuditLog>(AUDIT_LOG), clock: c.get(CLOCK), uow: c.get(UNIT_OF_WORK),
    notifications: c.isBound(NOTIFICATIONS_API) ? c.get<NotificationsApi>(NOTIFICATIONS_API) : null,
  });
}
