import { useState } from 'react';
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../../client/api';
import { useCurrentUser } from '../../../../client/session/current-user';
import { uploadForm, type UploadProgress } from '../../../../client/upload';
import type { CompletionResponse, TaskDto } from '../../contract';
import { AVAILABLE_TASKS_KEY, myTasksKey, SESSION_QUERY_KEY, TASKS_KEY } from './task-keys';

/** Puts a task into (or replaces it in) the cached My Tasks list, so the UI follows at once. */
function putMine(client: QueryClient, userId: string, task: TaskDto) {
  client.setQueryData<TaskDto[]>(myTasksKey(userId), (old) => (old ? [task, ...old.filter((t) => t.id !== task.id)] : old));
}

/** Drops a task from every cached available-tasks list (it is no longer available). */
function dropAvailable(client: QueryClient, taskId: string) {
  client.setQueriesData<TaskDto[]>({ queryKey: AVAILABLE_TASKS_KEY }, (old) => old?.filter((t) => t.id !== taskId));
}

function refreshLists(client: QueryClient, withSession = false) {
  void client.invalidateQueries({ queryKey: AVAILABLE_TASKS_KEY });
  void client.invalidateQueries({ queryKey: TASKS_KEY });
  if (withSession) void client.invalidateQueries({ queryKey: SESSION_QUERY_KEY });
}

/** POST /api/tasks/{id}/accept {userId} -> the task, now assigned to the user. */
export function useAcceptTask() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  return useMutation({
    mutationFn: async (taskId: string) => (await apiRequest('POST', `/api/tasks/${taskId}/accept`, { userId })).json() as Promise<TaskDto>,
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
    mutationFn: async (taskId: string) => (await apiRequest('DELETE', `/api/tasks/${taskId}`)).json() as Promise<TaskDto>,
    onSuccess: (task) => {
      client.setQueryData<TaskDto[]>(myTasksKey(userId), (old) => old?.filter((t) => t.id !== task.id));
    },
    onSettled: () => refreshLists(client),
  });
}

/** POST /api/tasks/{id}/mark-completed: without a photo the server always holds it for review. */
export function useMarkCompleted() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  return useMutation({
    mutationFn: async (taskId: string) => (await apiRequest('POST', `/api/tasks/${taskId}/mark-completed`)).json() as Promise<CompletionResponse>,
    onSuccess: (result) => putMine(client, userId, result.task),
    onSettled: () => refreshLists(client, true),
  });
}

export interface CompleteWithPhotoInput {
  taskId: string;
  photo: File;
}

/**
 * POST /api/tasks/{id}/complete-with-photo (multipart field completionImage) with upload progress.
 * Afterwards refreshes the task lists and the session (coins and level in the header).
 */
export function useCompleteWithPhoto() {
  const client = useQueryClient();
  const { userId } = useCurrentUser();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const mutation = useMutation({
    mutationFn: ({ taskId, photo }: CompleteWithPhotoInput) => {
      const form = new FormData();
      form.append('completionImage', photo, photo.name || 'after.jpg');
      setProgress({ loaded: 0, total: photo.size || null, percent: 0 });
      return uploadForm<CompletionResponse>(`/api/tasks/${taskId}/complete-with-photo`, form, { onProgress: setProgress });
    },
    onSuccess: (result) => putMine(client, userId, result.task),
    onSettled: () => {
      setProgress(null);
      refreshLists(client, true);
    },
  });
  return { ...mutation, progress };
}
