import { clientAddress, rateLimit } from '../../server/http/rate-limit';
import type { ServerModule } from '../../server/module';
import { CLOCK, CONFIG, DB, LOGGER } from '../../server/tokens';
import { BALANCE_SOURCE, GUEST_API, PROFILE_SOURCE, SESSION_COOKIES, type BalanceSource, type GuestApi, type ProfileSource, type SessionCookies } from './contract';
import { GUEST_REPO, GUEST_SERVICE, guestContainerModule } from './server/container';
import { guestMigrations } from './server/migrations';
import { guestPersonalData } from './server/personal-data';
import { guestRouter, TOO_MANY_GUESTS } from './server/routes';
import { seedDemoUsers } from './server/seed';
import { sessionMiddleware } from './server/session-middleware';
import { GUEST_SETTINGS, guestSettings } from './server/settings';
import { guestErrorTexts } from './i18n/errors';

export const guestModule: ServerModule = {
  id: 'guest',
  migrations: guestMigrations,
  containerModule: guestContainerModule,
  errorTexts: guestErrorTexts,
  settings: guestSettings,
  apiTokens: [GUEST_API, SESSION_COOKIES],
  middleware: (c) => [sessionMiddleware(c.get<GuestApi>(GUEST_API), c.get<SessionCookies>(SESSION_COOKIES))],
  createRouter: (c) => {
    const windowSeconds = c.get(CONFIG).rateLimitWindowSeconds;
    const { guestCreatePerAddress } = c.get(GUEST_SETTINGS);
    const createLimit = rateLimit(c.get(DB), [{ name: 'guest-create:address', points: guestCreatePerAddress, windowSeconds, key: clientAddress }], TOO_MANY_GUESTS);
    return guestRouter(c.get(GUEST_SERVICE), { cookies: c.get<SessionCookies>(SESSION_COOKIES), createLimit });
  },
  jobs: (c) => {
    const api = c.get<GuestApi>(GUEST_API);
    const log = c.get(LOGGER);
    return [
      {
        name: 'guest sweep',
        intervalMs: c.get(GUEST_SETTINGS).guestSweepIntervalMs,
        runAtStart: true,
        run: async () => {
          const donated = await api.sweepExpiredGuests();
          if (donated.length > 0) log.info(`guest sweep: ${donated.length} expired guest(s) donated their points`);
        },
      },
    ];
  },
  seedDemo: (c, unit) => seedDemoUsers(c, unit),
  personalData: (c) =>
    guestPersonalData(
      c.get(GUEST_REPO),
      c.get(CLOCK),
      c.isBound(BALANCE_SOURCE) ? c.get<BalanceSource>(BALANCE_SOURCE) : undefined,
      c.isBound(PROFILE_SOURCE) ? c.get<ProfileSource>(PROFILE_SOURCE) : undefined,
    ),
};
