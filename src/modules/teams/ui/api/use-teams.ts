import { useQueryClient } from '@tanstack/react-query';
import { endpointKey, endpointQuery } from '../../../../client/endpoint';
import { useEndpointMutation } from '../../../../client/endpoint-mutation';
import { leaderboard } from '../../../gamification/endpoints';
import { createTeam, joinTeam, leaveTeam, myTeams, newInviteCode } from '../../endpoints';

/** GET /api/teams/mine */
export const myTeamsQuery = () => ({ ...endpointQuery(myTeams), staleTime: 30_000 });

/** After a change: the caller's teams and the team leaderboard. */
function useRefresh() {
  const client = useQueryClient();
  return () => Promise.all([client.invalidateQueries({ queryKey: endpointKey(myTeams) }), client.invalidateQueries({ queryKey: endpointKey(leaderboard) })]);
}

export function useCreateTeam() {
  const refresh = useRefresh();
  return useEndpointMutation(createTeam, { onSuccess: () => refresh() });
}

export function useJoinTeam() {
  const refresh = useRefresh();
  return useEndpointMutation(joinTeam, { onSuccess: () => refresh() });
}

export function useLeaveTeam() {
  const refresh = useRefresh();
  return useEndpointMutation(leaveTeam, { onSuccess: () => refresh() });
}

export function useNewInviteCode() {
  const refresh = useRefresh();
  return useEndpointMutation(newInviteCode, { onSuccess: () => refresh() });
}
