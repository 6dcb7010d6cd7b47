import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Config } from '../../../server/config';
import type { OutboundGuard } from '../../../server/outbound/guard';
import { CLOCK, CONFIG, OUTBOUND, type Clock } from '../../../server/tokens';
import { EMBED_API_KEYS, type PartnerApiKeysApi } from '../../embed/contract';
import { GEOCODING_API, type GeocodingApi } from '../../geocoding/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { REPORTS_API, type ReportsApi } from '../../reports/contract';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { fetchMedia } from './media';
import { GeoReportService } from './service';
import { OPEN311_SETTINGS, type Open311Settings } from './settings';

export const OPEN311_SERVICE: ServiceIdentifier<GeoReportService> = Symbol.for('open311.service');

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
});
