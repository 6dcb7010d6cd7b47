import type { Knex } from 'knex';
import type { AlertChoices } from '../contract';
import type { VapidKeys } from './settings';

export interface PreferencesRow {
  user_id: string;
  choices: Partial<AlertChoices>;
  language: 'en' | 'de';
  updated_at: Date;
}

export interface PushSubscriptionRow {
  id: string;
  user_id: string;
  endpoint: string;
  p256dh: string;
  auth: string;
  created_at: Date;
}

export interface EmailRow {
  user_id: string;
  address: string;
  confirmed_at: Date | null;
  confirm_token_hash: string | null;
  unsubscribe_token: string;
  created_at: Date;
}

/** The alerts module's own tables (but the deliveries: deliveries-repository.ts). knex only. */
export class AlertsRepository {
  constructor(private readonly db: Knex) {}

  /** Stores the pair unless one is there (two processes starting at once: the first insert wins). */
  async insertVapidIfAbsent(keys: VapidKeys, now: Date): Promise<void> {
    await this.db('alert_vapid_keys').insert({ id: 1, public_key: keys.publicKey, private_key: keys.privateKey, created_at: now }).onConflict('id').ignore();
  }

  async vapid(): Promise<VapidKeys | null> {
    const row = (await this.db('alert_vapid_keys').where({ id: 1 }).first()) as { public_key: string; private_key: string } | undefined;
    return row ? { publicKey: row.public_key, privateKey: row.private_key } : null;
  }

  async preferences(userId: string, trx: Knex = this.db): Promise<PreferencesRow | undefined> {
    return (await trx('alert_preferences').where({ user_id: userId }).first()) as PreferencesRow | undefined;
  }

  async savePreferences(userId: string, choices: AlertChoices, language: 'en' | 'de', now: Date, trx: Knex = this.db): Promise<void> {
    await trx('alert_preferences')
      .insert({ user_id: userId, choices: JSON.stringify(choices), language, updated_at: now })
      .onConflict('user_id')
      .merge(['choices', 'language', 'updated_at']);
  }

  /**
   * A device's subscription for this person, unless another person holds the endpoint ('taken': it is
   * not moved to the caller). The same person again renews the keys and counts as the newest device.
   * Beyond `limit` devices the person's oldest go. The person's advisory lock (to the end of the
   * transaction) serialises their subscribes, so two at once cannot pass the limit.
   */
  async savePushSubscription(userId: string, sub: { endpoint: string; p256dh: string; auth: string }, now: Date, limit: number, trx: Knex): Promise<'saved' | 'taken'> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`alerts.push:${userId}`]);
    const saved = await trx('alert_push_subscriptions')
      .insert({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, created_at: now })
      .onConflict('endpoint')
      .merge(['p256dh', 'auth', 'created_at'])
      .where('alert_push_subscriptions.user_id', userId)
      .returning('id');
    if (saved.length === 0) return 'taken';
    const beyond = trx('alert_push_subscriptions').select('id').where({ user_id: userId }).orderBy([{ column: 'created_at', order: 'desc' }, { column: 'id', order: 'desc' }]).offset(limit);
    await trx('alert_push_subscriptions').whereIn('id', beyond).del();
    return 'saved';
  }

  async pushSubscriptions(userId: string, trx: Knex = this.db): Promise<PushSubscriptionRow[]> {
    return (await trx('alert_push_subscriptions').where({ user_id: userId }).orderBy('created_at')) as PushSubscriptionRow[];
  }

  async pushSubscription(id: string): Promise<PushSubscriptionRow | undefined> {
    return (await this.db('alert_push_subscriptions').where({ id }).first()) as PushSubscriptionRow | undefined;
  }

  async removePushSubscription(userId: string, endpoint: string): Promise<void> {
    await this.db('alert_push_subscriptions').where({ user_id: userId, endpoint }).del();
  }

  /** The push service said the subscription is gone (404/410). */
  async removePushSubscriptionById(id: string): Promise<void> {
    await this.db('alert_push_subscriptions').where({ id }).del();
  }

  async email(userId: string, trx: Knex = this.db): Promise<EmailRow | undefined> {
    return (await trx('alert_emails').where({ user_id: userId }).first()) as EmailRow | undefined;
  }

  /** A new address waits for its confirmation (the link's token hash); the same address keeps its state. */
  async setEmail(userId: string, address: string, confirmTokenHash: string, unsubscribeToken: string, now: Date): Promise<void> {
    await this.db('alert_emails')
      .insert({ user_id: userId, address, confirmed_at: null, confirm_token_hash: confirmTokenHash, unsubscribe_token: unsubscribeToken, created_at: now })
      .onConflict('user_id')
      .merge(['address', 'confirmed_at', 'confirm_token_hash', 'unsubscribe_token', 'created_at']);
  }

  /** A new confirmation link for an address still waiting for one. */
  async renewConfirmToken(userId: string, confirmTokenHash: string): Promise<void> {
    await this.db('alert_emails').where({ user_id: userId }).whereNull('confirmed_at').update({ confirm_token_hash: confirmTokenHash });
  }

  /** Marks the address of this link confirmed (once: the token is then forgotten). */
  async confirmEmail(confirmTokenHash: string, now: Date): Promise<boolean> {
    const rows = await this.db('alert_emails').where({ confirm_token_hash: confirmTokenHash }).update({ confirmed_at: now, confirm_token_hash: null }).returning('user_id');
    return rows.length > 0;
  }

  /** Forgets the address of this unsubscribe link; true when there was one. */
  async unsubscribe(token: string): Promise<boolean> {
    const rows = await this.db('alert_emails').where({ unsubscribe_token: token }).del().returning('user_id');
    return rows.length > 0;
  }

  async removeEmail(userId: string): Promise<void> {
    await this.db('alert_emails').where({ user_id: userId }).del();
  }

  /** Confirmation mails sent to this address (by its hash) since `since`. */
  async confirmationMailsSince(addressHash: string, since: Date, trx: Knex): Promise<Date[]> {
    const rows = (await trx('alert_confirmation_mails').where({ address_hash: addressHash }).where('sent_at', '>', since).orderBy('sent_at').select('sent_at')) as { sent_at: Date }[];
    return rows.map((r) => new Date(r.sent_at));
  }

  /**
   * Takes one of the address's confirmation mails for `at` when fewer than `max` were sent since
   * `since` (the address's advisory lock makes concurrent askers wait): the row's id, or null with the
   * times of those sent.
   */
  async reserveConfirmationMail(addressHash: string, at: Date, since: Date, max: number, trx: Knex): Promise<{ id: string } | { sent: Date[] }> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`alerts.confirm:${addressHash}`]);
    const sent = await this.confirmationMailsSince(addressHash, since, trx);
    if (sent.length >= max) return { sent };
    const [row] = (await trx('alert_confirmation_mails').insert({ address_hash: addressHash, sent_at: at }).returning('id')) as { id: string | number }[];
    return { id: String(row!.id) };
  }

  /** The mail of this reservation was not sent after all: it does not count. */
  async releaseConfirmationMail(id: string): Promise<void> {
    await this.db('alert_confirmation_mails').where({ id }).del();
  }

  /** Forgets the confirmation mails sent before `before` (their day is over). */
  async sweepConfirmationMails(before: Date): Promise<number> {
    const gone = await this.db('alert_confirmation_mails').where('sent_at', '<', before).del().returning('id');
    return gone.length;
  }

  /** Erasure: every row of the person in the module's tables (deliveries included). */
  async eraseAll(userId: string, trx: Knex): Promise<void> {
    for (const table of ['alert_preferences', 'alert_push_subscriptions', 'alert_emails', 'alert_deliveries']) {
      await trx(table).where({ user_id: userId }).del();
    }
  }
}
