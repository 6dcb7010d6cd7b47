import type { Container } from 'inversify';
import type { ServerModule } from '../../server/module';
import { CLOCK, CONFIG, LOGGER, UNIT_OF_WORK } from '../../server/tokens';
import { AUDIT_LOG, type AuditLog } from '../admin/contract';
import { GUEST_API, type GuestApi } from '../guest/contract';
import { NOTIFICATIONS_API, type NotificationsApi } from '../notifications/contract';
import { TASKS_API, type TasksApi } from '../tasks/contract';
import { PHOTOS_API } from './contract';
import { photosAdminRouter } from './server/admin-routes';
import { PHOTO_FACE_DETECTOR, PHOTO_MODERATION_REPO, PHOTO_SCREENER, PHOTO_STORE, PHOTOS_REPO, PHOTOS_SERVICE, photosContainerModule } from './server/container';
import { PhotoFlagService, PhotoModerationService } from './server/moderation';
import { LicenceWithdrawalService } from './server/licence-withdrawal';
import { photosPersonalData } from './server/personal-data';
import { photosRouter } from './server/routes';
import { PHOTOS_SETTINGS, photosSettings } from './server/settings';
import { photosErrorTexts } from './i18n/errors';

export const photosModule: ServerModule = {
  id: 'photos',
  errorTexts: photosErrorTexts,
  settings: photosSettings,
  containerModule: photosContainerModule,
  apiTokens: [PHOTOS_API],
  createRouter: (c) =>
    photosRouter(
      c.get(PHOTOS_SERVICE),
      new PhotoFlagService({ repo: c.get(PHOTO_MODERATION_REPO), clock: c.get(CLOCK), uow: c.get(UNIT_OF_WORK) }),
      new LicenceWithdrawalService({ uow: c.get(UNIT_OF_WORK), clock: c.get(CLOCK), audit: c.isBound(AUDIT_LOG) ? c.get<AuditLog>(AUDIT_LOG) : null }),
    ),
  adminRouter: (c) => photosAdminRouter(moderationService(c)),
  adminOverview: (c) => () => moderationService(c).overview(),
  start: (c) => {
    // Loads the screening and face models in the background so the first upload does not wait for them.
    // A face model that fails here is tried again by the next upload (refused with 503 until it loads).
    const log = c.get(LOGGER);
    c.get(PHOTO_SCREENER).ready().catch((err) => log.error('photo screening model failed to load', err));
    c.get(PHOTO_FACE_DETECTOR).ready().catch((err) => log.error('face detection model failed to load; report and completion photos are refused until it loads', err));
  },
  jobs: (c) => {
    // Orphan photo files (a crash between writing the files and committing the row): once at start,
    // then hourly. The first run always logs its count, later ones only when they removed files.
    const log = c.get(LOGGER);
    const graceMs = c.get(PHOTOS_SETTINGS).photoOrphanGraceSeconds * 1000;
    let first = true;
    const run = async () => {
      const { removed } = await c.get(PHOTOS_SERVICE).sweepOrphans(graceMs);
      if (first || removed.length > 0) log.info(`photo sweep: ${removed.length} orphan file(s) removed`);
      first = false;
    };
    return [{ name: 'photo sweep', intervalMs: 3_600_000, runAtStart: true, run }];
  },
  readiness: (c) => [{ name: 'photos', check: () => c.get(PHOTO_STORE).ping() }],
  // The S3 client keeps sockets open; it is closed at shutdown (the disk store holds nothing open).
  stop: (c) => c.get(PHOTO_STORE).close?.(),
  personalData: (c) => photosPersonalData(c.get(PHOTOS_REPO), c.get(PHOTO_STORE), c.get(CONFIG).publicUrl.origin, c.get(LOGGER)),
};

/** Built on demand: it needs the admin module's audit log, which only apps with admin routes load. */
function moderationService(c: Container): PhotoModerationService {
  const tasks = c.isBound(TASKS_API) ? c.get<TasksApi>(TASKS_API) : null;
  return new PhotoModerationService({
    repo: c.get(PHOTO_MODERATION_REPO), store: c.get(PHOTO_STORE), clock: c.get(CLOCK), audit: c.get<AuditLog>(AUDIT_LOG), guests: c.get<GuestApi>(GUEST_API),
    photoUses: tasks ? (ids) => tasks.photoUses(ids) : null, log: c.get(LOGGER), uow: c.get(UNIT_OF_WORK),
    notifications: c.isBound(NOTIFICATIONS_API) ? c.get<NotificationsApi>(NOTIFICATIONS_API) : null,
  });
}
