import { HttpError } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { RATE_LIMITS, type AttemptAction } from '../contract';
import type { AuthRepository } from './repository';

export const TOO_MANY_ATTEMPTS = 'Too many sign-in attempts. Please wait a moment and try again.';
export const TOO_MANY_REAUTH_ATTEMPTS = 'Too many failed passkey checks. Please wait a moment and try again.';

const MESSAGES: Record<AttemptAction, string> = { signin: TOO_MANY_ATTEMPTS, recovery: TOO_MANY_ATTEMPTS, reauth: TOO_MANY_REAUTH_ATTEMPTS };

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
      throw new HttpError(429, 'RATE_LIMITED', MESSAGES[action], { retryAfterSeconds: retryAfter, scope }, { 'Retry-After': String(retryAfter) });
    }
    return id;
  }

  finish(ids: string[], outcome: 'failed' | 'succeeded'): Promise<void> {
    return this.repo.finishAttempts(ids, outcome);
  }

  /** Forgets attempts that were never made (another scope refused them first): they count for nothing. */
  cancel(ids: string[]): Promise<void> {
    return this.repo.deleteAttempts(ids);
  }

  /**
   * Runs `attempt` as one attempt in every scope: 429 before it runs when any scope is over its limit
   * (the others' records are then forgotten), 'failed' when it throws, 'succeeded' when it returns.
   */
  async attempt<T>(action: AttemptAction, scopes: { scope: 'ip' | 'account'; key: string; userId?: string | null }[], attempt: () => Promise<T>): Promise<T> {
    const ids: string[] = [];
    try {
      for (const s of scopes) ids.push(await this.begin(action, s.scope, s.key, s.userId ?? null));
    } catch (err) {
      await this.cancel(ids);
      throw err;
    }
    try {
      const result = await attempt();
      await this.finish(ids, 'succeeded');
      return result;
    } catch (err) {
      await this.finish(ids, 'failed');
      throw err;
    }
  }
}
