import { useQuery, useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { challengeDetail, challengesList, createChallenge } from '../../endpoints';

/** GET /api/challenges: the list with progress (refreshed every minute while shown). */
export const challengesQuery = () => ({ ...endpointQuery(challengesList), staleTime: 30_000, refetchInterval: 60_000 });

export function useChallenges() {
  return useQuery(challengesQuery());
}

/** GET /api/challenges/:id with the top contributors. */
export const challengeQuery = (id: string) => ({ ...endpointQuery(challengeDetail, { params: { id } }), staleTime: 30_000 });

export function useChallenge(id: string) {
  return useQuery(challengeQuery(id));
}

/** POST /api/challenges; the list is loaded again afterwards. */
export function useCreateChallenge() {
  const client = useQueryClient();
  return useEndpointMutation(createChallenge, { onSuccess: () => client.invalidateQueries({ queryKey: endpointKey(challengesList) }) });
}
