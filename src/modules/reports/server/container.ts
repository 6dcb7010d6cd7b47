import { ContainerModule, type ServiceIdentifier } from 'inversify';
import type { Db } from '../../../server/db';
import { DB, UNIT_OF_WORK } from '../../../server/tokens';
import { GEOCODING_API, type GeocodingApi } from '../../geocoding/contract';
import { PHOTOS_API, type PhotosApi } from '../../photos/contract';
import { TASKS_API, type TasksApi } from '../../tasks/contract';
import { LITTER_API, type LitterApi } from '../../litter/contract';
import { ANALYSIS_API, type AnalysisApi } from '../../analysis/contract';
import { GUEST_API, type GuestApi } from '../../guest/contract';
import { ALERTS_API, type AlertsApi } from '../../alerts/contract';
import { REPORTS_API } from '../contract';
import { ReportsRepository } from './repository';
import { ReportsService } from './service';
import type { UnitOfWork } from '../../../server/unit-of-work';

export const REPORTS_REPO: ServiceIdentifier<ReportsRepository> = Symbol.for('reports.repository');
export const REPORTS_SERVICE: ServiceIdentifier<ReportsService> = Symbol.for('reports.service');

export const reportsContainerModule = new ContainerModule(({ bind }) => {
  bind(REPORTS_REPO).toResolvedValue((db: Db) => new ReportsRepository(db), [DB]).inSingletonScope();
  bind(REPORTS_SERVICE)
    .toResolvedValue(
      (repo: ReportsRepository, photos: PhotosApi, tasks: TasksApi, uow: UnitOfWork, geocoding?: GeocodingApi, litter?: LitterApi, analysis?: AnalysisApi, people?: GuestApi, alerts?: AlertsApi) =>
        new ReportsService(repo, photos, tasks, uow, geocoding, litter, analysis, people, alerts),
      [REPORTS_REPO, PHOTOS_API, TASKS_API, UNIT_OF_WORK, { serviceIdentifier: GEOCODING_API, optional: true }, { serviceIdentifier: LITTER_API, optional: true }, { serviceIdentifier: ANALYSIS_API, optional: true }, { serviceIdentifier: GUEST_API, optional: true }, { serviceIdentifier: ALERTS_API, optional: true }],
    )
    .inSingletonScope();
  bind(REPORTS_API).toService(REPORTS_SERVICE);
});
