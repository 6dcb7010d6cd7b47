/**
 * actions module: environmental actions users submit for validation and rewards (the spec's
 * "Submit Task" page; its routes live at /api/tasks/config, /submissions, /submit and /validate).
 * The ONLY file other modules import (plus schemas.ts). Safe on server and client: no knex, no React.
 * Method, factors and risk rules: docs/impact.md.
 */
import type { GeoCircle, Period } from '../../shared/geo-area';

export const ACTIONS_API = Symbol.for('actions.api');

/** Spec section 4, Submission status: approved, rejected, or otherwise pending review. */
export const SUBMISSION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type SubmissionStatus = (typeof SUBMISSION_STATUSES)[number];

/** Named risk signals (docs/impact.md, "Risk"). */
export const RISK_FLAGS = [
  'quantity_above_typical',
  'many_recent_submissions',
  'repeated_title',
  'future_timestamp',
  'old_timestamp',
  'missing_location',
  'missing_evidence',
  'impossible_travel',
] as const;
export type RiskFlag = (typeof RISK_FLAGS)[number];

/** Spec section 3, Task config response, plus the base unit and, where they change the impact, the subtypes. */
export interface TaskTypeConfigDto {
  type: string;
  units: string[];
  baseUnit: string;
  /** taskSubtype values with their own impact (public_transport: the mode); the first is assumed when none is sent. */
  subtypes?: string[];
}
export interface TaskConfigResponse {
  taskTypes: TaskTypeConfigDto[];
}

/** Spec section 3, Task submission form (the JSON body of submit and validate). */
export interface TaskSubmissionInput {
  taskType: string;
  taskSubtype?: string | null;
  title: string;
  description?: string | null;
  quantity: number;
  unit: string;
  location?: string | null;
  latitude?: number | null;
  longitude?: number | null;
  locationAccuracy?: number | null;
  evidenceUrls?: string[];
  submissionTimestamp?: string;
  actualTimestamp?: string | null;
}

/** Spec section 3, Validate response. estimatedImpact is kg CO2e; riskScore is 0..1. */
export interface ValidationDto {
  isValid: boolean;
  errors: string[];
  /** The failing fields, for forms (same messages as `errors`). */
  fieldErrors: { field: string; message: string }[];
  potentialXP: number;
  potentialCoins: number;
  estimatedImpact: number;
  riskScore: number;
  flags: RiskFlag[];
}
export interface ValidateResponse {
  validation: ValidationDto;
}

/** Spec section 3, Submissions response (plus what the validation said at the time). */
export interface SubmissionDto {
  id: string;
  title: string;
  description: string | null;
  quantity: number;
  unit: string;
  taskType: string;
  taskSubtype: string | null;
  status: SubmissionStatus;
  /** XP credited; null until approved. */
  actualXP: number | null;
  actualCoins: number | null;
  potentialXP: number;
  potentialCoins: number;
  estimatedImpact: number;
  riskScore: number;
  flags: RiskFlag[];
  location: string | null;
  latitude: number | null;
  longitude: number | null;
  submissionTimestamp: string;
  actualTimestamp: string | null;
  createdAt: string;
  /** When a moderator decided a pending submission, and the reason the person sees on a rejection. */
  reviewedAt?: string | null;
  reviewReason?: string | null;
}
export interface SubmissionsResponse {
  submissions: SubmissionDto[];
}
/** Spec section 3, Submit response. */
export interface SubmitResponse {
  submission: SubmissionDto;
  validation: ValidationDto;
}

/** GET /api/tasks/submissions lists at most this many, newest first. */
export const SUBMISSIONS_LIMIT = 50;

export interface ActionsApi {
  /** The user's own submissions, newest first. */
  listSubmissions(userId: string, limit?: number): Promise<SubmissionDto[]>;
  /**
   * Approved actions done in a period (by when they happened: the actual time, else the submission
   * time) and their impact: those with coordinates inside the circle, and how many had no coordinates
   * (location is optional, and erasure removes it), so they cannot be placed in any area.
   */
  approvedImpactInArea(area: GeoCircle, period: Period): Promise<AreaImpact>;
}

/** ActionsApi.approvedImpactInArea: totals only, nothing of a person. */
export interface AreaImpact {
  /** Approved actions with coordinates inside the area. */
  actions: number;
  /** Their estimated impact, kg CO2e (docs/impact.md). */
  kgCo2e: number;
  /** Approved actions in the period without coordinates, anywhere: not counted in any area. */
  withoutLocation: number;
}

/**
 * GET /api/admin/actions/pending: a submission with its owner, for moderators. potentialXP and
 * potentialCoins are what an approval may credit without an admin (computed again by the server).
 */
export interface PendingSubmissionDto extends SubmissionDto {
  userId: string;
  evidenceUrls: string[];
  /** The viewer submitted it: another moderator decides (the server answers 403 OWN_WORK). */
  ownWork: boolean;
}

/** GET /api/admin/actions/pending response. */
export interface PendingSubmissionsResponse {
  submissions: PendingSubmissionDto[];
}

/** POST /api/admin/actions/submissions/{id}/approve response: `credited` false when the ledger already held the credit. */
export interface ApproveSubmissionResponse {
  submission: SubmissionDto;
  credited: boolean;
}

/** POST /api/admin/actions/submissions/{id}/reject response. */
export interface RejectSubmissionResponse {
  submission: SubmissionDto;
}

/**
 * POST /api/admin/actions/submissions/{id}/approve body: XP (and coins) to credit; default the potential
 * ones. More than the potential needs an admin and a reason (kept in the audit log).
 */
export interface ApproveSubmissionInput {
  actualXP?: number;
  actualCoins?: number;
  reason?: string;
}

