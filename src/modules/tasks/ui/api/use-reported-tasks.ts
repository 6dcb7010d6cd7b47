import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { useCurrentUser } from '../../../../client/session/current-user';
import { photoIdFromUrl } from '../../../photos/contract';
import { reportedTasks } from '../../endpoints';

/**
 * GET /api/tasks/user/{userId}: the tasks made from the user's own reports (newest first, up to 500).
 * `endpointKey(reportedTasks)` covers it (the reports module refreshes it after a new report).
 */
export const reportedTasksQuery = (userId: string) => queryOptions({ ...endpointQuery(reportedTasks, { params: { userId } }), staleTime: 60_000 });

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
