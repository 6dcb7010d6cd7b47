import { HttpError } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { RATE_LIMITS, type AttemptAction } from '../contract';
import type { AuthRepository } from './repository';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a moment and try again.';

/**
 * Sign-in attempt limits, counted in PostgreSQL so every process shares them. An attempt is written
 * (pending) before it is checked, so concurrent attempts see each other; it is then marked failed or
 * succeeded. Failed and unfinished attempts in the window count; a refused attempt is not recorded,
 * so Retry-After (when the oldest counted attempt leaves the window) is exact.
 */
export class AttemptLimiter {
  constructor(
    private readonly repo: AuthRepository,
    private readonly clock: Clock,
  ) {}

  /** Records an attempt for the scope or throws 429 with Retry-After. Returns the attempt's id. */
  async begin(action: AttemptAction, scope: 'ip' | 'account', key: string, userId: string | null = null): Promise<string> {
    const now = this.clock.now();
    const limit = RATE_LIMITS[action];
    const id = await this.repo.insertAttempt({ action, scope, key, userId, now });
    const since = new Date(now.getTime() - limit.windowMs);
    const { n, oldest } = await this.repo.countOpenAttempts(action, scope, key, since);
    if (n > limit[scope]) {
      await this.repo.deleteAttempts([id]);
      const retryMs = oldest ? oldest.getTime() + limit.windowMs - now.getTime() : limit.windowMs;
      const retryAfter = Math.max(1, Math.ceil(retryMs / 1000));
      throw new HttpError(429, 'RATE_LIMITED', TOO_MANY_ATTEMPTS, { retryAfterSeconds: retryAfter, scope }, { 'Retry-After': String(retryAfter) });
    }
    return id;
  }

  finish(ids: string[], outcome: 'failed' | 'succeeded'): Promise<void> {
    return this.repo.finishAttempts(ids, outcome);
  }
}
