/**
 * tasks module, issue 23: anyone may say of a task 'still there', 'more than before' or 'already
 * cleaned'. The shapes of the marks endpoints (endpoints.ts) for the server and the client; no knex,
 * no React.
 */
import type { TaskDto } from './contract';

export const MARK_KINDS = ['still_there', 'more_than_before', 'already_cleaned'] as const;
export type MarkKind = (typeof MARK_KINDS)[number];

/** GET /api/tasks/{id}/marks: what people said about a task. Counts are distinct people. */
export interface TaskMarksDto {
  taskId: string;
  counts: Record<MarkKind, number>;
  /** The latest 'still there', or null. */
  lastStillThereAt: string | null;
  /** An 'already cleaned' waits for a moderator. */
  cleanedPending: boolean;
  /** The kinds the caller has marked today (UTC), empty without a session. */
  mineToday: MarkKind[];
}

/** POST /api/tasks/{id}/marks */
export interface MarkResponse {
  mark: { kind: MarkKind; createdAt: string };
  /** The caller had marked this kind today already: the existing mark answers. */
  repeated: boolean;
  /** The task's priority after the mark ('more than before' may have raised it). */
  priority: TaskDto['report']['priority'];
  marks: TaskMarksDto;
}

/** GET /api/admin/tasks/marks: a task some people say is already cleaned, waiting for a moderator. */
export interface MarkReviewItemDto {
  task: TaskDto;
  marks: TaskMarksDto;
  /** The waiting 'already cleaned' marks: how many people, the first and the latest. */
  cleaned: { people: number; firstAt: string; lastAt: string };
  /** Someone holds the task now: it can be closed once they finish or give it back (dismissing works). */
  held: boolean;
}

export interface MarkReviewQueueResponse {
  items: MarkReviewItemDto[];
}

/** POST /api/admin/tasks/marks/{id}/close|dismiss */
export interface MarkDecisionResponse {
  task: TaskDto;
  outcome: 'closed' | 'dismissed';
  /** How many waiting marks the decision settled. */
  marks: number;
}

/** Error texts of the marks (English; German in i18n/mark-errors.ts). */
export const MARK_MESSAGES = {
  closed: 'This task is already closed, so it cannot be marked any more.',
  assignee: 'You hold this task: complete it or give it back instead.',
  decided: 'No “already cleaned” mark waits for a moderator on this task (someone already decided it).',
  held: 'Someone holds this task now: close it once they finish or give it back, or dismiss the marks.',
} as const;

/** The priority one step up (a 'more than before' from a person who has not said so before). */
export function raisedPriority(p: TaskDto['report']['priority']): TaskDto['report']['priority'] {
  return p === 'low' ? 'medium' : 'high';
}
