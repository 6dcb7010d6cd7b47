import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../server/config';
import type { Db } from '../../server/db';
import type { ServerModule } from '../../server/module';
import { CLOCK, CONFIG, DB, IDEMPOTENCY_KEYS, UNIT_OF_WORK, type Clock, type IdempotencyKeysApi } from '../../server/tokens';
import { GAMIFICATION_API, type GamificationApi } from '../gamification/contract';
import { GUEST_API, SESSION_COOKIES, type GuestApi, type SessionCookies } from '../guest/contract';
import { AUTH_API, RATE_LIMITS } from './contract';
import { authPersonalData } from './server/personal-data';
import { AttemptLimiter } from './server/rate-limit';
import { AuthRepository } from './server/repository';
import { authRouter } from './server/routes';
import { AuthService } from './server/service';
import { authErrorTexts } from './i18n/errors';
import type { UnitOfWork } from '../../server/unit-of-work';

export const AUTH_SERVICE: ServiceIdentifier<AuthService> = Symbol.for('auth.service');
const AUTH_REPO: ServiceIdentifier<AuthRepository> = Symbol.for('auth.repository');

/**
 * auth: passkeys, recovery codes, sign-in (rate limited), sessions list and sign-out.
 * Needs the guest (sessions, users) and gamification (guest merge credit) modules: list it after them.
 */
export const authModule: ServerModule = {
  id: 'auth',
  errorTexts: authErrorTexts,
  containerModule: new ContainerModule(({ bind }) => {
    bind(AUTH_REPO).toResolvedValue((db: Db) => new AuthRepository(db), [DB]).inSingletonScope();
    bind(AUTH_SERVICE)
      .toResolvedValue(
        (repo: AuthRepository, guests: GuestApi, gamification: GamificationApi, clock: Clock, config: Config, uow: UnitOfWork, keys: IdempotencyKeysApi) =>
          new AuthService(repo, guests, gamification, new AttemptLimiter(repo, clock), clock, {
            rpID: config.publicUrl.hostname,
            rpName: 'CleanQuest',
            origin: config.publicUrl.origin,
          }, uow, keys),
        [AUTH_REPO, GUEST_API, GAMIFICATION_API, CLOCK, CONFIG, UNIT_OF_WORK, IDEMPOTENCY_KEYS],
      )
      .inSingletonScope();
    bind(AUTH_API).toService(AUTH_SERVICE);
  }),
  apiTokens: [AUTH_API],
  createRouter: (c) => authRouter(c.get(AUTH_SERVICE), c.get<GuestApi>(GUEST_API), c.get<SessionCookies>(SESSION_COOKIES)),
  jobs: (c) => {
    const repo = c.get<AuthRepository>(AUTH_REPO);
    const clock = c.get(CLOCK);
    // Sign-in attempts older than a day (or the sign-in window, if longer) count for nothing: pruned hourly.
    const prune = () => repo.pruneAttempts(new Date(clock.now().getTime() - Math.max(RATE_LIMITS.signin.windowMs, 86_400_000)));
    return [{ name: 'auth attempt prune', intervalMs: 3_600_000, run: prune }];
  },
  personalData: (c) => authPersonalData(c.get(AUTH_REPO)),
};
