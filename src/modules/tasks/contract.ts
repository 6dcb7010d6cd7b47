/**
 * tasks module: cleanup tasks made from reports. The ONLY file other modules import (plus schemas.ts);
 * the read models of TasksApi are in contract-records.ts and exported here. No knex, no React.
 */
import type { PhotoUse } from '../photos/contract';
import type { AvailableTasksQuery, NewTaskFromReport, OpenTaskRecord, OpenTaskFilter, ReportedTasksQuery, ReportedTaskRecord, NearbyOpenTask, AreaCounts, CleanupPhotosCursor, CleanupPhotos, Hotspot, EndingHold, VerifiedCleanup } from './contract-records';
import type { Unit } from '../../server/unit-of-work';
import type { GeoArea, Period } from '../../shared/geo-area';

export const TASKS_API = Symbol.for('tasks.api');
export type { AvailableTasksQuery, NewTaskFromReport, OpenTaskRecord, OpenTaskFilter, ReportedTasksQuery, ReportedTaskRecord, NearbyOpenTask, AreaCounts, CleanupPhotosCursor, CleanupPhotos, Hotspot, EndingHold, VerifiedCleanup } from './contract-records';

export const WASTE_TYPES = ['plastic', 'organic', 'electronic', 'hazardous', 'general'] as const;
export type WasteType = (typeof WASTE_TYPES)[number];
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** 'assigned' is shown as 'Active'. */
export type TaskStatus = 'available' | 'assigned' | 'completed';

/** Spec section 9: priority colours (high red, medium amber, low green), shared by the app and the embed. */
export const PRIORITY_COLORS: Record<Priority, string> = { high: '#c62828', medium: '#b45309', low: '#2e7d32' };

/**
 * 24x24 SVG paths (Material Icons, Apache-2.0) for each waste type: the map markers of the app and of
 * the embeddable widget draw them, so both look the same.
 */
export const WASTE_ICON_PATHS: Record<WasteType, string> = {
  // local_drink: a bottle
  plastic: 'M3 2l2.01 18.23C5.13 21.23 5.97 22 7 22h10c1.03 0 1.87-.77 1.99-1.77L21 2H3zm9 17c-1.66 0-3-1.34-3-3 0-2 3-5.4 3-5.4s3 3.4 3 5.4c0 1.66-1.34 3-3 3zm6.33-11H5.67l-.44-4h13.53l-.43 4z',
  // eco: a leaf
  organic: 'M6.05 8.05c-2.73 2.73-2.73 7.15-.02 9.88 1.47-3.4 4.09-6.24 7.36-7.93-2.77 2.34-4.71 5.61-5.39 9.32 2.6 1.23 5.8.78 7.95-1.37C19.43 14.47 20 4 20 4S9.53 4.57 6.05 8.05z',
  // power: a plug
  electronic: 'M16.01 7 16 3h-2v4h-4V3H8v4h-.01C7 6.99 6 7.99 6 8.99v5.49L9.5 18v3h5v-3l3.5-3.51v-5.5c0-1-1-2-1.99-1.99z',
  // warning: a triangle
  hazardous: 'M1 21h22L12 2 1 21zm12-3h-2v-2h2v2zm0-4h-2v-4h2v4z',
  // delete: a bin
  general: 'M6 19c0 1.1.9 2 2 2h8c1.1 0 2-.9 2-2V7H6v12zM19 4h-3.5l-1-1h-5l-1 1H5v2h14V4z',
};

/** Spec section 3, Report defaults. */
export const REPORT_DEFAULTS = { wasteType: 'general', priority: 'medium', reward: 10, estimatedEffort: 15, description: 'Cleanup needed' } as const;

/** Issue 24: how much litter the reporter saw (optional in a report). */
export const REPORT_SIZES = ['bag', 'wheelbarrow', 'car_load'] as const;
export type ReportSize = (typeof REPORT_SIZES)[number];
/** Issue 24: hazards a reporter may name. */
export const HAZARDS = ['glass', 'sharps', 'chemicals', 'asbestos', 'dead_animal', 'heavy'] as const;
export type Hazard = (typeof HAZARDS)[number];
/** A report naming one of these is not for volunteers (nor one the photo analysis calls hazardous): it is offered to the city. */
export const NOT_FOR_VOLUNTEERS_HAZARDS: readonly Hazard[] = ['sharps', 'chemicals', 'asbestos'];
export interface AiAnalysis {
  items: string[];
  toolsNeeded: string[];
  hazardous: boolean;
  /** 0..1 */
  confidence: number;
}

/**
 * Where a report's position came from (issue 23), in the order tried: the device's GPS fix, the
 * photo's EXIF position, the typed address geocoded, else the default map point.
 */
export const POSITION_SOURCES = ['gps', 'exif', 'address', 'default'] as const;
export type PositionSource = (typeof POSITION_SOURCES)[number];

/** The report as nested in a task (spec section 3). */
export interface TaskReportDto {
  id: string | null;
  latitude: number;
  longitude: number;
  wasteType: WasteType;
  priority: Priority;
  imageUrl: string | null;
  thumbnailUrl: string | null;
  description: string;
  location: string | null;
  estimatedEffort: number;
  reward: number;
  aiAnalysis: AiAnalysis | null;
  /** Where the position came from (issue 23); null when not known (tasks made before it was kept). The server always sends it. */
  positionSource?: PositionSource | null;
  /** Issue 24: how much litter the reporter saw (null: not said). The server always sends it. */
  size?: ReportSize | null;
  /** Issue 24: the hazards the reporter named. The server always sends it. */
  hazards?: Hazard[];
}

export interface TaskDto {
  id: string;
  status: TaskStatus;
  /** Latest verification of an assigned or completed task; null until someone tries to complete it. */
  verificationStatus: VerificationStatus | null;
  /** A moderator's decision on the latest completion held for review (the reason is shown to the person). */
  review?: TaskReviewDto | null;
  acceptedAt: string | null;
  /**
   * An active task goes back to the map at this moment unless its person finishes or releases it
   * first; null when not assigned, and while a completion waits for a moderator (no deadline then).
   */
  heldUntil: string | null;
  reward: number;
  /** Issue 23: how many people saw this spot, the reporter and those who confirmed it with a photo. */
  seenBy: number;
  createdAt: string;
  report: TaskReportDto;
  /**
   * Issue 24: false when the photo analysis called it hazardous or the reporter named sharps,
   * chemicals or asbestos: nobody may accept it (409 TASK_NOT_FOR_VOLUNTEERS), Open311 offers it to
   * the city. The server always sends it.
   */
  forVolunteers?: boolean;
}

/** The app warns the person when less than this is left of a hold. */
export const HOLD_WARNING_MS = 2 * 60 * 60 * 1000;

/** 409 body of an accept over the hold limit: `{ error, code: 'TASK_HOLD_LIMIT', details: { limit } }`. */
export const TASK_HOLD_LIMIT = 'TASK_HOLD_LIMIT';
export interface TaskHoldLimitDetails {
  /** How many tasks this person may hold at once. */
  limit: number;
}

export interface TaskReviewDto {
  outcome: 'approved' | 'rejected';
  reason: string | null;
  /** When the moderator decided; with the task id it names this decision (shown to the person once). */
  reviewedAt?: string | null;
}

/** GET /api/admin/tasks/review: a completion waiting for a moderator. */
export interface ReviewItemDto {
  task: TaskDto;
  assignee: { id: string; username: string | null; firstName: string | null } | null;
  /** The latest completion attempt: the after-photo (null for mark-completed) and the verifier's answer. */
  completion: {
    id: string;
    afterPhotoUrl: string | null;
    verifier: 'openai' | 'local' | 'none';
    fallbackReason: string | null;
    analysis: { completionPercentage?: number; qualityScore?: number; feedback?: string; stillNeedsWork?: string[]; areasImproved?: string[] };
    createdAt: string;
  } | null;
  /** The viewer is the one who completed it: another moderator decides (the server answers 403 OWN_WORK). */
  ownWork: boolean;
}

export interface ReviewQueueResponse {
  items: ReviewItemDto[];
}

/** POST /api/admin/tasks/review/{id}/approve|reject */
export interface ReviewDecisionResponse {
  task: TaskDto;
  /** Coins credited to the person (0 on a rejection). */
  reward: number;
}

export interface TasksApi {
  /** Creates an 'available' task from a report, inside the caller's transaction when given. */
  createFromReport(input: NewTaskFromReport, unit?: Unit): Promise<{ taskId: string }>;
  listAvailable(query: AvailableTasksQuery): Promise<TaskDto[]>;
  /** How many tasks were completed since a time, optionally inside a map box. */
  countCompleted(since: Date, box?: { minLat: number; minLon: number; maxLat: number; maxLon: number }): Promise<number>;
  /** The tasks using these photos (report photo or completion after-photo), for the photo moderation view. */
  photoUses(photoIds: string[]): Promise<PhotoUse[]>;
  /**
   * Reports made in an area in a period (a task per report, counted by when it was made) and cleanups
   * there (tasks completed in the period: verified by the verifier or approved by a moderator).
   */
  countInArea(area: GeoArea, period: Period): Promise<AreaCounts>;
  /**
   * Cleanups in an area completed in a period that have a report photo and an after-photo (the attempt
   * that completed the task), newest first, one page (`after`: the last one of the previous page). The
   * photos' visibility is the photos module's to judge.
   */
  cleanupPhotos(area: GeoArea, period: Period, page: { limit: number; after?: CleanupPhotosCursor }): Promise<CleanupPhotos[]>;
  /** Issue 40: cleanups in an area completed in a period with the attempt that completed them (verified or approved), by task id after `afterTaskId`. */
  verifiedCleanups(area: GeoArea, period: Period, page: { limit: number; afterTaskId?: string }): Promise<VerifiedCleanup[]>;
  /**
   * Recurring hotspots: reports made within HOTSPOT_RADIUS_M of a task cleaned in the HOTSPOT_WINDOW_DAYS
   * before them, grouped into places (re-reports joined by the cleanups they follow), most re-reports
   * first. The re-reports counted are those made in the period (and in the area, when given).
   */
  hotspots(query: { area?: GeoArea; period: Period; limit: number }): Promise<Hotspot[]>;
  /**
   * Up to `limit` tasks matching the filter, by id, after `afterId` (null: from the start): keyset
   * pages, so an export of any size walks the table in flat memory, one page at a time.
   */
  openRecords(filter: OpenTaskFilter, afterId: string | null, limit: number): Promise<OpenTaskRecord[]>;
  /**
   * The tasks table's version (moves on every change, whatever wrote it) and whether every change it
   * counts was committed when it was read: an answer made from the table may carry it as its ETag only then.
   */
  tableVersion(): Promise<{ value: string; settled: boolean }>;
  /** Up to `query.limit` tasks made from reports, newest first (the open311 module's `GET requests`). */
  reportedTasks(query: ReportedTasksQuery): Promise<ReportedTaskRecord[]>;
  /** The task made from this report, or null (the open311 module's `GET requests/{id}`). */
  reportedTask(reportId: string): Promise<ReportedTaskRecord | null>;
  /** Issue 23 (alerts): holds that end after `from` and by `until` (assigned, no completion waiting for a moderator), soonest first. */
  holdsEndingBetween(from: Date, until: Date, limit: number): Promise<EndingHold[]>;
  /** Issue 23: open tasks (available or assigned) within radiusM of a point, nearest first, but not `notReportedBy`'s. */
  openTasksNear(q: { latitude: number; longitude: number; radiusM: number; limit: number; notReportedBy?: string }): Promise<NearbyOpenTask[]>;
  /** Issue 42: the city cleared it (open311's filing): an available task is completed in the caller's unit, nobody paid, no tasks.completed; closed: false when it was not available. */
  closeByCity(taskId: string, unit: Unit): Promise<{ closed: boolean; location: string | null }>;
}

/** POST /api/tasks/{id}/confirmations: the caller saw this spot too and added their photo (issue 23). */
export interface ConfirmationResponse {
  task: TaskDto;
  /** XP credited now: 0 for a repeat (the first confirmation's answer again, nothing paid twice). */
  xp: number;
  alreadyConfirmed: boolean;
  photo: { status: 'clear' | 'held' | 'unscreened'; message: string | null };
}

/** GET /api/tasks/{id}/spot: the confirmers' public photos and the cleanups of this spot shortly before the report. */
export interface TaskSpotDto {
  seenBy: number;
  photos: { imageUrl: string; thumbnailUrl: string }[];
  cleanedBefore: { completedAt: string }[];
}

/** A report counts as a re-report when it is this close to a task cleaned shortly before (metres)... */
export const HOTSPOT_RADIUS_M = 25;
/** ... and that cleanup was at most this many days before the report. */
export const HOTSPOT_WINDOW_DAYS = 90;

/** Completion verificationStatus (spec section 4). */
export type VerificationStatus = 'verified' | 'needs_review' | 'failed';

/** Spec section 3, Completion response, plus which verifier judged it. */
export interface CompletionResponse {
  verificationStatus: VerificationStatus;
  /** Coins credited now (0 unless verified). */
  reward: number;
  analysis: {
    completionPercentage: number;
    qualityScore: number;
    bonusEarned: number;
    feedback: string;
    areasImproved: string[];
    stillNeedsWork: string[];
    environmentalImpact: string;
  };
  /** 'openai' or 'local' (the fallback that compares the two photos). */
  verifier: 'openai' | 'local';
  /** Set when the AI was configured but could not answer and the fallback judged instead. */
  fallbackReason: string | null;
  task: TaskDto;
}

/**
 * Events the tasks module publishes through the outbox (src/server/outbox.ts): written in the
 * completion's transaction, delivered after its commit, at least once (handlers must be idempotent).
 */
export const TaskEvents = { completed: 'tasks.completed', created: 'tasks.created' } as const;

/**
 * Published through the outbox in the unit of work that makes a task from a report (issue 24: the
 * areas module tells the people whose areas hold the point). At least once: handlers are idempotent by `taskId`.
 */
export interface TaskCreated {
  taskId: string;
  latitude: number;
  longitude: number;
  wasteType: string;
  /** Who reported it (null for partners' reports and seeded tasks). */
  reporterId: string | null;
  /** Issue 42 (missing in older events): the report it was made from, and false when not for volunteers (filed with the city). */
  reportId?: string | null;
  forVolunteers?: boolean;
}

export interface TaskCompleted {
  taskId: string;
  /** The person who cleaned up. */
  userId: string;
  reward: number;
  wasteType: WasteType;
  hazardous: boolean;
  /** 'verified' by the AI, or 'approved' by a moderator after review. */
  outcome: 'verified' | 'approved';
  completedAt: string;
  /** The report the task was made from and who filed it (null for tasks without one): it now counts for them. */
  reportId: string | null;
  reporterId: string | null;
  /** Where the task is (issue 24: challenges count cleanups in their area). Missing in events written before issue 24. */
  latitude?: number;
  longitude?: number;
}

declare module '../../server/events' {
  interface EventMap {
    'tasks.completed': TaskCompleted;
    'tasks.created': TaskCreated;
  }
}
