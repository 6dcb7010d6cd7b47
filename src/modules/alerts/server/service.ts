import crypto from 'node:crypto';
import { HttpError } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import { trxOf, type Unit, type UnitOfWork } from '../../../server/unit-of-work';
import {
  ALERT_CHANNELS,
  CONFIRMATION_MAIL_WINDOW_SECONDS,
  CONFIRMATION_MAILS_PER_ADDRESS,
  MAX_PUSH_DEVICES,
  ALERT_ERROR_MESSAGES as M,
  ALERT_KINDS,
  AlertErrorCodes as C,
  type AlertChoices,
  type AlertKind,
  type AlertMessage,
  type AlertPreferencesDto,
  type AlertPreferencesInput,
  type AlertsApi,
  type PushSubscriptionInput,
  type SetAlertEmailDto,
} from '../contract';
import { sha256 } from './confirmation-mails';
import type { AlertDeliveriesRepository, NewDelivery } from './deliveries-repository';
import type { Mailer } from './mailer';
import { PushEndpointRefused, validPushKeys, type PushEndpoints } from './push';
import type { AlertsRepository, PreferencesRow } from './repository';
import type { AlertsSettings } from './settings';
import type { VapidKeyStore } from './vapid';
import type { Language } from '../../../shared/language';

export interface AlertsDeps {
  repo: AlertsRepository;
  uow: UnitOfWork;
  /** The push host list and the core's address check. */
  push: PushEndpoints;
  deliveries: AlertDeliveriesRepository;
  settings: AlertsSettings;
  clock: Clock;
  /** null: SMTP_URL is unset, e-mail alerts are off. */
  mailer: Mailer | null;
  vapid: VapidKeyStore;
  /** Starts sending what is queued, in the background (AlertDelivery.kick): nobody waits for it. */
  kick(): void;
}

/** Every switch off: nothing is sent until the person turns an alert on. */
export const noChoices = (): AlertChoices =>
  Object.fromEntries(ALERT_KINDS.map((k) => [k, Object.fromEntries(ALERT_CHANNELS.map((c) => [c, false]))])) as AlertChoices;

/** Stored choices over the defaults: a kind added later (area alerts) starts off. */
function choicesOf(row: PreferencesRow | undefined): AlertChoices {
  const out = noChoices();
  for (const kind of ALERT_KINDS) for (const channel of ALERT_CHANNELS) out[kind][channel] = row?.choices[kind]?.[channel] === true;
  return out;
}

const newToken = () => crypto.randomBytes(24).toString('base64url');

/**
 * The mailbox an address delivers to, as far as the limit per recipient counts it: lower case, without
 * a `+tag` (most providers deliver user+x@ to user@) and, at Gmail, without dots in the name.
 */
export function recipientKey(address: string): string {
  const a = address.trim().toLowerCase().replace(/\.$/, '');
  const at = a.lastIndexOf('@');
  let [local, domain] = [a.slice(0, at), a.slice(at + 1).replace(/\.$/, '')];
  local = local.split('+')[0] || local;
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replace(/\./g, '');
  return `${local}@${domain}`;
}

/** E-mail alerts are for registered people: a guest's address could be anyone's (issue 33). */
export function requireRegistered(user: { isGuest: boolean }): void {
  if (user.isGuest) throw new HttpError(403, 'REGISTERED_ONLY', M.REGISTERED_ONLY);
}

/** The person's alert choices, push devices and e-mail address, and AlertsApi.send for the triggers. */
export class AlertsService implements AlertsApi {
  constructor(private readonly d: AlertsDeps) {}

  get pushOn(): boolean {
    return this.d.settings.pushEnabled;
  }

  get emailOn(): boolean {
    return this.d.mailer !== null;
  }

  async publicKey(): Promise<string> {
    this.requirePush();
    return (await this.d.vapid.keys()).publicKey;
  }

  async preferences(userId: string): Promise<AlertPreferencesDto> {
    const [row, email, subs] = await Promise.all([this.d.repo.preferences(userId), this.d.repo.email(userId), this.d.repo.pushSubscriptions(userId)]);
    return {
      choices: choicesOf(row),
      language: row?.language ?? 'en',
      email: email ? { address: email.address, confirmed: email.confirmed_at !== null } : null,
      pushDevices: subs.length,
    };
  }

  async savePreferences(userId: string, input: AlertPreferencesInput): Promise<AlertPreferencesDto> {
    await this.d.repo.savePreferences(userId, input.choices, input.language, this.d.clock.now());
    return this.preferences(userId);
  }

  /**
   * Registers a device: valid P-256 keys, an https endpoint on a known push service whose host has
   * only public addresses now (every send checks again), at most MAX_PUSH_DEVICES per person (the
   * oldest goes), and never an endpoint another person holds (409: the browser subscribes anew).
   */
  async addPushSubscription(userId: string, input: PushSubscriptionInput): Promise<AlertPreferencesDto> {
    this.requirePush();
    if (!validPushKeys(input.keys.p256dh, input.keys.auth)) throw new HttpError(400, C.BAD_KEYS, M.BAD_KEYS);
    try {
      await this.d.push.check(input.endpoint);
    } catch (err) {
      if (err instanceof PushEndpointRefused) throw new HttpError(400, C.BAD_ENDPOINT, M.BAD_ENDPOINT);
      throw err;
    }
    const sub = { endpoint: input.endpoint, ...input.keys };
    const result = await this.d.uow.run((_unit, trx) => this.d.repo.savePushSubscription(userId, sub, this.d.clock.now(), MAX_PUSH_DEVICES, trx));
    if (result === 'taken') throw new HttpError(409, C.DEVICE_TAKEN, M.DEVICE_TAKEN);
    return this.preferences(userId);
  }

  async removePushSubscription(userId: string, endpoint: string): Promise<AlertPreferencesDto> {
    await this.d.repo.removePushSubscription(userId, endpoint);
    return this.preferences(userId);
  }

  /**
   * Sets the address and queues a confirmation link for it (double opt-in), for registered people
   * only; the delivery job mails it (issue 35: the answer does not wait for the mail server) and
   * says so (`confirmationMail: 'on_its_way'`). The address the person already confirmed stays
   * confirmed; one still waiting gets a new link (the old one stops working once it is mailed). An
   * address gets at most CONFIRMATION_MAILS_PER_ADDRESS confirmation mails per window, whoever asks
   * (counted when queued; one that is never sent stops counting), besides the per-person limit of the route.
   */
  async setEmail(user: { id: string; isGuest: boolean }, address: string, language: Language): Promise<SetAlertEmailDto> {
    if (!this.d.mailer) throw new HttpError(404, C.EMAIL_OFF, M.EMAIL_OFF);
    requireRegistered(user);
    const userId = user.id;
    const current = await this.d.repo.email(userId);
    const prefs = await this.d.repo.preferences(userId);
    await this.d.repo.savePreferences(userId, choicesOf(prefs), language, this.d.clock.now());
    if (current?.address === address && current.confirmed_at) return { ...(await this.preferences(userId)), confirmationMail: 'not_needed' };
    const now = this.d.clock.now();
    const windowMs = CONFIRMATION_MAIL_WINDOW_SECONDS * 1000;
    const reserved = await this.d.uow.run(async (_unit, trx) => {
      const r = await this.d.repo.reserveConfirmationMail(sha256(recipientKey(address)), now, new Date(now.getTime() - windowMs), CONFIRMATION_MAILS_PER_ADDRESS, trx, { userId, language });
      // A new address waits for the link the job mails (no token until then); the same one keeps its state.
      if ('id' in r && current?.address !== address) await this.d.repo.setEmail(userId, address, null, newToken(), now, trx);
      return r;
    });
    if (!('id' in reserved)) {
      const retryAfter = Math.max(1, Math.ceil((reserved.sent[0]!.getTime() + windowMs - now.getTime()) / 1000));
      throw new HttpError(429, 'RATE_LIMITED', M.ADDRESS_BUSY, { retryAfterSeconds: retryAfter }, { 'Retry-After': String(retryAfter) });
    }
    this.d.kick();
    return { ...(await this.preferences(userId)), confirmationMail: 'on_its_way' };
  }

  /** Forgets the counted confirmation mails whose window is over (the delivery job calls it). */
  sweepConfirmationMails(): Promise<number> {
    return this.d.repo.sweepConfirmationMails(new Date(this.d.clock.now().getTime() - CONFIRMATION_MAIL_WINDOW_SECONDS * 1000));
  }

  async removeEmail(userId: string): Promise<AlertPreferencesDto> {
    await this.d.repo.removeEmail(userId);
    return this.preferences(userId);
  }

  async confirmEmail(token: string): Promise<{ done: boolean }> {
    if (!(await this.d.repo.confirmEmail(sha256(token), this.d.clock.now()))) throw new HttpError(404, C.BAD_TOKEN, M.BAD_TOKEN);
    return { done: true };
  }

  async unsubscribe(token: string): Promise<{ done: boolean }> {
    if (!(await this.d.repo.unsubscribe(token))) throw new HttpError(404, C.BAD_TOKEN, M.BAD_TOKEN);
    return { done: true };
  }

  async confirmedEmailOf(userId: string): Promise<string | null> {
    const email = await this.d.repo.email(userId);
    return email?.confirmed_at ? email.address : null;
  }

  /**
   * Queues the alert by every channel the person chose for the kind: push to each of their devices
   * (when push is on), e-mail to their confirmed address (when e-mail is on). Unique per (kind,
   * reference, person, channel, target), so a repeat queues nothing. Sent in the background after the commit.
   */
  async send(userId: string, kind: AlertKind, reference: string, message: AlertMessage, unit?: Unit): Promise<number> {
    const trx = unit ? trxOf(unit) : undefined;
    const choice = choicesOf(await this.d.repo.preferences(userId, trx))[kind];
    const rows: NewDelivery[] = [];
    const base = { user_id: userId, kind, reference, message };
    if (choice.push && this.pushOn) {
      for (const sub of await this.d.repo.pushSubscriptions(userId, trx)) rows.push({ ...base, channel: 'push', target: sub.id });
    }
    if (choice.email && this.emailOn) {
      const email = await this.d.repo.email(userId, trx);
      if (email?.confirmed_at) rows.push({ ...base, channel: 'email', target: 'email' });
    }
    const ids = await this.d.deliveries.queue(rows, this.d.clock.now(), trx);
    if (ids.length > 0) {
      // Sent in the background once the rows are committed: the caller never waits for a push service or mail server.
      if (unit) unit.afterCommit(() => this.d.kick());
      else this.d.kick();
    }
    return ids.length;
  }

  /**
   * send() for many people at once (a fan-out's notifications, issue 35): their choices, devices and
   * addresses read in three queries, every delivery queued in one INSERT, sent in the background.
   */
  async sendMany(alerts: { userId: string; kind: AlertKind; reference: string; message: AlertMessage }[]): Promise<number> {
    const userIds = [...new Set(alerts.map((a) => a.userId))];
    const prefs = new Map((await this.d.repo.preferencesOf(userIds)).map((p) => [p.user_id, choicesOf(p)]));
    const wanted = alerts.filter((a) => prefs.get(a.userId)?.[a.kind] && (prefs.get(a.userId)![a.kind].push || prefs.get(a.userId)![a.kind].email));
    if (wanted.length === 0) return 0;
    const ids = wanted.map((a) => a.userId);
    const subs = this.pushOn ? await this.d.repo.pushSubscriptionsOf(ids) : [];
    const emails = new Set(this.emailOn ? (await this.d.repo.confirmedEmailsOf(ids)).map((e) => e.user_id) : []);
    const rows: NewDelivery[] = [];
    for (const a of wanted) {
      const choice = prefs.get(a.userId)![a.kind];
      const base = { user_id: a.userId, kind: a.kind, reference: a.reference, message: a.message };
      if (choice.push) for (const sub of subs.filter((s) => s.user_id === a.userId)) rows.push({ ...base, channel: 'push', target: sub.id });
      if (choice.email && emails.has(a.userId)) rows.push({ ...base, channel: 'email', target: 'email' });
    }
    const queued = await this.d.deliveries.queue(rows, this.d.clock.now());
    if (queued.length > 0) this.d.kick();
    return queued.length;
  }

  private requirePush(): void {
    if (!this.pushOn) throw new HttpError(404, C.PUSH_OFF, M.PUSH_OFF);
  }
}
