import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { callEndpoint, endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import type { EndpointBody, EndpointResponse } from '../../../../shared/endpoint';
import { addPartner, listPartners, removePartner, updatePartner } from '../../endpoints';

/** GET /api/admin/embed/partners: the partners list (refreshed after every change). */
export const partnersQuery = () => endpointQuery(listPartners);

export function usePartners() {
  return useQuery(partnersQuery());
}

export type PartnerBody = EndpointBody<typeof addPartner>;

/**
 * POST /api/admin/embed/partners (a new partner, `id` null) or PUT /api/admin/embed/partners/{id};
 * the list refreshes after a save (not awaited). `mutateAsync` throws the server's refusal.
 */
export function useSavePartner() {
  const qc = useQueryClient();
  return useMutation<EndpointResponse<typeof addPartner>, Error, { id: string | null; body: PartnerBody }>({
    mutationFn: ({ id, body }) => (id ? callEndpoint(updatePartner, { params: { id }, body }) : callEndpoint(addPartner, { body })),
    onSuccess: () => {
      void qc.invalidateQueries({ queryKey: endpointKey(listPartners) });
    },
  });
}

/** DELETE /api/admin/embed/partners/{id}; the list refreshes afterwards, on success and failure alike. */
export function useRemovePartner(options: { onSuccess?: () => void; onError?: () => void } = {}) {
  const qc = useQueryClient();
  return useEndpointMutation(removePartner, { ...options, onSettled: () => qc.invalidateQueries({ queryKey: endpointKey(listPartners) }) });
}
