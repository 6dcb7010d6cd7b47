import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../client/api';
import { SESSION_QUERY_KEY } from '../../../client/session/guest-session';
import type { SubmissionsResponse, SubmitResponse, TaskConfigResponse, TaskSubmissionInput, ValidateResponse } from '../contract';

export const TASK_CONFIG_KEY = ['/api/tasks/config'] as const;
export const SUBMISSIONS_KEY = ['/api/tasks/submissions'] as const;

/** GET /api/tasks/config: the types rarely change; fetched once (the default query fn). */
export const taskConfigQuery = () => queryOptions<TaskConfigResponse>({ queryKey: [...TASK_CONFIG_KEY] });

/** GET /api/tasks/submissions: the session user's own, newest first. */
export const submissionsQuery = () => queryOptions<SubmissionsResponse>({ queryKey: [...SUBMISSIONS_KEY] });

export function useValidateTask() {
  return useMutation({
    mutationFn: async (body: TaskSubmissionInput) => (await (await apiRequest('POST', '/api/tasks/validate', body)).json()) as ValidateResponse,
  });
}

/** POST /api/tasks/submit; afterwards the list and the user's totals (header coins and XP) refresh. */
export function useSubmitTask() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: TaskSubmissionInput) => (await (await apiRequest('POST', '/api/tasks/submit', body)).json()) as SubmitResponse,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: [...SUBMISSIONS_KEY] });
      void queryClient.invalidateQueries({ queryKey: [...SESSION_QUERY_KEY] });
    },
  });
}
