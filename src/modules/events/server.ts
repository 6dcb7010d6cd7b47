import type { ServerModule } from '../../server/module';
import { CLOCK } from '../../server/tokens';
import { EVENTS_API } from './contract';
import { EVENTS_REPO, EVENTS_SERVICE, eventsContainerModule } from './server/container';
import { eventsPersonalData } from './server/personal-data';
import { eventsRouter } from './server/routes';
import { seedDemoEvents } from './server/seed';
import { eventsErrorTexts } from './i18n/errors';

/**
 * events (issue 24): community cleanup events under /api/events (create, join, leave, check in,
 * photos, the summary that pays the attendees, the calendar file) and EventsApi.upcomingNear for
 * other modules (the embed map lists them).
 */
export const eventsModule: ServerModule = {
  id: 'events',
  containerModule: eventsContainerModule,
  errorTexts: eventsErrorTexts,
  apiTokens: [EVENTS_API],
  createRouter: (c) => eventsRouter(c.get(EVENTS_SERVICE)),
  personalData: (c) => eventsPersonalData(c.get(EVENTS_REPO), c.get(CLOCK)),
  seedDemo: (c, unit) => seedDemoEvents(c, unit),
};
