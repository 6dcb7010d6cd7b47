import type { Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { newVapidKeys } from './push';
import type { AlertsRepository } from './repository';
import type { AlertsSettings, VapidKeys } from './settings';

/**
 * The server's VAPID key pair: from the environment (VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY), else the one
 * in the database, made on first use when none is there. Every process shares the stored pair: two
 * processes making one at once both insert-if-absent and re-read, so both keep the first.
 */
export class VapidKeyStore {
  private pending: Promise<VapidKeys> | null = null;

  constructor(
    private readonly repo: AlertsRepository,
    private readonly settings: AlertsSettings,
    private readonly clock: Clock,
    private readonly log: Logger,
  ) {}

  keys(): Promise<VapidKeys> {
    if (this.settings.vapidKeys) return Promise.resolve(this.settings.vapidKeys);
    this.pending ??= this.load().catch((err: unknown) => {
      this.pending = null;
      throw err;
    });
    return this.pending;
  }

  private async load(): Promise<VapidKeys> {
    const stored = await this.repo.vapid();
    if (stored) return stored;
    await this.repo.insertVapidIfAbsent(newVapidKeys(), this.clock.now());
    const kept = await this.repo.vapid();
    if (!kept) throw new Error('alerts: the VAPID key pair could not be stored');
    this.log.info('alerts: made the VAPID key pair for Web Push (kept in the database, shared by every process)');
    return kept;
  }
}
