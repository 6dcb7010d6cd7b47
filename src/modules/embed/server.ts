import type { ServerModule } from '../../server/module';
import { CHANGE_FEED, CLOCK, CONFIG, DB, UNIT_OF_WORK } from '../../server/tokens';
import { AUDIT_LOG, type AuditLog } from '../admin/contract';
import { GUEST_API, type GuestApi } from '../guest/contract';
import { embedAdminRouter } from './server/admin-routes';
import { EMBED_API, EMBED_API_KEYS } from './contract';
import { EVENTS_API, type EventsApi } from '../events/contract';
import { LITTER_API, type LitterApi } from '../litter/contract';
import { ApiKeysAdmin, ApiKeysRepository } from './server/api-keys';
import { EMBED_SERVICE, embedContainerModule } from './server/container';
import { embedPersonalData, PartnerMembersAdmin, PartnerMembersRepository } from './server/members';
import { embedPages } from './server/pages';
import { PartnersAdmin } from './server/partners-admin';
import { PartnersRepository } from './server/repository';
import { embedRouter } from './server/routes';
import { PARTNERS_TOPIC } from './server/service';
import { embedSettings } from './server/settings';
import { embedErrorTexts } from './i18n/errors';

/** embed: the task map for partner websites (widget.js, /embed/map, /embed/demo) and its partners. */
export const embedModule: ServerModule = {
  id: 'embed',
  errorTexts: embedErrorTexts,
  settings: embedSettings,
  containerModule: embedContainerModule,
  apiTokens: [EMBED_API, EMBED_API_KEYS],
  // The map page lists upcoming cleanup events when the events module is loaded (EventsApi, optional), and
  // draws the litter categories of its area when the snippet asks (issue 40) and the litter module is loaded.
  middleware: (c) => [
    embedPages(
      c.get(EMBED_SERVICE),
      c.get(CONFIG),
      c.isBound(EVENTS_API) ? c.get<EventsApi>(EVENTS_API) : null,
      c.isBound(LITTER_API) ? { litter: c.get<LitterApi>(LITTER_API), now: () => c.get(CLOCK).now() } : null,
    ),
  ],
  createRouter: (c) => embedRouter(c.get(EMBED_SERVICE)),
  personalData: (c) => embedPersonalData(new PartnerMembersRepository(c.get(DB))),
  // Built on demand: the audit log exists only in apps with the admin module (which mounts this).
  adminRouter: (c) => {
    const changes = c.get(CHANGE_FEED);
    const audit = c.get<AuditLog>(AUDIT_LOG);
    return embedAdminRouter(
      new PartnersAdmin({ repo: new PartnersRepository(c.get(DB)), audit, uow: c.get(UNIT_OF_WORK), changed: () => changes.notify(PARTNERS_TOPIC) }),
      new ApiKeysAdmin({ repo: new ApiKeysRepository(c.get(DB)), audit, uow: c.get(UNIT_OF_WORK), clock: c.get(CLOCK) }),
      new PartnerMembersAdmin({ repo: new PartnerMembersRepository(c.get(DB)), guests: c.get<GuestApi>(GUEST_API), audit, uow: c.get(UNIT_OF_WORK), clock: c.get(CLOCK) }),
    );
  },
};
