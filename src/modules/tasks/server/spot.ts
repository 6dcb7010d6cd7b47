import { notFound } from '../../../server/http/errors';
import { CLEANED_BEFORE_WINDOW_DAYS, DUPLICATE_RADIUS_M } from '../../../shared/constants';
import { publicTime } from '../../../shared/public-view';
import type { TaskSpotDto } from '../contract';
import { TASK_MESSAGES } from '../messages';
import type { TaskCommandContext } from './commands/context';

/** At most this many added photos are shown on a task. */
const SPOT_PHOTOS_MAX = 12;

/**
 * GET /api/tasks/{id}/spot (issue 23): who saw the spot, the photos people added (only those public
 * right now: held, hidden and deleted ones are left out) and the cleanups within DUPLICATE_RADIUS_M in
 * the CLEANED_BEFORE_WINDOW_DAYS before the task was reported (a cleaned spot reported again).
 */
export async function taskSpot(c: Pick<TaskCommandContext, 'repo' | 'confirmations' | 'photos'>, taskId: string): Promise<TaskSpotDto> {
  const task = await c.repo.find(taskId);
  if (!task) throw notFound(TASK_MESSAGES.notFound, 'TASK_NOT_FOUND');
  const [ids, cleaned] = await Promise.all([c.confirmations.photoIds(taskId), c.confirmations.cleanedBefore(task, DUPLICATE_RADIUS_M, CLEANED_BEFORE_WINDOW_DAYS)]);
  const visible = await c.photos.publicPhotos(ids);
  return {
    seenBy: task.seen_by,
    photos: ids.flatMap((id) => {
      const p = visible.get(id);
      return p ? [{ imageUrl: p.imageUrl, thumbnailUrl: p.thumbnailUrl }] : [];
    }).slice(0, SPOT_PHOTOS_MAX),
    // The day only (the public view of src/shared/public-view.ts): when a cleaner was here is theirs.
    cleanedBefore: cleaned.map((d) => ({ completedAt: publicTime(d) })),
  };
}
