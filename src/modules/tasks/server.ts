import type { Container } from 'inversify';
import { publicReadCors } from '../../server/http/cors';
import type { ServerModule } from '../../server/module';
import { CHANGE_FEED, CLOCK, LOGGER, OUTBOX, UNIT_OF_WORK } from '../../server/tokens';
import { AUDIT_LOG, type AuditLog } from '../admin/contract';
import { GAMIFICATION_API, type GamificationApi } from '../gamification/contract';
import { GUEST_API, type GuestApi } from '../guest/contract';
import { NOTIFICATIONS_API, type NotificationsApi } from '../notifications/contract';
import { PHOTOS_API, type PhotosApi } from '../photos/contract';
import { AVAILABLE_TASKS_PATH, availableTasksFastLane } from './server/available';
import { tasksAdminRouter } from './server/admin-routes';
import { markAdminRoutes, markRoutes, withMarks } from './server/marks-wiring';
import { TaskReviewService } from './server/review';
import { TASKS_API } from './contract';
import { TASK_CONFIRMATIONS_REPO, TASK_HOLDS_REPO, TASK_REVIEW_REPO, TASKS_REPO, TASKS_SERVICE, tasksContainerModule } from './server/container';
import { tasksPersonalData } from './server/personal-data';
import { tasksRouter } from './server/routes';
import { seedDemoTasks } from './server/seed';
import { TASKS_SETTINGS, tasksSettings } from './server/settings';
import { tasksErrorTexts } from './i18n/errors';

export const tasksModule: ServerModule = {
  id: 'tasks',
  containerModule: tasksContainerModule,
  errorTexts: tasksErrorTexts,
  settings: tasksSettings,
  apiTokens: [TASKS_API],
  // The open list is the same for everyone (no session): other sites' scripts may poll it too (issue 37).
  earlyMiddleware: (c) => [publicReadCors({ paths: [AVAILABLE_TASKS_PATH] }), availableTasksFastLane(c.get(TASKS_SERVICE))],
  createRouter: (c) => tasksRouter(c.get(TASKS_SERVICE), markRoutes(c)),
  adminRouter: (c) => tasksAdminRouter(reviewService(c), markAdminRoutes(c)),
  adminOverview: (c) => () => reviewService(c).overview(),
  seedDemo: (c, unit) => seedDemoTasks(c.get(TASKS_SERVICE), unit),
  personalData: (c) => withMarks(tasksPersonalData(c.get(TASKS_REPO), c.get(TASK_HOLDS_REPO), c.get(CLOCK), c.get(CHANGE_FEED), c.get(TASK_CONFIRMATIONS_REPO)), c),
  jobs: (c) => {
    const service = c.get(TASKS_SERVICE);
    const log = c.get(LOGGER);
    return [
      {
        name: 'task hold sweep',
        intervalMs: c.get(TASKS_SETTINGS).taskHolds.sweepIntervalMs,
        runAtStart: true,
        run: async () => {
          const released = await service.releaseOverdue();
          if (released > 0) log.info(`task hold sweep: ${released} task(s) past their hold went back to the map`);
        },
      },
    ];
  },
};

/** Built on demand: it needs the admin module's audit log, which only apps with admin routes load. */
function reviewService(c: Container): TaskReviewService {
  return new TaskReviewService({
    repo: c.get(TASK_REVIEW_REPO), rewards: c.get<GamificationApi>(GAMIFICATION_API), audit: c.get<AuditLog>(AUDIT_LOG),
    guests: c.get<GuestApi>(GUEST_API), outbox: c.get(OUTBOX), clock: c.get(CLOCK), uow: c.get(UNIT_OF_WORK),
    notifications: c.isBound(NOTIFICATIONS_API) ? c.get<NotificationsApi>(NOTIFICATIONS_API) : null, photos: c.get<PhotosApi>(PHOTOS_API),
  });
}
