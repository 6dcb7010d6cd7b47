import type { NotificationDto } from '../contract';

/** Sample notifications for the bell's tests and stories; times relative to the real now. */
export const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

export const cleaned = (id = 'n1', patch: Partial<Extract<NotificationDto, { kind: 'task_cleaned' }>['data']> = {}): NotificationDto => ({
  id,
  kind: 'task_cleaned',
  createdAt: minutesAgo(2),
  readAt: null,
  data: { taskId: 't1', location: 'Riverbank', beforePhotoUrl: '/api/photos/b1', afterPhotoUrl: '/api/photos/a1', ...patch },
});

export const taskRejected = (id = 'n2'): NotificationDto => ({
  id,
  kind: 'task_review',
  createdAt: minutesAgo(5),
  readAt: null,
  data: { taskId: 't2', location: 'Old mill', outcome: 'rejected', reason: 'Bottles still there.', reward: 0 },
});

export const taskApproved = (id = 'n3'): NotificationDto => ({
  id,
  kind: 'task_review',
  createdAt: minutesAgo(8),
  readAt: null,
  data: { taskId: 't3', location: 'Park', outcome: 'approved', reason: null, reward: 25 },
});

export const submissionApproved = (id = 'n4'): NotificationDto => ({
  id,
  kind: 'submission_review',
  createdAt: minutesAgo(60),
  readAt: minutesAgo(30),
  data: { submissionId: 's1', title: 'Trees along the pier', outcome: 'approved', reason: null, xp: 120, coins: 12 },
});

export const photoHidden = (id = 'n5'): NotificationDto => ({
  id,
  kind: 'photo_hidden',
  createdAt: minutesAgo(90),
  readAt: minutesAgo(80),
  data: { photoId: 'p1', reason: 'Shows a face' },
});

/** Issue 24: a task reported inside one of the person's areas. */
export const areaTask = (id = 'n6'): NotificationDto => ({
  id,
  kind: 'area_task',
  createdAt: minutesAgo(3),
  readAt: null,
  data: { taskId: 't6', areaId: 'a1', areaName: 'Home', wasteType: 'plastic', latitude: 51.4828, longitude: 11.9697 },
});

/** Issue 24: a cleanup event created inside one of the person's areas. */
export const areaEvent = (id = 'n7'): NotificationDto => ({
  id,
  kind: 'area_event',
  createdAt: minutesAgo(4),
  readAt: null,
  data: { eventId: 'e7', areaId: 'a1', areaName: 'Home', title: 'Riverbank cleanup', startsAt: '2030-06-01T09:00:00.000Z' },
});
