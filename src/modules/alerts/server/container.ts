import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Background } from '../../../server/background';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Logger } from '../../../server/http/errors';
import type { OutboundGuard } from '../../../server/outbound/guard';
import { BACKGROUND, CLOCK, DB, EVENTS, LOGGER, OUTBOUND, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { ALERTS_API } from '../contract';
import { ConfirmationMails } from './confirmation-mails';
import { AlertDeliveriesRepository } from './deliveries-repository';
import { AlertDelivery } from './delivery';
import { smtpMailer, type Mailer } from './mailer';
import { PushEndpoints } from './push';
import { AlertsRepository } from './repository';
import { AlertsService, recipientKey } from './service';
import { ALERTS_SETTINGS, type AlertsSettings } from './settings';
import { subscribeToNotifications } from './triggers';
import { VapidKeyStore } from './vapid';

export const ALERTS_REPO: ServiceIdentifier<AlertsRepository> = Symbol.for('alerts.repository');
export const ALERT_DELIVERIES_REPO: ServiceIdentifier<AlertDeliveriesRepository> = Symbol.for('alerts.deliveries-repository');
export const ALERTS_SERVICE: ServiceIdentifier<AlertsService> = Symbol.for('alerts.service');
export const ALERT_DELIVERY: ServiceIdentifier<AlertDelivery> = Symbol.for('alerts.delivery');
export const VAPID_KEYS: ServiceIdentifier<VapidKeyStore> = Symbol.for('alerts.vapid-keys');
/** The push host list and the core's address check, for subscribing and sending. */
export const PUSH_ENDPOINTS: ServiceIdentifier<PushEndpoints> = Symbol.for('alerts.push-endpoints');
/** The SMTP sender, or null when SMTP_URL is unset. */
export const ALERT_MAILER: ServiceIdentifier<Mailer | null> = Symbol.for('alerts.mailer');

export const alertsContainerModule = new ContainerModule(({ bind }) => {
  bind(ALERTS_REPO).toResolvedValue((db: Db) => new AlertsRepository(db), [DB]).inSingletonScope();
  bind(ALERT_DELIVERIES_REPO).toResolvedValue((db: Db) => new AlertDeliveriesRepository(db), [DB]).inSingletonScope();
  bind(ALERT_MAILER)
    .toResolvedValue((s: AlertsSettings) => (s.smtpUrl ? smtpMailer(s.smtpUrl, s.smtpFrom) : null), [ALERTS_SETTINGS])
    .inSingletonScope();
  bind(PUSH_ENDPOINTS)
    .toResolvedValue((s: AlertsSettings, outbound: OutboundGuard) => new PushEndpoints(s.pushHosts, outbound), [ALERTS_SETTINGS, OUTBOUND])
    .inSingletonScope();
  bind(VAPID_KEYS)
    .toResolvedValue((repo: AlertsRepository, s: AlertsSettings, clock: Clock, log: Logger) => new VapidKeyStore(repo, s, clock, log), [ALERTS_REPO, ALERTS_SETTINGS, CLOCK, LOGGER])
    .inSingletonScope();
  bind(ALERT_DELIVERY)
    .toResolvedValue(
      (repo: AlertsRepository, deliveries: AlertDeliveriesRepository, s: AlertsSettings, clock: Clock, log: Logger, mailer: Mailer | null, vapid: VapidKeyStore, push: PushEndpoints, background: Background) =>
        new AlertDelivery(
          {
            repo, deliveries, clock, log, mailer, publicUrl: s.publicUrl, vapid: () => vapid.keys(), vapidSubject: s.vapidSubject,
            sendPush: (target, payload, keys, subject) => push.send(target, payload, keys, subject),
            confirmations: new ConfirmationMails({ repo, clock, log, mailer, publicUrl: s.publicUrl, recipientKey }),
          },
          {},
          background,
        ),
      [ALERTS_REPO, ALERT_DELIVERIES_REPO, ALERTS_SETTINGS, CLOCK, LOGGER, ALERT_MAILER, VAPID_KEYS, PUSH_ENDPOINTS, BACKGROUND],
    )
    .inSingletonScope();
  bind(ALERTS_SERVICE)
    .toResolvedValue(
      (repo: AlertsRepository, deliveries: AlertDeliveriesRepository, settings: AlertsSettings, clock: Clock, mailer: Mailer | null, vapid: VapidKeyStore, delivery: AlertDelivery, events: EventBus, uow: UnitOfWork, push: PushEndpoints, background: Background) => {
        const service = new AlertsService({ repo, uow, push, deliveries, settings, clock, mailer, vapid, kick: () => delivery.kick() });
        // Once: the service is a singleton, resolved at start-up through apiTokens. A fan-out's queueing waits while requests are in flight.
        subscribeToNotifications(events, service, (work) => background.unit(work));
        return service;
      },
      [ALERTS_REPO, ALERT_DELIVERIES_REPO, ALERTS_SETTINGS, CLOCK, ALERT_MAILER, VAPID_KEYS, ALERT_DELIVERY, EVENTS, UNIT_OF_WORK, PUSH_ENDPOINTS, BACKGROUND],
    )
    .inSingletonScope();
  bind(ALERTS_API).toService(ALERTS_SERVICE);
});
