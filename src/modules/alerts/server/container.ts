import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Logger } from '../../../server/http/errors';
import { CLOCK, DB, EVENTS, LOGGER, type Clock } from '../../../server/tokens';
import { ALERTS_API } from '../contract';
import { AlertDeliveriesRepository } from './deliveries-repository';
import { AlertDelivery } from './delivery';
import { smtpMailer, type Mailer } from './mailer';
import { sendPush } from './push';
import { AlertsRepository } from './repository';
import { AlertsService } from './service';
import { ALERTS_SETTINGS, type AlertsSettings } from './settings';
import { subscribeToNotifications } from './triggers';
import { VapidKeyStore } from './vapid';

export const ALERTS_REPO: ServiceIdentifier<AlertsRepository> = Symbol.for('alerts.repository');
export const ALERT_DELIVERIES_REPO: ServiceIdentifier<AlertDeliveriesRepository> = Symbol.for('alerts.deliveries-repository');
export const ALERTS_SERVICE: ServiceIdentifier<AlertsService> = Symbol.for('alerts.service');
export const ALERT_DELIVERY: ServiceIdentifier<AlertDelivery> = Symbol.for('alerts.delivery');
export const VAPID_KEYS: ServiceIdentifier<VapidKeyStore> = Symbol.for('alerts.vapid-keys');
/** The SMTP sender, or null when SMTP_URL is unset. */
export const ALERT_MAILER: ServiceIdentifier<Mailer | null> = Symbol.for('alerts.mailer');

export const alertsContainerModule = new ContainerModule(({ bind }) => {
  bind(ALERTS_REPO).toResolvedValue((db: Db) => new AlertsRepository(db), [DB]).inSingletonScope();
  bind(ALERT_DELIVERIES_REPO).toResolvedValue((db: Db) => new AlertDeliveriesRepository(db), [DB]).inSingletonScope();
  bind(ALERT_MAILER)
    .toResolvedValue((s: AlertsSettings) => (s.smtpUrl ? smtpMailer(s.smtpUrl, s.smtpFrom) : null), [ALERTS_SETTINGS])
    .inSingletonScope();
  bind(VAPID_KEYS)
    .toResolvedValue((repo: AlertsRepository, s: AlertsSettings, clock: Clock, log: Logger) => new VapidKeyStore(repo, s, clock, log), [ALERTS_REPO, ALERTS_SETTINGS, CLOCK, LOGGER])
    .inSingletonScope();
  bind(ALERT_DELIVERY)
    .toResolvedValue(
      (repo: AlertsRepository, deliveries: AlertDeliveriesRepository, s: AlertsSettings, clock: Clock, log: Logger, mailer: Mailer | null, vapid: VapidKeyStore) =>
        new AlertDelivery({ repo, deliveries, clock, log, mailer, publicUrl: s.publicUrl, vapid: () => vapid.keys(), vapidSubject: s.vapidSubject, sendPush }),
      [ALERTS_REPO, ALERT_DELIVERIES_REPO, ALERTS_SETTINGS, CLOCK, LOGGER, ALERT_MAILER, VAPID_KEYS],
    )
    .inSingletonScope();
  bind(ALERTS_SERVICE)
    .toResolvedValue(
      (repo: AlertsRepository, deliveries: AlertDeliveriesRepository, settings: AlertsSettings, clock: Clock, log: Logger, mailer: Mailer | null, vapid: VapidKeyStore, delivery: AlertDelivery, events: EventBus) => {
        const service = new AlertsService({ repo, deliveries, settings, clock, log, mailer, vapid, deliverNow: async (ids) => void (await delivery.deliver(ids)) });
        subscribeToNotifications(events, service); // once: the service is a singleton, resolved at start-up through apiTokens
        return service;
      },
      [ALERTS_REPO, ALERT_DELIVERIES_REPO, ALERTS_SETTINGS, CLOCK, LOGGER, ALERT_MAILER, VAPID_KEYS, ALERT_DELIVERY, EVENTS],
    )
    .inSingletonScope();
  bind(ALERTS_API).toService(ALERTS_SERVICE);
});
