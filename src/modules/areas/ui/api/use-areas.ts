import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { createArea, deleteArea, listAreas } from '../../endpoints';

/** GET /api/areas: the person's areas (kept 30 s; they change only here). */
export const areasQuery = () => ({ ...endpointQuery(listAreas), staleTime: 30_000 });

export function useAreas(enabled = true) {
  return useQuery({ ...areasQuery(), enabled });
}

/** POST /api/areas; the list is asked again afterwards. */
export function useCreateArea() {
  const queryClient = useQueryClient();
  return useEndpointMutation(createArea, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(listAreas) }) });
}

/** DELETE /api/areas/:id; the list is asked again afterwards. */
export function useDeleteArea() {
  const queryClient = useQueryClient();
  return useEndpointMutation(deleteArea, { onSuccess: () => void queryClient.invalidateQueries({ queryKey: endpointKey(listAreas) }) });
}
