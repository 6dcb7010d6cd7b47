import type { Unit } from '../../server/unit-of-work';

/**
 * notifications module: the in-app notification list (issue 23, point 4). A notification tells one
 * person about something that happened to what they sent in: their report was cleaned, a moderator
 * decided their completion or submission, a moderator hid their photo. The module that makes the
 * event writes the notification through `NotificationsApi.notify` in the event's own unit of work, so
 * it exists exactly when the event committed. The ONLY file other modules import (with schemas.ts and
 * endpoints.ts). No knex, no React.
 */

export const NOTIFICATIONS_API = Symbol.for('notifications.api');

/** How many notifications GET /api/notifications answers at most (the newest). */
export const NOTIFICATIONS_LIST_LIMIT = 50;
/** How many ids one POST /api/notifications/read may name. */
export const NOTIFICATIONS_READ_MAX_IDS = 100;
/** Notifications kept per person; older ones are deleted when a new one is written. */
export const NOTIFICATIONS_KEEP = 200;

export const NOTIFICATION_KINDS = ['task_cleaned', 'task_review', 'submission_review', 'photo_hidden', 'area_task', 'area_event', 'task_city', 'adoption_due', 'adoption_released'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The reporter's report was cleaned: the task was completed and verified (by the AI) or approved (by a moderator). */
export interface TaskCleanedData {
  taskId: string;
  /** Where the report was (its typed place), or null. */
  location: string | null;
  /** The report photo, only when it is public (not held, hidden or deleted) when the cleanup was confirmed. */
  beforePhotoUrl: string | null;
  /** The after-photo of the cleanup, only when it is public when the cleanup was confirmed. */
  afterPhotoUrl: string | null;
}

/** A moderator decided the person's completion held for review. */
export interface TaskReviewData {
  taskId: string;
  location: string | null;
  outcome: 'approved' | 'rejected';
  /** The moderator's reason (rejections). */
  reason: string | null;
  /** Coins credited (approvals). */
  reward: number;
}

/** A moderator decided the person's environmental action submission. */
export interface SubmissionReviewData {
  submissionId: string;
  title: string;
  outcome: 'approved' | 'rejected';
  reason: string | null;
  xp: number;
  coins: number;
}

/** A moderator hid one of the person's photos (the photo itself is never shown). */
export interface PhotoHiddenData {
  photoId: string;
  /** The moderator's reason. */
  reason: string | null;
}

/** Issue 24 (areas module): a task was reported inside one of the person's alert areas. */
export interface AreaTaskData {
  taskId: string;
  areaId: string;
  areaName: string;
  wasteType: string;
  /** Where the task is (the link opens the map there). */
  latitude: number;
  longitude: number;
}

/** Issue 24 (areas module): a cleanup event was created inside one of the person's alert areas. */
export interface AreaEventData {
  eventId: string;
  areaId: string;
  areaName: string;
  title: string;
  /** ISO time the event starts. */
  startsAt: string;
}

/** Issue 42 (open311 module): the city's own system cleared a hazardous report the person made, which CleanQuest had filed with the city. */
export interface TaskCityData {
  taskId: string;
  /** Where the report was (its typed place), or null. */
  location: string | null;
  /** The city's own notes on it (its status_notes), or null. */
  notes: string | null;
}

/** Issue 42 (adoptions module): a visit to a spot the person adopted is due (the cycle ends at `dueAt`). */
export interface AdoptionDueData {
  adoptionId: string;
  dueAt: string;
  latitude: number;
  longitude: number;
}

/** Issue 42 (adoptions module): a spot the person adopted was released after cycles without a visit. */
export interface AdoptionReleasedData {
  adoptionId: string;
  missedCycles: number;
  latitude: number;
  longitude: number;
}

export interface NotificationDataByKind {
  task_cleaned: TaskCleanedData;
  task_review: TaskReviewData;
  submission_review: SubmissionReviewData;
  photo_hidden: PhotoHiddenData;
  area_task: AreaTaskData;
  area_event: AreaEventData;
  task_city: TaskCityData;
  adoption_due: AdoptionDueData;
  adoption_released: AdoptionReleasedData;
}

/** What a writer hands to notify(): the person and the kind with its data. */
export type NotifyInput = { [K in NotificationKind]: { userId: string; kind: K; data: NotificationDataByKind[K] } }[NotificationKind];

/** One notification as GET /api/notifications shows it; the client writes the text from the kind and data. */
export type NotificationDto = { [K in NotificationKind]: { id: string; kind: K; data: NotificationDataByKind[K]; createdAt: string; readAt: string | null } }[NotificationKind];

/** GET /api/notifications */
export interface NotificationsResponse {
  /** The newest NOTIFICATIONS_LIST_LIMIT, newest first. */
  notifications: NotificationDto[];
  /** Unread notifications of the person (all of them, also beyond the list). */
  unreadCount: number;
}

/** POST /api/notifications/read: these ids (the caller's own; others are ignored), or all. */
export interface MarkReadInput {
  ids?: string[];
  all?: boolean;
}

export interface MarkReadResponse {
  /** How many were marked read now (already read ones and others' ids do not count). */
  marked: number;
  unreadCount: number;
}

export interface NotificationsApi {
  /**
   * Writes the notification in the caller's unit of work (the event's own transaction) and publishes
   * `notifications.created` through the outbox in it, for delivery by other channels (push, e-mail).
   */
  notify(input: NotifyInput, unit: Unit): Promise<{ id: string }>;
  /**
   * Many people's notifications at once (a fan-out: area alerts), in the caller's unit of work: set-based
   * writes and one outbox event `notifications.created_many` for all of them (issue 35), in input order.
   */
  notifyMany(inputs: NotifyInput[], unit: Unit): Promise<{ id: string; userId: string }[]>;
}

export const NotificationEvents = { created: 'notifications.created', createdMany: 'notifications.created_many' } as const;

/** Published through the outbox when a notification was written (at least once: handlers are idempotent by `notificationId`). */
export interface NotificationCreated {
  notificationId: string;
  userId: string;
  kind: NotificationKind;
}

/** Published once for a fan-out's notifications (notifyMany), at least once: handlers are idempotent by each `notificationId`. */
export interface NotificationsCreated {
  notifications: NotificationCreated[];
}

declare module '../../server/events' {
  interface EventMap {
    'notifications.created': NotificationCreated;
    'notifications.created_many': NotificationsCreated;
  }
}
