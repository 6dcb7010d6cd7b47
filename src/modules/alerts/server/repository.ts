import type { Knex } from 'knex';
import type { AlertChoices } from '../contract';
import type { VapidKeys } from './settings';
import type { Language } from '../../../shared/language';

export interface PreferencesRow {
  user_id: string;
  choices: Partial<AlertChoices>;
  language: Language;
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

/** A confirmation mail waiting in the queue (alert_confirmation_mails with a person: issue 35). */
export interface ConfirmationMailRow {
  id: string;
  user_id: string;
  address_hash: string;
  language: Language;
  attempts: number;
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

  async savePreferences(userId: string, choices: AlertChoices, language: Language, now: Date, trx: Knex = this.db): Promise<void> {
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

  /** Many people's choices, devices and confirmed addresses at once (a fan-out's alerts: issue 35). */
  async preferencesOf(userIds: string[]): Promise<PreferencesRow[]> {
    return userIds.length === 0 ? [] : ((await this.db('alert_preferences').whereIn('user_id', userIds)) as PreferencesRow[]);
  }

  async pushSubscriptionsOf(userIds: string[]): Promise<PushSubscriptionRow[]> {
    return userIds.length === 0 ? [] : ((await this.db('alert_push_subscriptions').whereIn('user_id', userIds).orderBy('created_at')) as PushSubscriptionRow[]);
  }

  async confirmedEmailsOf(userIds: string[]): Promise<EmailRow[]> {
    return userIds.length === 0 ? [] : ((await this.db('alert_emails').whereIn('user_id', userIds).whereNotNull('confirmed_at')) as EmailRow[]);
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
  async setEmail(userId: string, address: string, confirmTokenHash: string | null, unsubscribeToken: string, now: Date, trx: Knex = this.db): Promise<void> {
    await trx('alert_emails')
      .insert({ user_id: userId, address, confirmed_at: null, confirm_token_hash: confirmTokenHash, unsubscribe_token: unsubscribeToken, created_at: now })
      .onConflict('user_id')
      .merge(['address', 'confirmed_at', 'confirm_token_hash', 'unsubscribe_token', 'created_at']);
  }

  /** A new confirmation link for an address still waiting for one; false when there is none waiting. */
  async renewConfirmToken(userId: string, confirmTokenHash: string): Promise<boolean> {
    const rows = await this.db('alert_emails').where({ user_id: userId }).whereNull('confirmed_at').update({ confirm_token_hash: confirmTokenHash }).returning('user_id');
    return rows.length > 0;
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
   * Takes one of the address's confirmation mails for `at` when fewer than `max` were sent or queued
   * since `since` (the address's advisory lock makes concurrent askers wait), and queues it for the
   * person in their language: the row's id, or the times of those counted.
   */
  async reserveConfirmationMail(addressHash: string, at: Date, since: Date, max: number, trx: Knex, mail: { userId: string; language: Language }): Promise<{ id: string } | { sent: Date[] }> {
    await trx.raw('select pg_advisory_xact_lock(hashtext(?))', [`alerts.confirm:${addressHash}`]);
    const sent = await this.confirmationMailsSince(addressHash, since, trx);
    if (sent.length >= max) return { sent };
    const [row] = (await trx('alert_confirmation_mails')
      .insert({ address_hash: addressHash, sent_at: at, user_id: mail.userId, language: mail.language, attempts: 0, next_attempt_at: at })
      .returning('id')) as { id: string | number }[];
    return { id: String(row!.id) };
  }

  /** Leases one queued confirmation mail that is due (not yet mailed, of a person) until `leaseUntil`, counting the attempt. */
  async claimConfirmationMail(now: Date, leaseUntil: Date, maxAttempts: number): Promise<ConfirmationMailRow | null> {
    const due = this.db('alert_confirmation_mails')
      .select('id')
      .whereNull('mailed_at')
      .whereNotNull('user_id')
      .where('next_attempt_at', '<=', now)
      .where('attempts', '<', maxAttempts)
      .orderBy('id')
      .limit(1)
      .forUpdate()
      .skipLocked();
    const [row] = (await this.db('alert_confirmation_mails')
      .whereIn('id', due)
      .update({ attempts: this.db.raw('attempts + 1'), next_attempt_at: leaseUntil })
      .returning(['id', 'user_id', 'address_hash', 'language', 'attempts'])) as ConfirmationMailRow[];
    return row ? { ...row, id: String(row.id) } : null;
  }

  /** The person's confirmation mails (their data export). */
  async confirmationMailsOf(userId: string, trx: Knex): Promise<{ sent_at: Date; mailed_at: Date | null }[]> {
    return (await trx('alert_confirmation_mails').where({ user_id: userId }).orderBy('id').select('sent_at', 'mailed_at')) as { sent_at: Date; mailed_at: Date | null }[];
  }

  async confirmationMailSent(id: string, now: Date): Promise<void> {
    await this.db('alert_confirmation_mails').where({ id }).update({ mailed_at: now });
  }

  async confirmationMailFailed(id: string, next: Date): Promise<void> {
    await this.db('alert_confirmation_mails').where({ id }).update({ next_attempt_at: next });
  }

  /** The mail of this reservation was not sent after all (given up, or no longer wanted): it does not count. */
  async releaseConfirmationMail(id: string): Promise<void> {
    await this.db('alert_confirmation_mails').where({ id }).del();
  }

  /** Forgets the confirmation mails counted before `before` (their day is over; one still queued then is given up). */
  async sweepConfirmationMails(before: Date): Promise<number> {
    const gone = await this.db('alert_confirmation_mails').where('sent_at', '<', before).del().returning('id');
    return gone.length;
  }

  /** Erasure: every row of the person in the module's tables (deliveries included). */
  async eraseAll(userId: string, trx: Knex): Promise<void> {
    for (const table of ['alert_preferences', 'alert_push_subscriptions', 'alert_emails', 'alert_deliveries']) {
      await trx(table).where({ user_id: userId }).del();
    }
    // The address's counted confirmation mails stay (they protect its owner) but name nobody; a queued one is never sent.
    await trx('alert_confirmation_mails').where({ user_id: userId }).update({ user_id: null, language: null });
  }
}
