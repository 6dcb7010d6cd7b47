import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { SESSION_QUERY_KEY } from '../../../../client/session/guest-session';
import { mySubmissions, submitSubmission, validateSubmission } from '../../endpoints';

/** GET /api/tasks/submissions: the session user's own, newest first. */
export const submissionsQuery = () => endpointQuery(mySubmissions);

/** POST /api/tasks/validate (`mutate({ body })`): field problems come back as `isValid: false`. */
export function useValidateTask() {
  return useEndpointMutation(validateSubmission);
}

/** POST /api/tasks/submit (`mutate({ body })`); afterwards the list and the user's totals (header coins and XP) refresh. */
export function useSubmitTask() {
  const queryClient = useQueryClient();
  return useEndpointMutation(submitSubmission, {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: endpointKey(mySubmissions) });
      void queryClient.invalidateQueries({ queryKey: [...SESSION_QUERY_KEY] });
    },
  });
}
