/** reports module: trash reports. The ONLY file other modules import (plus schemas.ts). */
import type { BlurCounts } from '../photos/contract';
import type { PositionSource, TaskDto, WasteType } from '../tasks/contract';

export const REPORTS_API = Symbol.for('reports.api');

/** Where a report's position came from (issue 23): the tasks module keeps it with the task too. */
export { POSITION_SOURCES, type PositionSource } from '../tasks/contract';

export interface ReportDto {
  id: string;
  userId: string;
  latitude: number;
  longitude: number;
  /** 'gps', 'exif' (the photo's position), 'address' (the typed location geocoded) or 'default' (the default map point). */
  positionSource: PositionSource;
  location: string | null;
  wasteType: string;
  priority: string;
  estimatedEffort: number;
  reward: number;
  description: string;
  imageUrl: string;
  thumbnailUrl: string;
  createdAt: string;
}

/** POST /api/reports response (201). */
export interface CreateReportResponse {
  report: ReportDto;
  task: Pick<TaskDto, 'id' | 'status' | 'reward'>;
  /** `blurred`: how many regions of the photo were blurred before it was stored, by whom (issue 39). */
  photo: { status: 'clear' | 'held' | 'unscreened'; message: string | null; blurred?: BlurCounts };
}

/** 409 of POST /api/reports near an open task (issue 23): `{ error, code: 'POSSIBLE_DUPLICATE', details: { candidates } }`. */
export const POSSIBLE_DUPLICATE = 'POSSIBLE_DUPLICATE';

/** The 429 message of POST /api/reports (its per-person and per-address budgets). */
export const TOO_MANY_REPORTS = 'You have sent many reports in a short time. Please wait a while and try again.';
export interface DuplicateCandidate {
  taskId: string;
  /** Metres from the new report, one decimal. */
  distanceM: number;
  /** The task's photo while it is public, else null (held, hidden or deleted photos are not shown). */
  imageUrl: string | null;
  thumbnailUrl: string | null;
}
export interface PossibleDuplicateDetails {
  /** Nearest first. */
  candidates: DuplicateCandidate[];
}

/**
 * A report as anyone may see it (Open311 GeoReport v2 service requests, the open311 module): where and
 * what, never who, in the public view every channel shows (src/shared/public-view.ts, issue 33): the
 * point to 5 decimal places, `createdAt` the start of its day (UTC), phone numbers and e-mail
 * addresses masked in `description` and `location`.
 */
export interface PublicReportDto {
  id: string;
  latitude: number;
  longitude: number;
  /** 'default': nothing placed the report and the default map point stands in for it (see PositionSource). */
  positionSource: PositionSource;
  /** The address or place the reporter typed. */
  location: string | null;
  description: string;
  photoId: string;
  createdAt: string;
}

/**
 * A report a registered partner's system sends (Open311 POST requests): the partner is its author,
 * no person (the row's user_id stays null), so nobody earns points for it and no reports.created
 * event (a person's report) is emitted.
 */
export interface PartnerReportInput {
  partnerId: string;
  latitude: number;
  longitude: number;
  /** 'gps' (lat/long as sent, the default) or 'address' (its address_string geocoded). */
  positionSource?: Extract<PositionSource, 'gps' | 'address'>;
  /** The address the partner's system sent, kept as the report's typed location. */
  location: string | null;
  wasteType: WasteType;
  description: string | null;
}

export interface PartnerReportCreated {
  reportId: string;
  taskId: string;
  photo: CreateReportResponse['photo'];
}

export interface ReportsApi {
  countByUser(userId: string): Promise<number>;
  /** These reports as anyone may see them (unknown ids are left out), in one query. */
  publicReports(ids: readonly string[]): Promise<PublicReportDto[]>;
  /**
   * A partner's report with its photo (through the photo pipeline, owned by nobody) and its task, in
   * one transaction, as POST /api/reports makes a person's.
   */
  createForPartner(input: PartnerReportInput, image: Buffer): Promise<PartnerReportCreated>;
  /**
   * Issue 42: the e-mail address to send to the city with this report, read now: only when the
   * reporter chose to share it, is registered and active, and has a confirmed address (the account's
   * verified e-mail, else their confirmed alerts address). null for unknown reports, partners'
   * reports, guests, no choice, and an address unconfirmed or removed since.
   */
  emailToShareWithCity(reportId: string): Promise<string | null>;
}

