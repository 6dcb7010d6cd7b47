import { queryOptions, useQuery } from '@tanstack/react-query';
import { useCurrentUser } from '../../../../client/session/current-user';
import type { TaskDto } from '../../contract';
import { myTasksKey } from './task-keys';

/** GET /api/tasks/my-tasks/{userId}: the tasks the user accepted (active first, then completed). */
export const myTasksQuery = (userId: string) => queryOptions<TaskDto[]>({ queryKey: [...myTasksKey(userId)], staleTime: 10_000 });

/** The current user's tasks; waits for the session (the guest fallback has no tasks on the server). */
export function useMyTasks() {
  const user = useCurrentUser();
  const ready = !user.isLoading && !!user.user;
  return useQuery({ ...myTasksQuery(user.userId), enabled: ready });
}
