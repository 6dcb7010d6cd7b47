import type { Unit } from '../../server/unit-of-work';
import type { Language } from '../../shared/language';

/**
 * alerts module: alerts beyond the open app (issue 23, point 7). Web Push (VAPID keys made on first
 * start and kept in the database) and e-mail (SMTP, double opt-in, an unsubscribe link in every mail)
 * for 'your report was cleaned', 'your claim ends soon' and, later, area alerts. Both channels are off
 * when not configured, and every alert is opt-in per person, kind and channel. The ONLY file other
 * modules import (with schemas.ts and endpoints.ts). No knex, no React.
 */

export const ALERTS_API = Symbol.for('alerts.api');

/**
 * The kinds of alert a person can choose. `areaNew` (issue 24): a task reported or a cleanup event
 * created inside one of the person's areas (the areas module's notifications `area_task` / `area_event`).
 * `adoptionDue` (issue 42): a visit to a spot the person adopted is due, or the spot was released (the
 * adoptions module's notifications `adoption_due` / `adoption_released`).
 */
export const ALERT_KINDS = ['reportCleaned', 'claimEndsSoon', 'areaNew', 'adoptionDue'] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

export const ALERT_CHANNELS = ['push', 'email'] as const;
export type AlertChannel = (typeof ALERT_CHANNELS)[number];

/** Which kinds reach the person by which channel; every switch is off until the person turns it on. */
export type AlertChoices = Record<AlertKind, Record<AlertChannel, boolean>>;

/** The person's e-mail address for alerts: none, waiting for the confirmation link, or confirmed. */
export interface AlertEmailDto {
  address: string;
  confirmed: boolean;
}

/** GET/PUT /api/alerts/preferences */
export interface AlertPreferencesDto {
  choices: AlertChoices;
  /** The language alerts are written in (the app's language when the person last saved). */
  language: Language;
  email: AlertEmailDto | null;
  /** How many devices receive push alerts. */
  pushDevices: number;
}

/** PUT /api/alerts/email: the preferences, and whether a confirmation mail is on its way (issue 35: it is queued, not sent in the request). */
export interface SetAlertEmailDto extends AlertPreferencesDto {
  confirmationMail: 'on_its_way' | 'not_needed';
}

export interface AlertPreferencesInput {
  choices: AlertChoices;
  language: Language;
}

/** POST /api/alerts/push/subscriptions: the browser's PushSubscription.toJSON(). */
export interface PushSubscriptionInput {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

/** GET /api/alerts/push/key */
export interface PushKeyDto {
  publicKey: string;
}

/** The module's part of GET /api/config (`alerts`): which channels the server has on. */
export interface AlertsClientConfig {
  push: boolean;
  email: boolean;
}

/** One alert's text in one language; `url` is a path of the app the alert opens. */
export interface AlertText {
  title: string;
  body: string;
}

/** What AlertsApi.send delivers: the text in every language and the app path it opens. */
export interface AlertMessage {
  texts: Record<Language, AlertText>;
  url: string;
}

export interface AlertsApi {
  /**
   * Queues the alert for the person by every channel they chose for this kind (nothing when they
   * chose none), once per (kind, reference): a repeat with the same reference queues nothing. With a
   * unit, in its transaction; delivery follows the commit and is retried on failure.
   */
  send(userId: string, kind: AlertKind, reference: string, message: AlertMessage, unit?: Unit): Promise<number>;
  /**
   * Issue 42: the person's alerts address if they confirmed it (by the link mailed to it), read now;
   * null when they have none, it still waits for its confirmation, or it was removed/unsubscribed.
   */
  confirmedEmailOf(userId: string): Promise<string | null>;
}

/**
 * Push devices one person may have (issue 33). A further device replaces the person's oldest: the
 * app shows only 'this device', so a person could not free a place for a new one themselves.
 */
export const MAX_PUSH_DEVICES = 10;
/** Confirmation mails one address gets per window, whoever asks for them (issue 33: no mail bombs). */
export const CONFIRMATION_MAILS_PER_ADDRESS = 3;
export const CONFIRMATION_MAIL_WINDOW_SECONDS = 86_400;

export const AlertErrorCodes = {
  PUSH_OFF: 'ALERTS_PUSH_OFF',
  EMAIL_OFF: 'ALERTS_EMAIL_OFF',
  BAD_ENDPOINT: 'ALERTS_BAD_PUSH_ENDPOINT',
  BAD_KEYS: 'ALERTS_BAD_PUSH_KEYS',
  DEVICE_TAKEN: 'ALERTS_PUSH_DEVICE_TAKEN',
  BAD_TOKEN: 'ALERTS_BAD_TOKEN',
} as const;

export const ALERT_ERROR_MESSAGES = {
  PUSH_OFF: 'Push alerts are not available on this server.',
  EMAIL_OFF: 'E-mail alerts are not available on this server.',
  BAD_ENDPOINT: 'This push service address is not allowed.',
  BAD_KEYS: 'The keys of this push subscription are not valid.',
  DEVICE_TAKEN: 'This device receives the push alerts of another account. Subscribe it again to receive yours.',
  REGISTERED_ONLY: 'Only registered people can get e-mail alerts. Create a profile first.',
  ADDRESS_BUSY: 'This address has received several confirmation e-mails today. Please try again tomorrow.',
  BAD_TOKEN: 'This link is not valid any more.',
  TOO_MANY_MAILS: 'You asked for many confirmation e-mails in a short time. Please try again in an hour.',
} as const;
