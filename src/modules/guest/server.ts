import type { ServerModule } from '../../server/module';
import { CLOCK, CONFIG, LOGGER } from '../../server/tokens';
import { BALANCE_SOURCE, IDENTITY_API, PROFILE_SOURCE, SESSION_COOKIE, SESSION_COOKIES, type BalanceSource, type IdentityApi, type ProfileSource, type SessionCookies } from './contract';
import { IDENTITY_REPO, IDENTITY_SERVICE, identityContainerModule } from './server/container';
import { identityMigrations } from './server/migrations';
import { identityPersonalData } from './server/personal-data';
import { identityRouter } from './server/routes';
import { seedDemoUsers } from './server/seed';
import { sessionMiddleware } from './server/session-middleware';
import { IDENTITY_SETTINGS, identitySettings } from './server/settings';
import { identityErrorTexts } from './i18n/errors';

export const identityModule: ServerModule = {
  id: 'identity',
  migrations: identityMigrations,
  containerModule: identityContainerModule,
  errorTexts: identityErrorTexts,
  settings: identitySettings,
  apiTokens: [IDENTITY_API, SESSION_COOKIES],
  sessionCookie: SESSION_COOKIE,
  middleware: (c) => [sessionMiddleware(c.get<IdentityApi>(IDENTITY_API), c.get<SessionCookies>(SESSION_COOKIES))],
  createRouter: (c) => {
    const windowSeconds = c.get(CONFIG).rateLimitWindowSeconds;
    const { guestCreatePerAddress } = c.get(IDENTITY_SETTINGS);
    return identityRouter(c.get(IDENTITY_SERVICE), { cookies: c.get<SessionCookies>(SESSION_COOKIES), guestLimits: { perAddress: { points: guestCreatePerAddress, windowSeconds } } });
  },
  jobs: (c) => {
    const api = c.get<IdentityApi>(IDENTITY_API);
    const log = c.get(LOGGER);
    return [
      {
        name: 'guest sweep',
        intervalMs: c.get(IDENTITY_SETTINGS).guestSweepIntervalMs,
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
    identityPersonalData(
      c.get(IDENTITY_REPO),
      c.get(CLOCK),
      c.isBound(BALANCE_SOURCE) ? c.get<BalanceSource>(BALANCE_SOURCE) : undefined,
      c.isBound(PROFILE_SOURCE) ? c.get<ProfileSource>(PROFILE_SOURCE) : undefined,
    ),
};
