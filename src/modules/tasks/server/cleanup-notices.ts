import type { NotificationsApi } from '../../notifications/contract';
import { photoIdFromUrl, type PhotosApi } from '../../photos/contract';
import type { Unit } from '../../../server/unit-of-work';
import type { TaskRow } from './models';

/** What the notices need: the notifications module (null when it is not loaded) and the photos' visibility. */
export interface CleanupNoticeDeps {
  notifications?: NotificationsApi | null;
  /** Without it no photo goes with the notification. */
  photos?: Pick<PhotosApi, 'publicPhotos'>;
}

/**
 * The reporter's notification that their report was cleaned (a completion verified by the AI or
 * approved by a moderator), in the completion's unit of work. The before and after photos go with it
 * only when they are public now (read in the unit, so an after-photo recorded in it counts): a held,
 * hidden or deleted photo never reaches the notification.
 */
export async function notifyCleaned(d: CleanupNoticeDeps, unit: Unit, task: TaskRow, afterPhotoId: string | null): Promise<void> {
  if (!d.notifications || !task.reporter_id || task.reporter_id === task.assignee_id) return;
  const beforePhotoId = photoIdFromUrl(task.image_url);
  const ids = [beforePhotoId, afterPhotoId].filter((id): id is string => !!id);
  const visible = ids.length > 0 && d.photos ? await d.photos.publicPhotos(ids, unit) : new Map<string, { imageUrl: string }>();
  const url = (id: string | null) => (id ? (visible.get(id.toLowerCase())?.imageUrl ?? null) : null);
  await d.notifications.notify(
    { userId: task.reporter_id, kind: 'task_cleaned', data: { taskId: task.id, location: task.location, beforePhotoUrl: url(beforePhotoId), afterPhotoUrl: url(afterPhotoId) } },
    unit,
  );
}

/** The cleaner's notification of a moderator's decision on their completion held for review, in the decision's unit of work. */
export async function notifyReviewed(
  d: Pick<CleanupNoticeDeps, 'notifications'>,
  unit: Unit,
  task: TaskRow,
  decision: { outcome: 'approved' | 'rejected'; reason: string | null; reward: number },
): Promise<void> {
  if (!d.notifications || !task.assignee_id) return;
  await d.notifications.notify({ userId: task.assignee_id, kind: 'task_review', data: { taskId: task.id, location: task.location, ...decision } }, unit);
}
