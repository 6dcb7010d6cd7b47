import type { Language } from '../../../server/i18n';
import type { PhotoUse, StageMeta } from '../../photos/contract';
import { GuestEvents } from '../../guest/contract';
import type { GeoArea, Period } from '../../../shared/geo-area';
import {
  HOTSPOT_RADIUS_M,
  HOTSPOT_WINDOW_DAYS,
  TaskEvents,
  type AreaCounts,
  type AvailableTasksQuery,
  type CleanupPhotos,
  type CleanupPhotosCursor,
  type CompletionResponse,
  type ConfirmationResponse,
  type Hotspot,
  type NearbyOpenTask,
  type NewTaskFromReport,
  type OpenTaskFilter,
  type OpenTaskRecord,
  type ReportedTaskRecord,
  type ReportedTasksQuery,
  type EndingHold,
  type TaskDto,
  type TaskSpotDto,
  type TasksApi,
  type VerifiedCleanup,
} from '../contract';
import { confirmTask } from './commands/confirm-task';
import { taskSpot } from './spot';
import { groupHotspots } from './hotspots';
import { AvailableTasksCache, type AvailableAnswer } from './available-cache';
import { acceptTask } from './commands/accept-task';
import { completeWithPhoto, markCompleted } from './commands/complete-task';
import type { TaskCommandContext, TasksDeps } from './commands/context';
import type { LitterTag } from '../../litter/contract';
import { releaseHoldsOf, releaseOverdueHolds } from './commands/release-ended-holds';
import { releaseTask } from './commands/release-task';
import type { Holder } from './holds';
import { toTaskDto } from './presenter';
import type { TasksVersion } from './repository';
import { trxOf, type Unit } from '../../../server/unit-of-work';
import { forVolunteers } from './volunteers';

export type { TasksDeps } from './commands/context';
/** How long the available-tasks cache trusts the version it read (tests wait it out). */
export { VERSION_TTL_MS } from './available-cache';

/** The change-feed topic of the tasks table. */
export const TASKS_TOPIC = 'tasks';

/**
 * The tasks module's Api and the routes' service: reads go to the repository, each change is a
 * command in commands/<verb>.ts, and every change drops the available-tasks cache's answers, in this
 * process and (through the change feed) in every other.
 */
export class TasksService implements TasksApi {
  private readonly cache: AvailableTasksCache;
  private readonly commands: TaskCommandContext;

  constructor(private readonly d: TasksDeps) {
    this.cache = new AvailableTasksCache({ version: () => d.repo.version(), list: (query) => this.listAvailable(query) }, d.listVersionTtlMs);
    this.commands = { ...d, changed: (unit) => this.changed(unit) };
  }

  /** Drops this process's answers now, and every process's (this one's again) once the change is committed. */
  private async changed(unit?: Unit): Promise<void> {
    this.cache.changed(unit);
    await this.d.changes.notify(TASKS_TOPIC, unit);
  }

  /** The tasks table's version as this process knows it (AvailableTasksCache.version). */
  availableVersion(): Promise<TasksVersion> {
    return this.cache.version();
  }

  /** The available-tasks answer shared by every request with the same query (AvailableTasksCache.answer). */
  availableAnswer(query: AvailableTasksQuery, key: string, version: TasksVersion): Promise<AvailableAnswer> {
    return this.cache.answer(query, key, version);
  }

  async createFromReport(input: NewTaskFromReport, unit?: Unit): Promise<{ taskId: string }> {
    // In the caller's unit (the report's), or one of its own: tasks.created is published in it (issue 24).
    return this.d.uow.run(async (u, trx) => {
      const row = await this.d.repo.insert(input, trx);
      await this.d.outbox.publish(u, TaskEvents.created, {
        taskId: row.id,
        latitude: input.latitude,
        longitude: input.longitude,
        wasteType: input.wasteType,
        reporterId: input.reporterId,
        reportId: input.reportId,
        forVolunteers: forVolunteers(input.hazards ?? [], input.aiAnalysis),
      });
      await this.changed(u);
      return { taskId: row.id };
    }, unit);
  }

  photoUses(photoIds: string[]): Promise<PhotoUse[]> {
    return this.d.repo.photoUses(photoIds);
  }

  /** Reports and cleanups in an area and period (the impact module's partner page). */
  countInArea(area: GeoArea, period: Period): Promise<AreaCounts> {
    return this.d.areaRepo.counts(area, period);
  }

  /** Cleanups with a report photo and an after-photo, newest first, one page. */
  cleanupPhotos(area: GeoArea, period: Period, page: { limit: number; after?: CleanupPhotosCursor }): Promise<CleanupPhotos[]> {
    return this.d.areaRepo.cleanupPhotos(area, period, page.limit, page.after);
  }

  /** Issue 40: verified cleanups and their completing attempts, by task id (the impact module's brand audit). */
  verifiedCleanups(area: GeoArea, period: Period, page: { limit: number; afterTaskId?: string }): Promise<VerifiedCleanup[]> {
    return this.d.areaRepo.verifiedCleanups(area, period, page.limit, page.afterTaskId);
  }

  /** Places re-reported soon after a cleanup (hotspots.ts groups the pairs the repository finds). */
  async hotspots(query: { area?: GeoArea; period: Period; limit: number }): Promise<Hotspot[]> {
    const edges = await this.d.areaRepo.reReports({ area: query.area, period: query.period, radiusM: HOTSPOT_RADIUS_M, windowDays: HOTSPOT_WINDOW_DAYS });
    return groupHotspots(edges, query.limit);
  }

  /** A keyset page of the open data exports (the opendata module): no person, no free text. */
  openRecords(filter: OpenTaskFilter, afterId: string | null, limit: number): Promise<OpenTaskRecord[]> {
    return this.d.repo.openRecords(filter, afterId, limit);
  }

  /** The table's version as this process knows it (the same one the available-tasks ETags follow). */
  tableVersion(): Promise<TasksVersion> {
    return this.cache.version();
  }

  /** Tasks made from reports, newest first (the open311 module's GET requests): their state only. */
  reportedTasks(query: ReportedTasksQuery): Promise<ReportedTaskRecord[]> {
    return this.d.repo.reportedTasks(query);
  }

  async reportedTask(reportId: string): Promise<ReportedTaskRecord | null> {
    return (await this.d.repo.reportedTasks({ reportIds: [reportId], limit: 1 }))[0] ?? null;
  }

  /** Issue 42: the city cleared it (see TasksApi.closeByCity): completed, nobody paid, no tasks.completed. */
  async closeByCity(taskId: string, unit: Unit): Promise<{ closed: boolean; location: string | null }> {
    const row = await this.d.repo.closeByCity(trxOf(unit), taskId, this.d.clock.now());
    if (row) await this.changed(unit);
    return { closed: row !== undefined, location: row?.location ?? null };
  }

  holdsEndingBetween(from: Date, until: Date, limit: number): Promise<EndingHold[]> {
    return this.d.holdsRepo.endingBetween(from, until, limit);
  }

  /** Issue 23: open tasks near a new report (the reports module's duplicate check). */
  openTasksNear(q: { latitude: number; longitude: number; radiusM: number; limit: number; notReportedBy?: string }): Promise<NearbyOpenTask[]> {
    return this.d.confirmations.openNear(q);
  }

  /** 'Yes, add my photo to it' (commands/confirm-task.ts). */
  confirm(taskId: string, userId: string, image: Buffer, blurRegions?: StageMeta['blurRegions']): Promise<ConfirmationResponse> {
    return confirmTask(this.commands, taskId, userId, image, blurRegions);
  }

  /** Who saw the spot, the photos people added, earlier cleanups there (spot.ts). */
  spot(taskId: string): Promise<TaskSpotDto> {
    return taskSpot(this.d, taskId);
  }

  async listAvailable(query: AvailableTasksQuery): Promise<TaskDto[]> {
    return (await this.d.repo.listAvailable(query)).map(toTaskDto);
  }

  countCompleted(since: Date, box?: { minLat: number; minLon: number; maxLat: number; maxLon: number }): Promise<number> {
    return this.d.repo.countCompleted(since, box);
  }

  /** My Tasks: what the user accepted, active ones first. */
  async listMine(userId: string): Promise<TaskDto[]> {
    return (await this.d.repo.listByAssignee(userId, ['assigned', 'completed'])).map(toTaskDto);
  }

  async listActive(userId: string): Promise<TaskDto[]> {
    return (await this.d.repo.listByAssignee(userId, ['assigned'])).map(toTaskDto);
  }

  /** Tasks made from the user's own reports. */
  async listReported(userId: string): Promise<TaskDto[]> {
    return (await this.d.repo.listByReporter(userId)).map(toTaskDto);
  }

  /** commands/accept-task.ts */
  accept(taskId: string, holder: Holder): Promise<TaskDto> {
    return acceptTask(this.commands, taskId, holder);
  }

  /** The background sweep (commands/release-ended-holds.ts). Returns how many went back to the map. */
  releaseOverdue(): Promise<number> {
    return releaseOverdueHolds(this.commands);
  }

  /** What expired guests hold goes back to the map (commands/release-ended-holds.ts). Returns how many. */
  releaseHeldBy(userIds: string[]): Promise<number> {
    return releaseHoldsOf(this.commands, userIds);
  }

  /**
   * Reacts to the guest module's sweep, and to tasks changed by any process (a notification, or
   * 'missed' when the feed listens again): once, at start-up (the service is a singleton).
   */
  subscribe(): void {
    this.d.changes.subscribe(TASKS_TOPIC, () => this.cache.drop());
    this.d.events.on(GuestEvents.expired, async (e) => {
      await this.releaseHeldBy(e.userIds);
    });
  }

  /** DELETE: the caller gives their accepted task back (commands/release-task.ts). */
  release(taskId: string, userId: string): Promise<TaskDto> {
    return releaseTask(this.commands, taskId, userId);
  }

  /** Completion without a photo, held for a moderator (commands/complete-task.ts). */
  markCompleted(taskId: string, userId: string, lang: Language): Promise<CompletionResponse> {
    return markCompleted(this.commands, taskId, userId, lang);
  }

  /** Completion judged from the after-photo (commands/complete-task.ts). */
  /** `tags`: the volunteer's litter tags (issue 24), recorded with the attempt. */
  completeWithPhoto(taskId: string, userId: string, image: Buffer, lang: Language, browserExif?: StageMeta['browserExif'], tags?: LitterTag[], blurRegions?: StageMeta['blurRegions']): Promise<CompletionResponse> {
    return completeWithPhoto(this.commands, taskId, userId, image, lang, browserExif, tags, blurRegions);
  }
}
