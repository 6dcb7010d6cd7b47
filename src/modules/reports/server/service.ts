import type { EventBus } from '../../../server/events';
import { DEFAULT_MAP_POINT } from '../../../shared/constants';
import type { PhotosApi } from '../../photos/contract';
import { HELD_PHOTO_MESSAGE } from '../../photos/contract';
import { REPORT_DEFAULTS, type Priority, type TasksApi, type WasteType } from '../../tasks/contract';
import { ReportEvents, type CreateReportResponse, type ReportsApi } from '../contract';
import type { ReportFields } from '../schemas';
import { toReportDto } from './presenter';
import type { ReportsRepository } from './repository';
import type { UnitOfWork } from '../../../server/unit-of-work';

export class ReportsService implements ReportsApi {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly photos: PhotosApi,
    private readonly tasks: TasksApi,
    private readonly events: EventBus,
    private readonly uow: UnitOfWork,
  ) {}

  /**
   * A report and its task in one transaction. The photo's files are written first; if the
   * transaction fails they are deleted again, so no file is left without its row and no row points
   * to a missing file.
   */
  async create(userId: string, fields: ReportFields, image: Buffer): Promise<CreateReportResponse> {
    const photo = await this.photos.stage(image, { ownerId: userId, purpose: 'report' });
    const hasGps = fields.latitude !== undefined && fields.longitude !== undefined;
    try {
      const { report, taskId } = await this.uow.run(async (unit, trx) => {
        await this.photos.record(photo, unit);
        const report = await this.repo.insert(
          {
            user_id: userId,
            photo_id: photo.id,
            latitude: hasGps ? fields.latitude! : DEFAULT_MAP_POINT.latitude,
            longitude: hasGps ? fields.longitude! : DEFAULT_MAP_POINT.longitude,
            position_source: hasGps ? 'gps' : 'default',
            location: fields.location || null,
            waste_type: fields.wasteType,
            priority: fields.priority,
            estimated_effort: fields.estimatedEffort,
            reward: REPORT_DEFAULTS.reward,
            description: fields.description || REPORT_DEFAULTS.description,
            image_url: photo.imageUrl,
            thumbnail_url: photo.thumbnailUrl,
          },
          trx,
        );
        const { taskId } = await this.tasks.createFromReport(
          {
            reportId: report.id,
            photoId: photo.id,
            reporterId: userId,
            latitude: report.latitude,
            longitude: report.longitude,
            wasteType: report.waste_type as WasteType,
            priority: report.priority as Priority,
            imageUrl: report.image_url,
            thumbnailUrl: report.thumbnail_url,
            description: report.description,
            location: report.location,
            estimatedEffort: report.estimated_effort,
            reward: report.reward,
            aiAnalysis: null,
          },
          unit,
        );
        return { report, taskId };
      });
      await this.events.emit(ReportEvents.created, { reportId: report.id, userId, taskId, createdAt: new Date(report.created_at).toISOString() });
      return {
        report: toReportDto(report),
        task: { id: taskId, status: 'available', reward: report.reward },
        photo: { status: photo.screening.status, message: photo.screening.status === 'held' ? HELD_PHOTO_MESSAGE : null },
      };
    } catch (err) {
      await this.photos.discard(photo);
      throw err;
    }
  }

  countByUser(userId: string): Promise<number> {
    return this.repo.countByUser(userId);
  }
}
