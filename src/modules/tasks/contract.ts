/**
 * tasks module: cleanup tasks made from reports. The ONLY file other modules import (plus schemas.ts).
 * Safe on server and client: no knex, no React.
 */
import type { Knex } from 'knex';

export const TASKS_API = Symbol.for('tasks.api');

export const WASTE_TYPES = ['plastic', 'organic', 'electronic', 'hazardous', 'general'] as const;
export type WasteType = (typeof WASTE_TYPES)[number];
export const PRIORITIES = ['high', 'medium', 'low'] as const;
export type Priority = (typeof PRIORITIES)[number];
/** 'assigned' is shown as 'Active'. */
export type TaskStatus = 'available' | 'assigned' | 'completed';

/** Spec section 3, Report defaults. */
export const REPORT_DEFAULTS = { wasteType: 'general', priority: 'medium', reward: 10, estimatedEffort: 15, description: 'Cleanup needed' } as const;
export const DEFAULT_TASK_REWARD = 10;

export interface AiAnalysis {
  items: string[];
  toolsNeeded: string[];
  hazardous: boolean;
  /** 0..1 */
  confidence: number;
}

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
}

export interface TaskDto {
  id: string;
  status: TaskStatus;
  /** Latest verification of an assigned or completed task; null until someone tries to complete it. */
  verificationStatus: VerificationStatus | null;
  acceptedAt: string | null;
  reward: number;
  createdAt: string;
  report: TaskReportDto;
}

/** What the reports module hands over when a report becomes a task. */
export interface NewTaskFromReport {
  reportId: string | null;
  /** The report photo, compared with the after-photo by the verifier. */
  photoId: string | null;
  reporterId: string | null;
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
}

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

export interface TasksApi {
  /** Creates an 'available' task from a report, inside the caller's transaction when given. */
  createFromReport(input: NewTaskFromReport, trx?: Knex.Transaction): Promise<{ taskId: string }>;
  listAvailable(query: AvailableTasksQuery): Promise<TaskDto[]>;
}

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

/** Events the tasks module emits (after its transaction commits). */
export const TaskEvents = { completed: 'tasks.completed' } as const;

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
}

declare module '../../server/events' {
  interface EventMap {
    'tasks.completed': TaskCompleted;
  }
}
