import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { createAdoption, deleteAdoption, listAdoptions, myAdoptions } from '../../endpoints';

/** GET /api/adoptions/mine: the person's active spots (kept 30 s). */
export const myAdoptionsQuery = () => ({ ...endpointQuery(myAdoptions), staleTime: 30_000 });

export function useMyAdoptions(enabled = true) {
  return useQuery({ ...myAdoptionsQuery(), enabled });
}

function useRefreshSpots() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: endpointKey(myAdoptions) });
    void queryClient.invalidateQueries({ queryKey: endpointKey(listAdoptions) });
  };
}

/** POST /api/adoptions; the person's list and the public layer are asked again afterwards. */
export function useAdoptSpot() {
  const refresh = useRefreshSpots();
  return useEndpointMutation(createAdoption, { onSuccess: refresh });
}

/** DELETE /api/adoptions/:id; the lists are asked again afterwards. */
export function useGiveUpSpot() {
  const refresh = useRefreshSpots();
  return useEndpointMutation(deleteAdoption, { onSuccess: refresh });
}

