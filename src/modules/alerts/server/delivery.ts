import { Background, withTimeout } from '../../../server/background';
import type { Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { ConfirmationMails } from './confirmation-mails';
import type { AlertDeliveriesRepository, DeliveryRow } from './deliveries-repository';
import type { Mailer } from './mailer';
import { PushEndpointRefused, type PushPayload, type PushTarget } from './push';
import type { AlertsRepository } from './repository';
import type { VapidKeys } from './settings';
import { alertMail } from './texts';
import { isLanguage, type Language } from '../../../shared/language';

export interface DeliveryOptions {
  /** How long a claimed row belongs to the process sending it. */
  leaseMs: number;
  /** Tries before a row is given up ('failed', kept with its last error). */
  maxAttempts: number;
  /** Wait after the first failure, doubled after each further one up to retryMaxMs. */
  retryBaseMs: number;
  retryMaxMs: number;
  /** Alerts (and confirmation mails) sent at once: a push service or mail server that does not answer holds one of them. */
  concurrency: number;
  /** The longest one alert may take (the push service's or SMTP server's answer included); then it is tried again later. Below leaseMs. */
  targetTimeoutMs: number;
  /** Alerts one run claims at most, so a run (and a shutdown waiting for it) ends. */
  maxPerRun: number;
  /** Finished rows are kept this long (a claim's 'ends soon' is long past by then), then swept. */
  keepMs: number;
}

export const DELIVERY_DEFAULTS: DeliveryOptions = {
  leaseMs: 60_000,
  maxAttempts: 5,
  retryBaseMs: 30_000,
  retryMaxMs: 30 * 60_000,
  concurrency: 6,
  targetTimeoutMs: 15_000,
  maxPerRun: 1000,
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
  /** The queued confirmation mails of PUT /api/alerts/email (sent by the same runs, first). */
  confirmations?: ConfirmationMails;
}

class Gone extends Error {}

/**
 * Sends queued alerts in the background (issue 35: never inside a request). A commit that queued some
 * kicks the sender (`kick`): it keeps up to `concurrency` workers busy, each claiming one due row at
 * a time (leased, so no two processes send one, and claimed only when a worker is free, so a lease
 * never runs out while a row waits in memory), sending it within `targetTimeoutMs`, and recording the
 * outcome; a worker ends when nothing is due. The job runs a round every 15 s for what failed or a
 * crash left. A push service's 404/410 removes that subscription, and so does an endpoint not on the
 * push host list; one whose host led to a non-public address is not sent (nothing is connected;
 * alerts/server/push.ts). Any other failure, a timeout included, is logged and tried again later, a
 * few times. Sending is at least once: a crash between sending and recording sends that one alert
 * again after the lease.
 */
export class AlertDelivery {
  private readonly o: DeliveryOptions;
  /** Workers the kicks started that are still working. */
  private active = 0;
  /** Counts kicks, so a worker that found nothing due looks again when a kick came meanwhile. */
  private kicks = 0;

  constructor(
    private readonly d: DeliveryDeps,
    options: Partial<DeliveryOptions> = {},
    private readonly background: Background = new Background(d.log),
  ) {
    this.o = { ...DELIVERY_DEFAULTS, ...options };
  }

  /** Something was queued and committed: starts workers up to `concurrency` in the background; nobody waits for them. */
  kick(): void {
    this.kicks++;
    while (this.active < this.o.concurrency) {
      this.active++;
      this.background.start('alert delivery', () => this.work(Infinity, true));
    }
  }

  /** One round of the job (and of tests): `concurrency` workers until nothing is due (at most maxPerRun sends). Answers how many alerts were sent. */
  async sendDue(): Promise<number> {
    const budget = { left: this.o.maxPerRun };
    const sent = await Promise.all(Array.from({ length: Math.max(1, this.o.concurrency) }, () => this.work(budget, false)));
    return sent.reduce((a, b) => a + b, 0);
  }

  /**
   * A worker: the due confirmation mails first, then the due alerts, one at a time, until none is
   * due (looking again when a kick came during its last look). A kicked worker leaves `active` in
   * the same step as its last look, so no kick falls between them.
   */
  private async work(budget: { left: number } | number, kicked: boolean): Promise<number> {
    const left = typeof budget === 'number' ? { left: budget } : budget;
    let sent = 0;
    try {
      while (left.left > 0 && !this.background.stopped) {
        const seen = this.kicks;
        const step = await this.step();
        if (step === 'none') {
          if (kicked && this.kicks !== seen) continue;
          break;
        }
        left.left--;
        if (step === 'sent') sent++;
      }
    } finally {
      if (kicked) this.active--;
    }
    return sent;
  }

  /** Claims the next due mail or alert (a background unit: after the requests in flight), then sends it outside the unit. */
  private async step(): Promise<'none' | 'sent' | 'other'> {
    const confirmations = this.d.confirmations;
    const next = await this.background.unit(async () => {
      const mail = confirmations ? await confirmations.claim() : null;
      if (mail) return { mail, row: undefined };
      const now = this.d.clock.now();
      const [row] = await this.d.deliveries.claim(now, new Date(now.getTime() + this.o.leaseMs), 1, this.o.maxAttempts);
      return { mail: null, row };
    });
    if (next.mail) {
      await confirmations!.send(next.mail);
      return 'other';
    }
    if (!next.row) return 'none';
    return (await this.one(next.row)) ? 'sent' : 'other';
  }

  /** The background job: a run, then the sweep of old finished rows. */
  async deliverDue(): Promise<number> {
    const sent = await this.sendDue();
    await this.d.deliveries.sweep(new Date(this.d.clock.now().getTime() - this.o.keepMs));
    return sent;
  }

  private async one(row: DeliveryRow): Promise<boolean> {
    try {
      const send = row.channel === 'push' ? this.push(row) : this.email(row);
      await withTimeout(send, this.o.targetTimeoutMs, `${row.channel} alert #${row.id}`);
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

  private async language(userId: string): Promise<Language> {
    // A language no longer offered (or never known) falls back to English.
    const stored = (await this.d.repo.preferences(userId))?.language;
    return isLanguage(stored) ? stored : 'en';
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
