import { useQuery } from '@tanstack/react-query';
import { endpointQuery } from '../../../../client/endpoint';
import type { LeaderboardScope, LeaderboardWindow } from '../../../gamification/contract';
import { leaderboard } from '../../../gamification/endpoints';

/**
 * GET /api/leaderboard?window=…[&scope=teams] (the gamification module's endpoint; people without a
 * scope, as the profile reads it). The answer says which it is: teams carry `scope: 'teams'`.
 */
export const leaderboardQuery = (scope: LeaderboardScope, window: LeaderboardWindow) => ({
  ...endpointQuery(leaderboard, { query: scope === 'teams' ? { window, scope } : { window } }),
  staleTime: 60_000,
});

export function useLeaderboard(scope: LeaderboardScope, window: LeaderboardWindow) {
  return useQuery(leaderboardQuery(scope, window));
}
