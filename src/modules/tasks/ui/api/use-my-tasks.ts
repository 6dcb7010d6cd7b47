import { queryOptions, useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import { useCurrentUser } from '../../../../client/session/current-user';
import { myTasks } from '../../endpoints';

/**
 * GET /api/tasks/my-tasks/{userId}: the tasks the user accepted (active first, then completed).
 * `endpointKey(myTasks)` covers every person's list (what other modules invalidate).
 */
export const myTasksQuery = (userId: string) => queryOptions({ ...endpointQuery(myTasks, { params: { userId } }), staleTime: 10_000 });

/** The current user's tasks; waits for the session (the guest fallback has no tasks on the server). */
export function useMyTasks() {
  const user = useCurrentUser();
  const ready = !user.isLoading && !!user.user;
  return useQuery({ ...myTasksQuery(user.userId), enabled: ready });
}
