import type { Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { AlertDeliveriesRepository, DeliveryRow } from './deliveries-repository';
import type { Mailer } from './mailer';
import { PushEndpointRefused, type PushPayload, type PushTarget } from './push';
import type { AlertsRepository } from './repository';
import type { VapidKeys } from './settings';
import { alertMail } from './texts';

export interface DeliveryOptions {
  /** How long a claimed row belongs to the process sending it. */
  leaseMs: number;
  /** Tries before a row is given up ('failed', kept with its last error). */
  maxAttempts: number;
  /** Wait after the first failure, doubled after each further one up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  batchSize: number;
  /** Finished rows are kept this long (a claim's 'ends soon' is long past by then), then swept. */
  keepMs: number;
}

export const DELIVERY_DEFAULTS: DeliveryOptions = {
  leaseMs: 60_000,
  maxAttempts: 5,
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  batchSize: 50,
  keepMs: 7 * 86_400_000,
};

/** The icon a push alert shows (the app's; the service worker falls back to none). */
export const ALERT_ICON = '/icons/icon-192.png';

export interface DeliveryDeps {
  repo: AlertsRepository;
  deliveries: AlertDeliveriesRepository;
  clock: Clock;
  log: Logger;
  mailer: Mailer | null;
  publicUrl: URL;
  vapid(): Promise<VapidKeys>;
  vapidSubject: string;
  sendPush(target: PushTarget, payload: PushPayload, keys: VapidKeys, subject: string): Promise<number>;
}

class Gone extends Error {}

/**
 * Sends queued alerts: claims due rows (leased, so no two processes send one), sends each, and
 * records the outcome. A push service's 404/410 removes that subscription, and so does an endpoint
 * not on the push host list; one whose host led to a non-public address is not sent (nothing is
 * connected; alerts/server/push.ts). Any other failure is logged and tried again later, a few times. Sending is at least once: a crash between sending and
 * recording sends that one alert again after the lease.
 */
export class AlertDelivery {
  private readonly o: DeliveryOptions;

  constructor(
    private readonly d: DeliveryDeps,
    options: Partial<DeliveryOptions> = {},
  ) {
    this.o = { ...DELIVERY_DEFAULTS, ...options };
  }

  /** One round over due rows (only these ids, when given). Never throws for a failed alert. */
  async deliver(ids?: string[]): Promise<{ claimed: number; sent: number }> {
    const now = this.d.clock.now();
    const rows = await this.d.deliveries.claim(now, new Date(now.getTime() + this.o.leaseMs), this.o.batchSize, this.o.maxAttempts, ids);
    let sent = 0;
    for (const row of rows) if (await this.one(row)) sent++;
    return { claimed: rows.length, sent };
  }

  /** The background job: due rows, batch after batch (at most 20), then the sweep of old finished rows. */
  async deliverDue(): Promise<number> {
    let sent = 0;
    for (let round = 0; round < 20; round++) {
      const r = await this.deliver();
      sent += r.sent;
      if (r.claimed < this.o.batchSize) break;
    }
    await this.d.deliveries.sweep(new Date(this.d.clock.now().getTime() - this.o.keepMs));
    return sent;
  }

  private async one(row: DeliveryRow): Promise<boolean> {
    try {
      if (row.channel === 'push') await this.push(row);
      else await this.email(row);
      await this.d.deliveries.finish(row.id, 'sent', this.d.clock.now());
      return true;
    } catch (err) {
      if (err instanceof Gone) {
        await this.d.deliveries.finish(row.id, 'gone', this.d.clock.now(), err.message);
        return false;
      }
      const giveUp = row.attempts >= this.o.maxAttempts;
      const delay = Math.min(this.o.retryBaseMs * 2 ** (row.attempts - 1), this.o.retryMaxMs);
      await this.d.deliveries.failed(row.id, err instanceof Error ? err.message : String(err), new Date(this.d.clock.now().getTime() + delay), giveUp);
      this.d.log.error(`alerts: ${row.channel} alert #${row.id} failed (attempt ${row.attempts} of ${this.o.maxAttempts})${giveUp ? ', given up' : ''}`, err);
      return false;
    }
  }

  private async language(userId: string): Promise<'en' | 'de'> {
    return (await this.d.repo.preferences(userId))?.language ?? 'en';
  }

  private async push(row: DeliveryRow): Promise<void> {
    const sub = await this.d.repo.pushSubscription(row.target);
    if (!sub || sub.user_id !== row.user_id) throw new Gone('the device unsubscribed');
    const text = row.message.texts[await this.language(row.user_id)];
    const payload: PushPayload = { title: text.title, body: text.body, url: row.message.url, icon: ALERT_ICON, tag: `${row.kind}:${row.reference}` };
    let status: number;
    try {
      status = await this.d.sendPush(sub, payload, await this.d.vapid(), this.d.vapidSubject);
    } catch (err) {
      if (!(err instanceof PushEndpointRefused)) throw err;
      // Nothing was connected. Not a push service on the list (any more): the subscription goes. Its
      // host led to a non-public address this time: this alert is dropped, and it is logged.
      if (err.reason === 'host') await this.d.repo.removePushSubscriptionById(sub.id);
      else this.d.log.error(`alerts: push alert #${row.id} not sent, its endpoint's host led to a non-public address`, err);
      throw new Gone(`push endpoint refused: ${err.message}${err.reason === 'host' ? ' (subscription removed)' : ''}`);
    }
    if (status === 404 || status === 410) {
      await this.d.repo.removePushSubscriptionById(sub.id);
      throw new Gone(`the push service answered ${status}: subscription removed`);
    }
    if (status < 200 || status >= 300) throw new Error(`the push service answered ${status}`);
  }

  private async email(row: DeliveryRow): Promise<void> {
    const email = await this.d.repo.email(row.user_id);
    if (!email?.confirmed_at || !this.d.mailer) throw new Gone('no confirmed address any more');
    const lang = await this.language(row.user_id);
    const unsubscribe = new URL('/alerts/unsubscribe', this.d.publicUrl);
    unsubscribe.searchParams.set('token', email.unsubscribe_token);
    await this.d.mailer.send(email.address, alertMail(row.kind, row.message, lang, this.d.publicUrl, unsubscribe.toString()));
  }
}
