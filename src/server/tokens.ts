import type { ServiceIdentifier } from 'inversify';
import type { Config } from './config';
import type { Db } from './db';
import type { EventBus } from './events';
import type { Logger } from './http/errors';
import type { OverviewSource, PersonalDataSource } from './module';
import type { UnitOfWork } from './unit-of-work';

/** DI tokens of the composition root, available to every module's container bindings. */
export const CONFIG: ServiceIdentifier<Config> = Symbol.for('core.config');
export const DB: ServiceIdentifier<Db> = Symbol.for('core.db');
export const EVENTS: ServiceIdentifier<EventBus> = Symbol.for('core.events');
export const LOGGER: ServiceIdentifier<Logger> = Symbol.for('core.logger');
/** Runs a transaction as a Unit that modules hand each other (unit-of-work.ts). */
export const UNIT_OF_WORK: ServiceIdentifier<UnitOfWork> = Symbol.for('core.unit-of-work');
export const CLOCK: ServiceIdentifier<Clock> = Symbol.for('core.clock');
/** Every loaded module's personal-data handler (ServerModule.personalData), in manifest order. */
export const PERSONAL_DATA: ServiceIdentifier<PersonalDataSource[]> = Symbol.for('core.personal-data');
/** Every loaded module's admin overview counts (ServerModule.adminOverview), in manifest order. */
export const OVERVIEW_SOURCES: ServiceIdentifier<OverviewSource[]> = Symbol.for('core.overview-sources');

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
