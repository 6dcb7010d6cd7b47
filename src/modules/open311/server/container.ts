import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { OutboundGuard } from '../../../server/outbound/guard';
import type { Background } from '../../../server/background';
import type { Db } from '../../../server/db';
import type { EventBus } from '../../../server/events';
import type { Logger } from '../../../server/http/errors';
import { BACKGROUND, CLOCK, CONFIG, DB, EVENTS, LOGGER, OUTBOUND, UNIT_OF_WORK, type Clock } from '../../../server/tokens';
import type { UnitOfWork } from '../../../server/unit-of-work';
import { NOTIFICATIONS_API, type NotificationsApi } from '../../notifications/contract';
import type { CityFiler } from './city/filer';
import { CityFilingsRepository } from './city/repository';
import { cityFiler } from './city/wiring';
import { CityConnections } from './city/connections';
import { AUDIT_LOG, type AuditLog } from '../../admin/contract';
import { EMBED_API, type EmbedApi } from '../../embed/contract';
import { EMBED_API_KEYS, type PartnerApiKeysApi } from '../../embed/contract';
import { GEOCODING_API, type GeocodingApi } from '../../geocoding/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { REPORTS_API, type ReportsApi } from '../../reports/contract';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { fetchMedia } from './media';
import { GeoReportService } from './service';
import { OPEN311_SETTINGS, type Open311Settings } from './settings';

export const OPEN311_SERVICE: ServiceIdentifier<GeoReportService> = Symbol.for('open311.service');
export const CITY_FILER = Symbol.for('open311.city-filer') as symbol & ServiceIdentifier<CityFiler>;
export const CITY_FILINGS_REPO: ServiceIdentifier<CityFilingsRepository> = Symbol.for('open311.city-filings');
export const CITY_CONNECTIONS: ServiceIdentifier<CityConnections> = Symbol.for('open311.city-connections');

export const open311ContainerModule = new ContainerModule(({ bind }) => {
  bind(OPEN311_SERVICE)
    .toResolvedValue(
      (tasks: TasksApi, reports: ReportsApi, photos: PhotosApi, apiKeys: PartnerApiKeysApi, clock: Clock, config: Config, s: Open311Settings, outbound: OutboundGuard, geocoding?: GeocodingApi) =>
        new GeoReportService({
          tasks,
          geocoding,
          reports,
          photos,
          apiKeys,
          clock,
          publicOrigin: config.publicUrl.origin,
          hazardAgency: s.hazardAgency,
          fetchMedia: (url) => fetchMedia(url, { maxBytes: s.mediaMaxBytes, timeoutMs: s.mediaTimeoutMs, outbound }),
        }),
      [TASKS_API, REPORTS_API, PHOTOS_API, EMBED_API_KEYS, CLOCK, CONFIG, OPEN311_SETTINGS, OUTBOUND, { serviceIdentifier: GEOCODING_API, optional: true }],
    )
    .inSingletonScope();
  // Issue 42: the city filer (city/wiring.ts).
  bind(CITY_FILER)
    .toResolvedValue(
      (db: Db, geo: GeoReportService, settings: Open311Settings, outbound: OutboundGuard, tasks: TasksApi, uow: UnitOfWork, clock: Clock, log: Logger, config: Config, events: EventBus, background: Background, connections: CityConnections, reports: ReportsApi, notifications?: NotificationsApi) =>
        cityFiler({ db, geo, settings, outbound, tasks, notifications, uow, clock, log, config, events, background, connections, reports }),
      [DB, OPEN311_SERVICE, OPEN311_SETTINGS, OUTBOUND, TASKS_API, UNIT_OF_WORK, CLOCK, LOGGER, CONFIG, EVENTS, BACKGROUND, CITY_CONNECTIONS, REPORTS_API, { serviceIdentifier: NOTIFICATIONS_API, optional: true }],
    )
    .inSingletonScope();
  // Issue 42: cities connected for partners' areas (city/connections.ts).
  bind(CITY_CONNECTIONS)
    .toResolvedValue(
      (db: Db, uow: UnitOfWork, clock: Clock, config: Config, settings: Open311Settings, embed?: EmbedApi, audit?: AuditLog) =>
        new CityConnections({ db, uow, clock, embed: embed ?? null, audit: audit ?? null, instance: settings.city, allowLoopback: config.outboundAllowLoopback, perReporterPerDay: settings.cityPerReporterPerDay }),
      [DB, UNIT_OF_WORK, CLOCK, CONFIG, OPEN311_SETTINGS, { serviceIdentifier: EMBED_API, optional: true }, { serviceIdentifier: AUDIT_LOG, optional: true }],
    )
    .inSingletonScope();
  bind(CITY_FILINGS_REPO).toResolvedValue((db: Db) => new CityFilingsRepository(db), [DB]).inSingletonScope();
});
