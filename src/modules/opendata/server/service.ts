import type { Readable } from 'node:stream';
import { weakEtag } from '../../../server/http/etag';
import type { Logger } from '../../../server/http/errors';
import type { Clock } from '../../../server/tokens';
import type { LitterApi } from '../../litter/contract';
import type { PhotosApi } from '../../photos/contract';
import type { OpenSurveyFilter, OpenSurveyRecord, SurveysApi } from '../../surveys/contract';
import type { OpenTaskFilter, TasksApi } from '../../tasks/contract';
import { openDataAttribution, statusesOf, type OpenDataFormat, type OpenDataStatusFilter } from '../contract';
import { parseBbox, parseDay } from '../schemas';
import { csvFormat, exportStream, geoJsonFormat, type ExportFormat, type ExportRow } from './export';
import { surveyExportStream, type SurveyExportFormat } from './surveys-export';

/** The validated query of an export (openDataQuerySchema): every part optional, '' counts as absent. */
export interface OpenDataQuery {
  bbox?: string;
  since?: string;
  until?: string;
  status?: OpenDataStatusFilter;
}

/** Tasks read per page: about 300 KB of GeoJSON, one indexed query each. */
export const OPEN_DATA_PAGE_SIZE = 2000;

/** Part of every ETag: a change of the exports' shape makes every earlier ETag stale. */
const EXPORT_REVISION = '2';

const DAY_MS = 86_400_000;

/** The tasks module's filter for a query (validated before, so every part parses). */
export function filterOf(query: OpenDataQuery): OpenTaskFilter {
  const filter: OpenTaskFilter = {};
  const box = query.bbox ? parseBbox(query.bbox) : null;
  if (box) filter.box = box;
  const since = query.since ? parseDay(query.since) : null;
  if (since) filter.reportedFrom = since;
  const until = query.until ? parseDay(query.until) : null;
  // `until` is a day: everything reported before the next day's midnight (UTC).
  if (until) filter.reportedBefore = new Date(until.getTime() + DAY_MS);
  if (query.status) filter.statuses = statusesOf(query.status);
  return filter;
}

export interface OpenDataDeps {
  tasks: TasksApi;
  photos: PhotosApi;
  /** Issue 24: the tasks' litter counts, one query per page; absent without the litter module. */
  litter?: LitterApi | null;
  /** Issue 40: the confirmed surveys; absent without the surveys module (the survey exports are then empty). */
  surveys?: Pick<SurveysApi, 'openSurveys'> | null;
  log: Logger;
  clock: Clock;
  /** The site the data comes from (PUBLIC_URL's origin), named in the attribution. */
  source: string;
}

/**
 * The open data exports: pages of public task records from the tasks module's Api, with the report
 * photos the photos module says are open data (public and licensed), written as GeoJSON or CSV into a
 * stream. Pages are read one after another without a transaction (a transaction would hold a
 * connection, on PGlite the only one, for the whole download): each task appears once, with its state
 * when its page was read.
 */
export class OpenDataService {
  private readonly formats: Record<OpenDataFormat, ExportFormat>;
  private readonly attribution: string;

  constructor(private readonly d: OpenDataDeps) {
    this.attribution = openDataAttribution(d.source);
    this.formats = { geojson: geoJsonFormat(openDataAttribution(d.source)), csv: csvFormat() };
  }

  /**
   * A weak ETag for the export while every change to the tasks is committed, else null: an answer read
   * while a change is under way may miss it, and the version it names would not move again when it
   * commits. Made of the tasks table's version, the format, the filter, the source and the hour (UTC,
   * by the app's clock): the photos' visibility and licences have no version, so a photo a moderator
   * hid leaves a revalidated export within the hour (its URL answers 404 at once).
   */
  async etag(format: OpenDataFormat, query: OpenDataQuery): Promise<string | null> {
    const version = await this.d.tasks.tableVersion();
    if (!version.settled) return null;
    const f = filterOf(query);
    const filter = [f.box ?? null, f.reportedFrom?.toISOString() ?? null, f.reportedBefore?.toISOString() ?? null, f.statuses ?? null];
    const hour = this.d.clock.now().toISOString().slice(0, 13);
    return weakEtag(JSON.stringify([EXPORT_REVISION, format, filter, this.d.source, version.value, hour]));
  }

  /** A page of tasks with the report photos that are open data (one photos query per page, none without photos). */
  private async page(filter: OpenTaskFilter, afterId: string | null): Promise<ExportRow[]> {
    const tasks = await this.d.tasks.openRecords(filter, afterId, OPEN_DATA_PAGE_SIZE);
    const photoIds = tasks.flatMap((t) => (t.photoId ? [t.photoId] : []));
    const photos = photoIds.length > 0 ? await this.d.photos.openDataPhotos(photoIds) : new Map();
    const litter = this.d.litter && tasks.length > 0 ? await this.d.litter.countsForTasks(tasks.map((t) => t.id)) : null;
    return tasks.map((task) => ({ task, photo: (task.photoId && photos.get(task.photoId.toLowerCase())) || null, litter: litter?.get(task.id) ?? null }));
  }

  /** The export as a stream; its first page is read before it returns (so a failing database is a JSON error). */
  async open(format: OpenDataFormat, query: OpenDataQuery): Promise<Readable> {
    const filter = filterOf(query);
    const first = await this.page(filter, null);
    let sent = first.length;
    const next = async (afterId: string): Promise<ExportRow[]> => {
      try {
        const page = await this.page(filter, afterId);
        sent += page.length;
        return page;
      } catch (err) {
        this.d.log.error(`open data export (${format}) broke off after ${sent} tasks`, err);
        throw err;
      }
    };
    return exportStream(this.formats[format], first, next, OPEN_DATA_PAGE_SIZE);
  }

  /** Issue 40: the confirmed surveys as CSV or GeoJSON, page by page (by survey id), like the tasks. */
  async openSurveys(format: SurveyExportFormat, filter: OpenSurveyFilter): Promise<Readable> {
    const surveys = this.d.surveys;
    const page = async (afterId: string | null): Promise<OpenSurveyRecord[]> => (surveys ? surveys.openSurveys(filter, afterId, OPEN_DATA_PAGE_SIZE) : []);
    const first = await page(null);
    const next = async (afterId: string) => {
      try {
        return await page(afterId);
      } catch (err) {
        this.d.log.error(`open data survey export (${format}) broke off`, err);
        throw err;
      }
    };
    return surveyExportStream(format, this.attribution, first, next, OPEN_DATA_PAGE_SIZE);
  }
}
