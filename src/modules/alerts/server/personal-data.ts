import type { PersonalDataHandler } from '../../../server/module';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import type { AlertDeliveriesRepository } from './deliveries-repository';
import type { AlertsRepository } from './repository';

/**
 * alerts module, data rights. Export: the person's alert choices, e-mail address (without its
 * tokens), push devices (the push service's host, when added; the endpoint itself is a capability),
 * the alerts queued or sent and the confirmation mails asked for. Erasure deletes all of it but the
 * confirmation mails' count per address, which then names nobody (it protects the address's owner).
 */
export function alertsPersonalData(repo: AlertsRepository, deliveries: AlertDeliveriesRepository): PersonalDataHandler {
  return {
    tables: ['alert_preferences', 'alert_push_subscriptions', 'alert_emails', 'alert_deliveries', 'alert_confirmation_mails'],

    async export(userId: string, unit: Unit) {
      const trx = trxOf(unit);
      const prefs = await repo.preferences(userId, trx);
      const email = await repo.email(userId, trx);
      const subs = await repo.pushSubscriptions(userId, trx);
      const sent = await deliveries.ofUser(userId, trx);
      const confirmations = await repo.confirmationMailsOf(userId, trx);
      return {
        alertPreferences: prefs ? { choices: prefs.choices, language: prefs.language, updatedAt: new Date(prefs.updated_at).toISOString() } : null,
        alertEmail: email ? { address: email.address, confirmedAt: email.confirmed_at ? new Date(email.confirmed_at).toISOString() : null } : null,
        alertPushDevices: subs.map((s) => ({ pushService: new URL(s.endpoint).host, addedAt: new Date(s.created_at).toISOString() })),
        alertConfirmationMails: confirmations.map((c) => ({ askedAt: new Date(c.sent_at).toISOString(), mailedAt: c.mailed_at ? new Date(c.mailed_at).toISOString() : null })),
        alertDeliveries: sent.map((d) => ({ kind: d.kind, channel: d.channel, status: d.status, createdAt: new Date(d.created_at).toISOString(), sentAt: d.sent_at ? new Date(d.sent_at).toISOString() : null })),
      };
    },

    async erase(userId: string, unit: Unit) {
      await repo.eraseAll(userId, trxOf(unit));
    },
  };
}
