/**
 * opendata module (issue 22, point 2): every report's task as open data, GeoJSON and CSV, under the
 * ODbL 1.0 (`OPEN_DATA_LICENCE`, src/shared/licences.ts), for cities, NGOs and GIS tools. The ONLY
 * file other modules import (plus schemas.ts and endpoints.ts). It owns no table: the tasks come from
 * the tasks module's Api, the photos' licences and visibility from the photos module's. No knex, no React.
 *
 * What is public: the task id and its report's id, status, waste type, priority, the day it was
 * reported and the day it was cleaned (UTC, day precision), the point (rounded to 5 decimals, about a
 * metre), and the report photo's URL only while the photo is public and its uploader licensed it for
 * reuse (CC BY 4.0, with its credit line). What is personal and never exported: who reported,
 * accepted or cleaned (user ids, names), the report's description and typed address (free text people
 * write, which may name people or their homes), times of day, the AI analysis, unlicensed photos and
 * after-photos. Issue 33: the position and the days are the public view of a report that every
 * channel shows (src/shared/public-view.ts): Open311 and the app show the same point and day (and
 * the texts, with phone numbers and e-mail addresses masked), so joining `report_id` with Open311's
 * `service_request_id` adds nothing.
 */
import { licenceLink, OPEN_DATA_LICENCE } from '../../shared/licences';
import { PUBLIC_COORDINATE_DECIMALS } from '../../shared/public-view';
import type { TaskStatus } from '../tasks/contract';

/** The data licence as the GeoJSON exports' top-level `license` member names it (OPEN_DATA_LICENCE's id and URL). */
export const OPEN_DATA_LICENSE = { name: 'Open Data Commons Open Database License (ODbL) 1.0', spdx: OPEN_DATA_LICENCE.id, url: OPEN_DATA_LICENCE.url } as const;

/** The `Link` header of every export: `<https://opendatacommons.org/licenses/odbl/1-0/>; rel="license"; title="ODbL 1.0"` (RFC 8288). */
export const OPEN_DATA_LINK_HEADER = licenceLink(OPEN_DATA_LICENCE);

/** The credit reusers of the data show, naming the site it comes from (PUBLIC_URL's origin). */
export function openDataAttribution(origin: string): string {
  return `© CleanQuest contributors (${origin}), ${OPEN_DATA_LICENCE.name}`;
}

/** The task statuses one may filter by, and the two groups: open (available or assigned) and closed (completed). */
export const OPEN_DATA_TASK_STATUSES = ['available', 'assigned', 'completed'] as const satisfies readonly TaskStatus[];
export const OPEN_DATA_STATUS_FILTERS = [...OPEN_DATA_TASK_STATUSES, 'open', 'closed'] as const;
export type OpenDataStatusFilter = (typeof OPEN_DATA_STATUS_FILTERS)[number];

/** The statuses a status filter stands for. */
export function statusesOf(filter: OpenDataStatusFilter): TaskStatus[] {
  if (filter === 'open') return ['available', 'assigned'];
  if (filter === 'closed') return ['completed'];
  return [filter];
}

/**
 * Decimal places of the exported coordinates (1e-5 degrees: about 1.1 m of latitude): the public view
 * of a report's (src/shared/public-view.ts), the same in the app's answers and Open311.
 */
export const OPEN_DATA_COORDINATE_DECIMALS = PUBLIC_COORDINATE_DECIMALS;

/**
 * The fields of one exported task: the GeoJSON Feature's properties (the point is its geometry), and
 * the CSV's columns (OPEN_DATA_CSV_COLUMNS, with `longitude` and `latitude`). The photo fields are null
 * unless the report photo is public and licensed for reuse.
 */
export interface OpenDataTaskProperties {
  task_id: string;
  report_id: string | null;
  status: TaskStatus;
  waste_type: string;
  priority: string;
  /** YYYY-MM-DD, UTC */
  reported_on: string;
  /** YYYY-MM-DD, UTC; null while not cleaned */
  cleaned_on: string | null;
  /** Absolute URL of the report photo. */
  photo_url: string | null;
  /** SPDX id of the photo's licence ('CC-BY-4.0'). */
  photo_license: string | null;
  photo_license_url: string | null;
  /** The credit line to show with the photo (never a person's name). */
  photo_attribution: string | null;
  /**
   * Issue 24: the litter tagged on the task, pieces per item id (the litter taxonomy's) and per brand:
   * the newest completion attempt's tags when it has any, else the report's (empty without tags). The
   * CSV writes them as `litter_items` and `litter_brands`, `id:count;id:count`, most first.
   */
  litter: { items: Record<string, number>; brands: Record<string, number> };
}

export const OPEN_DATA_CSV_COLUMNS = [
  'task_id', 'report_id', 'status', 'waste_type', 'priority', 'reported_on', 'cleaned_on', 'longitude', 'latitude',
  'photo_url', 'photo_license', 'photo_license_url', 'photo_attribution', 'litter_items', 'litter_brands',
] as const;

/** The downloads' file names (Content-Disposition). */
export const OPEN_DATA_FILE_NAMES = { geojson: 'cleanquest-tasks.geojson', csv: 'cleanquest-tasks.csv' } as const;
/** Issue 40: the survey downloads' file names. */
export const SURVEY_FILE_NAMES = { geojson: 'cleanquest-surveys.geojson', csv: 'cleanquest-surveys.csv' } as const;
export type OpenDataFormat = keyof typeof OPEN_DATA_FILE_NAMES;

/** The 429 message of the download limit (RATE_LIMIT_OPEN_DATA_PER_ADDRESS). */
export const TOO_MANY_DOWNLOADS = 'You have downloaded the open data many times in a short time. Please wait a while and try again.';
