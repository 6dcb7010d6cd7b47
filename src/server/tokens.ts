import type { ServiceIdentifier } from 'inversify';
import type { Background } from './background';
import type { ChangeFeed } from './change-feed';
import type { Config } from './config';
import type { Db } from './db';
import type { EventBus } from './events';
import type { Logger } from './http/errors';
import type { ErrorTexts } from './http/error-texts';
import type { Metrics } from './metrics';
import type { OutboundGuard } from './outbound/guard';
import type { Outbox } from './outbox';
import type { OverviewSource, PersonalDataSource } from './module';
import type { Unit, UnitOfWork } from './unit-of-work';

/** DI tokens of the composition root, available to every module's container bindings. */
export const CONFIG: ServiceIdentifier<Config> = Symbol.for('core.config');
export const DB: ServiceIdentifier<Db> = Symbol.for('core.db');
export const EVENTS: ServiceIdentifier<EventBus> = Symbol.for('core.events');
/** Publishes events that must not be lost, in the change's own transaction (outbox.ts). */
export const OUTBOX: ServiceIdentifier<Outbox> = Symbol.for('core.outbox');
/**
 * Work a request starts and does not wait for (background.ts): outward sending and fan-out to other
 * people run there, after the commit, with their rows already written (issue 35).
 */
export const BACKGROUND: ServiceIdentifier<Background> = Symbol.for('core.background');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('core.logger');
/** Runs a transaction as a Unit that modules hand each other (unit-of-work.ts). */
export const UNIT_OF_WORK: ServiceIdentifier<UnitOfWork> = Symbol.for('core.unit-of-work');
export const CLOCK: ServiceIdentifier<Clock> = Symbol.for('core.clock');
/**
 * The Idempotency-Keys' owner (core): what a module may ask of them. Issue 35: when a guest signs in
 * to an account on the same device, the guest's keys go with it, so a write the guest's queue sends
 * again under the account is answered once, not done a second time.
 */
export interface IdempotencyKeysApi {
  handOver(fromUserId: string, toUserId: string, unit?: Unit): Promise<number>;
}
export const IDEMPOTENCY_KEYS: ServiceIdentifier<IdempotencyKeysApi> = Symbol.for('core.idempotency-keys');
/**
 * The one address check for URLs users or partners supply (outbound/guard.ts): https, public unicast
 * addresses only, checked at every request and pinned; loopback only with OUTBOUND_ALLOW_LOOPBACK.
 */
export const OUTBOUND: ServiceIdentifier<OutboundGuard> = Symbol.for('core.outbound');
/**
 * The core's and every loaded module's error texts (what the error middleware answers /api errors
 * with), for a module that answers errors in a format of its own (ServerModule.outsideApi).
 */
export const ERROR_TEXTS: ServiceIdentifier<ErrorTexts> = Symbol.for('core.error-texts');
/** The app's metrics (GET /metrics): modules make their counters and histograms here (metrics.ts). */
export const METRICS: ServiceIdentifier<Metrics> = Symbol.for('core.metrics');
/** Tells every process that shared data changed, so caches of shared answers drop them (change-feed.ts). */
export const CHANGE_FEED: ServiceIdentifier<ChangeFeed> = Symbol.for('core.change-feed');
/** Every loaded module's personal-data handler (ServerModule.personalData), in manifest order. */
export const PERSONAL_DATA: ServiceIdentifier<PersonalDataSource[]> = Symbol.for('core.personal-data');
/** Every loaded module's admin overview counts (ServerModule.adminOverview), in manifest order. */
export const OVERVIEW_SOURCES: ServiceIdentifier<OverviewSource[]> = Symbol.for('core.overview-sources');

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
