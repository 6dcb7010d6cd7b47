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

  /** A device's subscription, for this person (an endpoint another person registered before moves to this one: one browser profile, one subscription). */
  async savePushSubscription(userId: string, sub: { endpoint: string; p256dh: string; auth: string }, now: Date): Promise<void> {
    await this.db('alert_push_subscriptions')
      .insert({ user_id: userId, endpoint: sub.endpoint, p256dh: sub.p256dh, auth: sub.auth, created_at: now })
      .onConflict('endpoint')
      .merge(['user_id', 'p256dh', 'auth', 'created_at']);
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

  /** Erasure: every row of the person in the module's tables (deliveries included). */
  async eraseAll(userId: string, trx: Knex): Promise<void> {
    for (const table of ['alert_preferences', 'alert_push_subscriptions', 'alert_emails', 'alert_deliveries']) {
      await trx(table).where({ user_id: userId }).del();
    }
  }
}
