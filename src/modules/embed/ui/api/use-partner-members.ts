import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { addPartnerMember, listPartnerMembers, removePartnerMember } from '../../endpoints';

/** GET /api/admin/embed/partners/{id}/members: the people who may name the partner on cleanup events. */
export function usePartnerMembers(partnerId: string) {
  return useQuery(endpointQuery(listPartnerMembers, { params: { id: partnerId } }));
}

/** POST and DELETE of a partner's people; the partner's list refreshes afterwards, on success and failure alike. */
export function usePartnerMemberChanges(partnerId: string, options: { onAdded?: () => void } = {}) {
  const qc = useQueryClient();
  const refresh = () => qc.invalidateQueries({ queryKey: endpointKey(listPartnerMembers, { params: { id: partnerId } }) });
  return {
    add: useEndpointMutation(addPartnerMember, { onSuccess: options.onAdded, onSettled: refresh }),
    remove: useEndpointMutation(removePartnerMember, { onSettled: refresh }),
  };
}
