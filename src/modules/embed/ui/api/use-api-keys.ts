import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import type { EndpointResponse } from '../../../../shared/endpoint';
import { issueApiKey, listApiKeys, revokeApiKey } from '../../endpoints';

/** GET /api/admin/embed/api-keys: the partners' keys in use (hints only), one query for every partner card. */
export const apiKeysQuery = () => endpointQuery(listApiKeys);

export function useApiKeys() {
  return useQuery(apiKeysQuery());
}

/** POST /api/admin/embed/partners/{id}/api-key: the answer holds the new key, shown once; the list refreshes afterwards. */
export function useIssueApiKey(options: { onSuccess?: (answer: EndpointResponse<typeof issueApiKey>) => void } = {}) {
  const qc = useQueryClient();
  return useEndpointMutation(issueApiKey, { onSuccess: options.onSuccess, onSettled: () => qc.invalidateQueries({ queryKey: endpointKey(listApiKeys) }) });
}

/** DELETE /api/admin/embed/partners/{id}/api-key; the list refreshes afterwards, on success and failure alike. */
export function useRevokeApiKey(options: { onSuccess?: () => void; onError?: () => void } = {}) {
  const qc = useQueryClient();
  return useEndpointMutation(revokeApiKey, { ...options, onSettled: () => qc.invalidateQueries({ queryKey: endpointKey(listApiKeys) }) });
}
