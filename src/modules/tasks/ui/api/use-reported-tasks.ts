import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../../client/session/current-user';
import { photoIdFromUrl } from '../../../photos/contract';
import type { TaskDto } from '../../contract';
import { reportedTasksKey } from './task-keys';

/** GET /api/tasks/user/{userId}: the tasks made from the user's own reports (newest first, up to 500). */
export const reportedTasksQuery = (userId: string) => queryOptions<TaskDto[]>({ queryKey: [...reportedTasksKey(userId)], staleTime: 60_000 });

/**
 * Whether a task's report photo is the current user's own: the server refuses 'Report this photo' on
 * one's own photo (403 OWN_PHOTO), so the sheet does not offer it. Unknown (null) until the user's
 * reported tasks are loaded; false when they cannot be loaded (the server still decides).
 */
export function useIsOwnPhoto(photoId: string | null): boolean | null {
  const user = useCurrentUser();
  const ready = !user.isLoading && !!user.user;
  const reported = useQuery({ ...reportedTasksQuery(user.userId), enabled: ready && photoId !== null });
  if (photoId === null) return false;
  if (reported.data) return reported.data.some((t) => photoIdFromUrl(t.report.imageUrl ?? t.report.thumbnailUrl) === photoId);
  return reported.isError ? false : null;
}
