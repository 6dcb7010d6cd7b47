import type { ServerModule } from '../../server/module';
import { CLOCK, CONFIG, LOGGER } from '../../server/tokens';
import { BALANCE_SOURCE, GUEST_API, PROFILE_SOURCE, SESSION_COOKIE, SESSION_COOKIES, type BalanceSource, type GuestApi, type ProfileSource, type SessionCookies } from './contract';
import { GUEST_REPO, GUEST_SERVICE, guestContainerModule } from './server/container';
import { guestPersonalData } from './server/personal-data';
import { guestRouter } from './server/routes';
import { seedDemoUsers } from './server/seed';
import { sessionMiddleware } from './server/session-middleware';
import { GUEST_SETTINGS, guestSettings } from './server/settings';
import { guestErrorTexts } from './i18n/errors';

export const guestModule: ServerModule = {
  id: 'guest',
  containerModule: guestContainerModule,
  errorTexts: guestErrorTexts,
  settings: guestSettings,
  apiTokens: [GUEST_API, SESSION_COOKIES],
  sessionCookie: SESSION_COOKIE,
  middleware: (c) => [sessionMiddleware(c.get<GuestApi>(GUEST_API), c.get<SessionCookies>(SESSION_COOKIES))],
  createRouter: (c) => {
    const windowSeconds = c.get(CONFIG).rateLimitWindowSeconds;
    const { guestCreatePerAddress } = c.get(GUEST_SETTINGS);
    return guestRouter(c.get(GUEST_SERVICE), { cookies: c.get<SessionCookies>(SESSION_COOKIES), guestLimits: { perAddress: { points: guestCreatePerAddress, windowSeconds } } });
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
