import { useEffect } from 'react';
import type { NavBadge } from '../../../../client/module';
import { useCurrentUser } from '../../../../client/session/current-user';
import type { TaskDto } from '../../contract';
import { hasNewTasks, markTasksSeen, useTasksSeenUntil } from './tasks-seen';
import { useAvailableTasks } from './use-available-tasks';
import { useMyTasks } from './use-my-tasks';

/** The user's active tasks ('assigned', shown as 'Active' in My Tasks). */
export function countActive(tasks: readonly TaskDto[] | undefined): number {
  return (tasks ?? []).filter((t) => t.status === 'assigned').length;
}

/** The session's user id once the session is loaded (the fallback guest has nothing on the server). */
function useSessionUserId(): string | null {
  const user = useCurrentUser();
  return !user.isLoading && user.user ? user.userId : null;
}

/**
 * The bottom navigation's tasks tab badge (the tab's `useBadge` in the client manifest): the count of
 * the user's active tasks and a dot while available tasks have appeared since the user last opened
 * the tasks list. Shares the My Tasks query and the available tasks query (polled every 15 s).
 */
export function useTasksTabBadge(): NavBadge {
  const userId = useSessionUserId();
  const mine = useMyTasks();
  const available = useAvailableTasks();
  const seen = useTasksSeenUntil(userId);
  if (!userId) return { count: 0, hasNew: false };
  return { count: countActive(mine.data), hasNew: hasNewTasks(available.data, seen) };
}

/** The tasks list is open: what it shows is seen, so the tasks tab's dot goes (also after a reload). */
export function useMarkTasksSeen(tasks: readonly TaskDto[] | undefined): void {
  const userId = useSessionUserId();
  useEffect(() => {
    if (userId && tasks) markTasksSeen(userId, tasks);
  }, [userId, tasks]);
}
