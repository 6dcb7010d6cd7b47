import type { GeocodingApi } from '../../geocoding/contract';
import type { PhotosApi, StagedPhoto } from '../../photos/contract';
import { blurCounts, HELD_PHOTO_MESSAGE } from '../../photos/contract';
import { REPORT_DEFAULTS, type Priority, type TasksApi, type WasteType } from '../../tasks/contract';
import { type CreateReportResponse, type PartnerReportCreated, type PartnerReportInput, type PublicReportDto, type ReportsApi } from '../contract';
import type { ReportFields } from '../schemas';
import type { NewReportRow, ReportRow } from './models';
import { toPublicReport, toReportDto } from './presenter';
import { browserExif, placeReport } from './position';
import { checkAfterPhoto, checkBeforePhoto } from './duplicates';
import type { ReportsRepository } from './repository';
import type { UnitOfWork } from '../../../server/unit-of-work';
import type { LitterApi, LitterTag } from '../../litter/contract';
import type { AnalysisApi } from '../../analysis/contract';
import type { GuestApi } from '../../guest/contract';
import type { AlertsApi } from '../../alerts/contract';

/** What the reporter is told about their photo: held ones wait for a moderator. */
const photoOutcome = (photo: StagedPhoto): CreateReportResponse['photo'] => ({
  status: photo.screening.status,
  message: photo.screening.status === 'held' ? HELD_PHOTO_MESSAGE : null,
  blurred: blurCounts(photo.blurredRegions),
});

export class ReportsService implements ReportsApi {
  constructor(
    private readonly repo: ReportsRepository,
    private readonly photos: PhotosApi,
    private readonly tasks: TasksApi,
    private readonly uow: UnitOfWork,
    /** Places a report by its typed address (issue 23); absent in apps without the geocoding module. */
    private readonly geocoding?: GeocodingApi,
    /** Records the report's litter tags (issue 24); absent in apps without the litter module (tags are then ignored). */
    private readonly litter?: LitterApi,
    /** Takes the reporter's photo analysis into the task (issue 24); absent in apps without the analysis module (analysisId is then ignored). */
    private readonly analysis?: AnalysisApi,
    /** Issue 42: tells whether the reporter's account has a verified e-mail address (absent: nobody's choice to share it is kept). */
    private readonly people?: Pick<GuestApi, 'getUser'>,
    /** Issue 42: the person's confirmed alerts address, used when the account has no verified e-mail (absent: only the account's counts). */
    private readonly alerts?: Pick<AlertsApi, 'confirmedEmailOf'>,
  ) {}

  /**
   * Issue 42: the person's confirmed address, read now: only for a registered, active person; the
   * account's verified e-mail if there is one, else the alerts address they confirmed by its link.
   */
  private async confirmedAddressOf(userId: string): Promise<string | null> {
    if (!this.people) return null;
    const u = await this.people.getUser(userId);
    if (!u || u.isGuest || !u.isActive) return null;
    if (u.isEmailVerified && u.email) return u.email;
    return this.alerts ? this.alerts.confirmedEmailOf(userId) : null;
  }

  /**
   * Issue 42: the choice to share the person's address with the city counts only when they have a
   * confirmed one (confirmedAddressOf); for anyone else it is ignored (kept false, no error), so an
   * old client that sends it cannot break a report.
   */
  private async mayShareEmail(userId: string, chosen: boolean | undefined): Promise<boolean> {
    return Boolean(chosen) && (await this.confirmedAddressOf(userId)) !== null;
  }

  /** A person's report and its task (POST /api/reports), in one transaction (see file()). */
  async create(userId: string, fields: ReportFields, image: Buffer): Promise<CreateReportResponse> {
    // Issue 23: a report near an open task asks 'Is this the same spot?' (409), before any photo work when it can.
    const checked = await checkBeforePhoto({ tasks: this.tasks, photos: this.photos }, userId, fields);
    const photo = await this.photos.stage(image, { ownerId: userId, purpose: 'report', licence: fields.photoLicence ?? null, browserExif: browserExif(fields), blurRegions: fields.blurRegions });
    const at = await placeReport(fields, photo.evidence, this.geocoding, `report:${userId}`);
    await checkAfterPhoto({ tasks: this.tasks, photos: this.photos }, userId, at, checked, photo);
    const shareEmail = await this.mayShareEmail(userId, fields.shareEmailWithCity);
    const { report, taskId } = await this.file(photo, {
      user_id: userId,
      partner_id: null,
      photo_id: photo.id,
      latitude: at.latitude,
      longitude: at.longitude,
      position_source: at.source,
      location: fields.location || null,
      waste_type: fields.wasteType,
      priority: fields.priority,
      estimated_effort: fields.estimatedEffort,
      reward: REPORT_DEFAULTS.reward,
      description: fields.description || REPORT_DEFAULTS.description,
      image_url: photo.imageUrl,
      thumbnail_url: photo.thumbnailUrl,
      size: fields.size ?? null,
      hazards: fields.hazards ?? [],
      analysis_id: fields.analysisId ?? null,
      share_email_with_city: shareEmail,
    }, fields.tags ?? [], image);
    return {
      report: toReportDto({ ...report, user_id: userId }),
      task: { id: taskId, status: 'available', reward: report.reward },
      photo: photoOutcome(photo),
    };
  }

  /**
   * A registered partner's report (Open311 POST requests): the partner is the author, no person; its
   * photo belongs to nobody and carries no licence (the partner's system gave none). The same
   * transaction as a person's report; no reports.created event (that is a person's report).
   */
  async createForPartner(input: PartnerReportInput, image: Buffer): Promise<PartnerReportCreated> {
    const photo = await this.photos.stage(image, { ownerId: null, purpose: 'report' });
    const { report, taskId } = await this.file(photo, {
      user_id: null,
      partner_id: input.partnerId,
      photo_id: photo.id,
      latitude: input.latitude,
      longitude: input.longitude,
      position_source: input.positionSource ?? 'gps',
      location: input.location || null,
      waste_type: input.wasteType,
      priority: REPORT_DEFAULTS.priority,
      estimated_effort: REPORT_DEFAULTS.estimatedEffort,
      reward: REPORT_DEFAULTS.reward,
      description: input.description || REPORT_DEFAULTS.description,
      image_url: photo.imageUrl,
      thumbnail_url: photo.thumbnailUrl,
    });
    return { reportId: report.id, taskId, photo: photoOutcome(photo) };
  }

  /**
   * The report and its task in one transaction, with the staged photo's row. The photo's files were
   * written first; if the transaction fails they are deleted again, so no file is left without its
   * row and no row points to a missing file.
   */
  private async file(photo: StagedPhoto, row: NewReportRow, tags: LitterTag[] = [], image?: Buffer): Promise<{ report: ReportRow; taskId: string }> {
    try {
      return await this.uow.run(async (unit, trx) => {
        await this.photos.record(photo, unit);
        // Issue 24: the reporter's own photo analysis (unknown, someone else's or expired: none), taken once;
        // issue 33: only an analysis of this very photo (same bytes), not one of another photo.
        const aiAnalysis = row.analysis_id && row.user_id && image && this.analysis ? await this.analysis.take(row.analysis_id, row.user_id, image, unit) : null;
        const report = await this.repo.insert({ ...row, analysis_id: aiAnalysis ? row.analysis_id : null }, trx);
        const { taskId } = await this.tasks.createFromReport(
          {
            reportId: report.id,
            photoId: photo.id,
            reporterId: report.user_id,
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
            aiAnalysis,
            positionSource: report.position_source,
            size: report.size,
            hazards: report.hazards,
          },
          unit,
        );
        if (tags.length > 0 && this.litter) {
          await this.litter.recordTags({ taskId, reportId: report.id, userId: report.user_id, latitude: report.latitude, longitude: report.longitude, tags }, unit);
        }
        return { report, taskId };
      });
    } catch (err) {
      await this.photos.discard(photo);
      throw err;
    }
  }

  async publicReports(ids: readonly string[]): Promise<PublicReportDto[]> {
    return (await this.repo.findMany(ids)).map(toPublicReport);
  }

  async emailToShareWithCity(reportId: string): Promise<string | null> {
    const report = (await this.repo.findMany([reportId]))[0];
    if (!report?.user_id || report.share_email_with_city !== true) return null;
    return this.confirmedAddressOf(report.user_id);
  }

  countByUser(userId: string): Promise<number> {
    return this.repo.countByUser(userId);
  }
}
