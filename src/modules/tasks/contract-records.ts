/**
 * The tasks module's read models for other modules (TasksApi's queries and records: the open data
 * exports, Open311, the area alerts, the impact pages). Part of the contract: contract.ts exports
 * them, and other modules import them from there.
 */
import type { PositionSource, Priority, TaskReportDto, TaskStatus, VerificationStatus, WasteType } from './contract';

export interface AvailableTasksQuery {
  /** Near a point: tasks within radiusKm, nearest first. */
  lat?: number;
  lon?: number;
  radiusKm?: number;
  /** In a map box. */
  minLat?: number;
  minLon?: number;
  maxLat?: number;
  maxLon?: number;
  limit?: number;
}

/**
 * One task as the open data exports show it (the opendata module, issue 22): what is public about a
 * report and its cleanup, and nothing of a person (no user ids, names, descriptions or typed addresses).
 */
export interface OpenTaskRecord {
  id: string;
  reportId: string | null;
  status: TaskStatus;
  wasteType: WasteType;
  priority: Priority;
  latitude: number;
  longitude: number;
  /** The report's photo (whether it may be shown is the photos module's to say), or null. */
  photoId: string | null;
  /** The day the report came in, YYYY-MM-DD (UTC). */
  reportedOn: string;
  /** The day the task was cleaned up (completed), YYYY-MM-DD (UTC); null until then. */
  cleanedOn: string | null;
}

/** Which tasks an open data export holds; every part optional. */
export interface OpenTaskFilter {
  /** A box; minLon > maxLon is a box across the antimeridian (RFC 7946, 5.2). */
  box?: { minLon: number; minLat: number; maxLon: number; maxLat: number };
  /** Reported at or after this moment. */
  reportedFrom?: Date;
  /** Reported before this moment. */
  reportedBefore?: Date;
  statuses?: TaskStatus[];
}

/**
 * Which tasks made from reports a GeoReport v2 `GET requests` lists (the open311 module, issue 22);
 * every part optional but the limit. Newest report first.
 */
export interface ReportedTasksQuery {
  /** Only the tasks of these reports (Open311's service request ids). */
  reportIds?: string[];
  wasteTypes?: WasteType[];
  /** Reported at or after this moment. */
  reportedFrom?: Date;
  /** Reported at or before this moment. */
  reportedTo?: Date;
  statuses?: TaskStatus[];
  limit: number;
}

/** The state of a task made from a report (what a service request shows of it): nothing of a person. */
export interface ReportedTaskRecord {
  taskId: string;
  reportId: string;
  status: TaskStatus;
  /** 'needs_review' while a cleanup waits for a moderator. */
  verificationStatus: VerificationStatus | null;
  wasteType: WasteType;
  /** When the task was made from its report (in the report's transaction). */
  reportedAt: string;
  /** The latest change of the task's state. */
  updatedAt: string;
  /** When the cleanup was verified or approved (status 'completed'); null until then. */
  completedAt: string | null;
  /** Issue 24: false: hazardous, not for volunteers (Open311 offers it to the city). */
  forVolunteers: boolean;
}

/** TasksApi.openTasksNear: a possible duplicate of a new report (the photo id: whether it may be shown is the photos module's to say). */
export interface NearbyOpenTask {
  taskId: string;
  distanceM: number;
  photoId: string | null;
}

/** TasksApi.countInArea */
export interface AreaCounts {
  reports: number;
  cleanups: number;
}

/** Issue 40 (brand audit): a cleanup verified by the verifier or approved by a moderator, and the attempt that completed it. */
export interface VerifiedCleanup {
  taskId: string;
  completionId: string;
}

/** Where the previous page of TasksApi.cleanupPhotos ended. */
export interface CleanupPhotosCursor {
  completedAt: string;
  taskId: string;
}

/** A cleanup with its before and after photos (ids: the photos module says which are public). */
export interface CleanupPhotos {
  taskId: string;
  wasteType: WasteType;
  reportedAt: string;
  completedAt: string;
  beforePhotoId: string;
  afterPhotoId: string;
}

/** A place re-reported after verified cleanups: no task ids, no people, only the place, its counts and dates. */
export interface Hotspot {
  /** The middle of the reports and cleanups that make it. */
  latitude: number;
  longitude: number;
  /** Reports made within HOTSPOT_RADIUS_M of a cleanup in the HOTSPOT_WINDOW_DAYS before them. */
  reReports: number;
  /** The cleanups there that a re-report followed. */
  cleanups: number;
  lastReportedAt: string;
  lastCleanedAt: string;
}

/** TasksApi.holdsEndingBetween: one claim whose hold ends soon (the alerts module's 'your claim ends soon'). */
export interface EndingHold {
  taskId: string;
  assigneeId: string;
  /** When this claim began: with the task id it names the claim. */
  acceptedAt: string;
  heldUntil: string;
}

/** What the reports module hands over when a report becomes a task: the report's fields, and who and what it came from. */
export interface NewTaskFromReport extends Omit<TaskReportDto, 'id' | 'positionSource'> {
  /** Unset: not known (null). */
  positionSource?: PositionSource | null;
  reportId: string | null;
  /** The report photo, compared with the after-photo by the verifier. */
  photoId: string | null;
  reporterId: string | null;
}
