import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey } from '../../../../client/endpoint';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import { useCurrentUser } from '../../../../client/session/current-user';
import type { TaskDto } from '../../contract';
import { acceptTask, availableTasks, markCompleted, myTasks, releaseTask, reportedTasks } from '../../endpoints';

/** Puts a task into (or replaces it in) the cached My Tasks list, so the UI follows at once. */
export function putMine(client: QueryClient, userId: string, task: TaskDto) {
  client.setQueryData<TaskDto[]>(endpointKey(myTasks, { params: { userId } }), (old) => (old ? [task, ...old.filter((t) => t.id !== task.id)] : old));
}

/** Drops a task from every cached available-tasks list, whole or a map area (it is no longer available). */
function dropAvailable(client: QueryClient, taskId: string) {
  client.setQueriesData<TaskDto[]>({ queryKey: endpointKey(availableTasks) }, (old) => old?.filter((t) => t.id !== taskId));
}

/** Refreshes the available tasks (every map area too), the user's tasks and their reported tasks; and the session (coins, level). */
export function refreshLists(client: QueryClient, withSession = false) {
  void client.invalidateQueries({ queryKey: endpointKey(availableTasks) });
  void client.invalidateQueries({ queryKey: endpointKey(myTasks) });
  void client.invalidateQueries({ queryKey: endpointKey(reportedTasks) });
  if (withSession) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** POST /api/tasks/{id}/accept {userId} -> the task, now assigned to the user. */
export function useAcceptTask() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  return useMutation({
    mutationFn: (taskId: string) => callEndpoint(acceptTask, { params: { id: taskId }, body: { userId } }),
    onSuccess: (task) => {
      dropAvailable(client, task.id);
      putMine(client, userId, task);
    },
    // A 409 means someone else was faster: refresh so the task disappears from the lists.
    onSettled: () => refreshLists(client),
  });
}

/** DELETE /api/tasks/{id}: gives the user's accepted task back to everyone. */
export function useReleaseTask() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  return useMutation({
    mutationFn: (taskId: string) => callEndpoint(releaseTask, { params: { id: taskId } }),
    onSuccess: (task) => {
      client.setQueryData<TaskDto[]>(endpointKey(myTasks, { params: { userId } }), (old) => old?.filter((t) => t.id !== task.id));
    },
    onSettled: () => refreshLists(client),
  });
}

/** POST /api/tasks/{id}/mark-completed: without a photo the server always holds it for review. */
export function useMarkCompleted() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  return useMutation({
    // Issue 23: one Idempotency-Key per mark-completed, so a repeat does not make a second review.
    mutationFn: (taskId: string) => callEndpoint(markCompleted, { params: { id: taskId } }, { headers: { 'Idempotency-Key': crypto.randomUUID() } }),
    onSuccess: (result) => putMine(client, userId, result.task),
    onSettled: () => refreshLists(client, true),
  });
}

// useCompleteWithPhoto (the after-photo upload, queued on the device when offline) lives in
// use-complete-with-photo.ts: only the lazy complete dialog needs it, not the first route.
